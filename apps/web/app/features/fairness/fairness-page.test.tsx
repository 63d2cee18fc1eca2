import type { Fairness, Round } from "@reelhouse/contract";
import { catalog as en } from "@reelhouse/i18n/en";
import { catalog as es } from "@reelhouse/i18n/es";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { useLoaderData } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { failure, keeping, ok, type SentRequest, setupApi } from "~/test/api.ts";
import { renderWithProviders } from "~/test/render.tsx";
import type { FairnessPageData, RoundToVerify } from "./api.ts";
import { FairnessPage } from "./fairness-page.tsx";
import { CLIENT_SEED, playRound, publishedSheet, SERVER_SEED } from "./played-round.test-support.ts";

const api = setupApi();
let sent: SentRequest[] = [];
beforeEach(() => {
  sent = [];
});

/**
 * The fairness API as a player's browser finds it: rotation answers `rotated`, the round `round`,
 * and the round's pair lists the nonces `nonces` (by default 0 … the round's, the round's last).
 */
function serve({ rotate, round, nonces }: { rotate: () => Response; round?: Round; nonces?: number[] }) {
  api.use(
    http.post("/rest/fairness/rotate/", keeping(sent, rotate)),
    http.get(
      "/rest/studio/rounds/:roundId/",
      keeping(sent, () => ok({ round })),
    ),
    http.get("/rest/fairness/pairs/:serverSeedHash/rounds/", ({ params }) => {
      const taken = nonces ?? Array.from({ length: (round?.fairness.nonce ?? 0) + 1 }, (_, nonce) => nonce);
      return ok({
        serverSeedHash: params.serverSeedHash,
        rounds: Math.max(...taken) + 1,
        played: taken.map((nonce) => ({
          roundId: nonce === round?.fairness.nonce ? round.id : `00000000-0000-4000-8000-00000000000${nonce}`,
          nonce,
          gameId: round?.gameId,
          mathsVersion: round?.mathsVersion,
        })),
        draws: [],
      });
    }),
    // The verifier replays from the published sheet of the round's maths version.
    http.get("/rest/fairness/titles/:gameId/maths/:version/", ({ params }) =>
      round && params.gameId === round.gameId && Number(params.version) === round.mathsVersion
        ? ok(publishedSheet(round))
        : failure("NOT_FOUND", "No sheet", { reason: "MATHS_SHEET_NOT_FOUND" }),
    ),
  );
}

/** Fetching the round's sheet and replaying it in the browser takes a moment on a busy machine. */
const REPLAYED = { timeout: 10_000 };

const NEW_HASH = "b".repeat(64);
const NEXT_HASH = "c".repeat(64);

const activeSeeds = (round: Round): Fairness => ({
  serverSeedHash: round.fairness.serverSeedHash,
  clientSeed: CLIENT_SEED,
  nextNonce: round.fairness.nonce + 1,
  nextServerSeedHash: NEW_HASH,
  previous: [],
});

const rotatedSeeds = (round: Round, clientSeed: string): Fairness => ({
  serverSeedHash: NEW_HASH,
  clientSeed,
  nextNonce: 0,
  nextServerSeedHash: NEXT_HASH,
  previous: [
    {
      serverSeed: SERVER_SEED,
      serverSeedHash: round.fairness.serverSeedHash,
      clientSeed: CLIENT_SEED,
      rounds: round.fairness.nonce + 1,
      revealedAt: "2026-03-12T16:00:00.000Z",
    },
  ],
});

/** The page as its route renders it, from the loader's data. */
function PageFromLoader() {
  return <FairnessPage initial={useLoaderData<FairnessPageData>()} />;
}

function renderPage(data: FairnessPageData, locale: "en" | "es" = "en") {
  const url = locale === "es" ? "/es/fairness" : "/fairness";
  return renderWithProviders([{ path: url, Component: PageFromLoader, loader: () => data }], { url });
}

const verifying = (round: Round): RoundToVerify => ({ roundId: round.id, round });

async function clickWhenReady(name: string, scope: HTMLElement = document.body) {
  const button = await within(scope).findByRole("button", { name });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(button);
}

describe("the fairness page", { timeout: 30_000 }, () => {
  it("verifies a revealed round in the browser, step by step", async () => {
    const round = playRound("viking-voyage", { buy: true });
    serve({ rotate: () => ok(activeSeeds(round)), round });
    renderPage({ seeds: activeSeeds(round), verify: verifying(round) });
    const verdict = await screen.findByText(en.fairness.verify.verifiedBody, {}, REPLAYED);
    expect(verdict.parentElement?.textContent).toContain(en.fairness.verify.verified);
    expect(screen.getByText(en.fairness.verify.hashMatches)).toBeTruthy();
    expect(screen.getAllByRole("listitem").filter((item) => item.className === "step-check")).toHaveLength(
      round.steps.length,
    );
    const continuous = en.fairness.verify.noncesContinuous_other
      .replace("{{count}}", String(round.fairness.nonce + 1))
      .replace("{{last}}", String(round.fairness.nonce));
    expect(await screen.findByText(continuous)).toBeTruthy();
    const fromSheet = en.fairness.verify.replayedFromSheet.replace("{{version}}", String(round.mathsVersion));
    expect(screen.getByRole("link", { name: fromSheet }).getAttribute("href")).toBe(
      `/fairness/viking-voyage?version=${round.mathsVersion}`,
    );
    expect(sent).toEqual([]);
  });

  it("says when the round's seed pair skipped a nonce", async () => {
    const round = playRound("midnight-fruits", { nonce: 3 });
    serve({ rotate: () => ok(activeSeeds(round)), round, nonces: [0, 1, 3] });
    renderPage({ seeds: activeSeeds(round), verify: verifying(round) });
    expect(await screen.findByText(en.fairness.verify.verifiedBody, {}, REPLAYED)).toBeTruthy();
    const broken = await screen.findByText(en.fairness.verify.noncesBroken.replace("{{last}}", "3"));
    expect(broken.className).toContain("verification__check--mismatch");
  });

  it("shows what differs in a round that does not replay as stored", async () => {
    const round = playRound("midnight-fruits");
    const step = round.steps[0] as Round["steps"][number];
    step.win += 100;
    round.totalWin += 100;
    serve({ rotate: () => ok(activeSeeds(round)), round });
    renderPage({ seeds: activeSeeds(round), verify: verifying(round) });
    expect(await screen.findByText(en.fairness.verify.mismatchBody, {}, REPLAYED)).toBeTruthy();
    const paid = (step.win - 100) / 100;
    expect(
      screen.getByText(`Win paid: stored ${step.win / 100} Coins, replay ${paid} Coins`, { exact: false }),
    ).toBeTruthy();
  });

  it("rotates to the typed client seed, which reveals the round, and then verifies it", async () => {
    const hidden = playRound("midnight-fruits", { isRevealed: false });
    const revealed = playRound("midnight-fruits");
    serve({ rotate: () => ok(rotatedSeeds(hidden, "my-own-seed")), round: revealed });
    renderPage({ seeds: activeSeeds(hidden), verify: verifying(hidden) });
    expect(await screen.findByText(en.fairness.verify.unrevealed)).toBeTruthy();

    const form = screen.getByRole("form", { name: en.fairness.seeds.rotateTitle });
    fireEvent.change(within(form).getByLabelText(en.fairness.seeds.newClientSeed), {
      target: { value: "my own seed" },
    });
    await clickWhenReady(en.fairness.seeds.rotate, form);
    expect(await within(form).findByText(en.fairness.seeds.clientSeedInvalid)).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(within(form).getByLabelText(en.fairness.seeds.newClientSeed), {
      target: { value: "my-own-seed" },
    });
    await clickWhenReady(en.fairness.seeds.rotate, form);
    expect(await screen.findByText(en.fairness.seeds.rotated)).toBeTruthy();
    expect(await screen.findByText(en.fairness.verify.verifiedBody, {}, REPLAYED)).toBeTruthy();
    expect(screen.getAllByText(NEW_HASH)).toHaveLength(1);
    expect(screen.getAllByText(SERVER_SEED).length).toBeGreaterThan(0);
    expect(sent.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: "/rest/fairness/rotate/", body: { clientSeed: "my-own-seed" } },
      { path: `/rest/studio/rounds/${hidden.id}/`, body: undefined },
    ]);
  });

  it("asks the player to finish a feature in progress before rotating, in Spanish", async () => {
    const hidden = playRound("midnight-fruits", { isRevealed: false });
    serve({
      rotate: () =>
        failure("CONFLICT", "Tienes una ronda en curso. Termínala primero.", { reason: "ROUND_IN_PROGRESS" }),
    });
    renderPage({ seeds: activeSeeds(hidden), verify: verifying(hidden) }, "es");
    await clickWhenReady(es.fairness.verify.revealAndVerify);
    expect(await screen.findByText(es.fairness.seeds.roundInProgress)).toBeTruthy();
    expect(sent.map(({ body }) => body)).toEqual([{}]);
  });

  it("says when the round asked for is not one of the player's", async () => {
    const round = playRound("midnight-fruits");
    renderPage({ seeds: activeSeeds(round), verify: { roundId: round.id, problem: "notFound" } });
    expect(await screen.findByText(en.fairness.verify.notFound)).toBeTruthy();
    expect(screen.getByRole("link", { name: en.fairness.verify.toHistory }).getAttribute("href")).toBe(
      "/game/history",
    );
  });
});
