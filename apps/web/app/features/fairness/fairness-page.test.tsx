import type { Fairness, Round, SeedPairRounds } from "@reelhouse/contract";
import { findTitle, pickWeighted } from "@reelhouse/games";
import { fairDraw } from "@reelhouse/games/node";
import { MATHS_SHEETS } from "@reelhouse/games/sheets";
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
import { CLIENT_SEED, playRound, SERVER_SEED } from "./played-round.test-support.ts";

const api = setupApi();
let sent: SentRequest[] = [];
beforeEach(() => {
  sent = [];
});

/**
 * The fairness API as a player's browser finds it: rotation answers `rotated`, the round `round`,
 * and the round's pair lists the nonces `nonces` (by default 0 … the round's, the round's last).
 */
function serve({
  rotate,
  round,
  nonces,
  draws = [],
}: {
  rotate: () => Response;
  round?: Round;
  nonces?: number[];
  draws?: SeedPairRounds["draws"];
}) {
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
        rounds: Math.max(-1, ...taken, ...draws.map((draw) => draw.nonce)) + 1,
        played: taken.map((nonce) => ({
          roundId: nonce === round?.fairness.nonce ? round.id : `00000000-0000-4000-8000-00000000000${nonce}`,
          nonce,
          gameId: round?.gameId,
          mathsVersion: round?.mathsVersion,
        })),
        draws,
      });
    }),
    // The jackpots' pools with their published odds, as the server answers anyone.
    http.get("/rest/jackpots/", () => ok({ pools: JACKPOT_POOLS, lastWins: [] })),
    // Every published sheet and version list, as the server answers anyone.
    http.get("/rest/fairness/titles/:gameId/maths/", ({ params }) =>
      ok({
        gameId: params.gameId,
        current: findTitle(String(params.gameId))?.info.mathsVersion,
        versions: MATHS_SHEETS.filter((sheet) => sheet.id === params.gameId).map(
          (sheet) => sheet.mathsVersion,
        ),
      }),
    ),
    http.get("/rest/fairness/titles/:gameId/maths/:version/", ({ params }) => {
      const sheet = MATHS_SHEETS.find(
        (each) => each.id === params.gameId && each.mathsVersion === Number(params.version),
      );
      return sheet ? ok(sheet) : failure("NOT_FOUND", "No sheet", { reason: "MATHS_SHEET_NOT_FOUND" });
    }),
  );
}

const JACKPOT_POOLS = [
  {
    tier: "mini",
    currency: "coins",
    amount: 1_250_000,
    seed: 1_000_000,
    contributionBps: 50,
    qualifyingBet: 1,
    winStake: 200_000_000,
  },
  {
    tier: "grand",
    currency: "coins",
    amount: 100_000_000,
    seed: 100_000_000,
    contributionBps: 10,
    qualifyingBet: 1,
    winStake: 100_000_000_000,
  },
  {
    tier: "mini",
    currency: "entries",
    amount: 1_000,
    seed: 1_000,
    contributionBps: 50,
    qualifyingBet: 1,
    winStake: 200_000,
  },
];

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
    serve({ rotate: () => ok(null) });
    renderPage({ seeds: activeSeeds(round), verify: { roundId: round.id, problem: "notFound" } });
    expect(await screen.findByText(en.fairness.verify.notFound)).toBeTruthy();
    expect(screen.getByRole("link", { name: en.fairness.verify.toHistory }).getAttribute("href")).toBe(
      "/game/history",
    );
  });
  it("counts the pair's daily wheel spins with its rounds, and checks each spin once the pair is revealed", async () => {
    const round = playRound("midnight-fruits", { nonce: 1 });
    const weights = [30, 25, 20, 15, 10];
    const spinAt = (nonce: number, pick?: number): SeedPairRounds["draws"][number] => ({
      drawId: `00000000-0000-4000-8000-0000000000d${nonce}`,
      nonce,
      purpose: "dailyWheel:daily",
      weights,
      pick:
        pick ??
        pickWeighted(fairDraw({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce, step: 0 }), weights),
      createdAt: "2026-03-12T15:00:00.000Z",
    });
    const honest = spinAt(2);
    const replayed = honest.pick;
    const altered = spinAt(3, (replayed + 1) % weights.length);
    serve({ rotate: () => ok(activeSeeds(round)), round, nonces: [0, 1], draws: [honest, altered] });
    renderPage({ seeds: rotatedSeeds(round, "next-seed"), verify: verifying(round) });
    const continuous = en.fairness.verify.noncesContinuousWithSpins
      .replace("{{last}}", "3")
      .replace("{{rounds}}", "2")
      .replace("{{spins}}", "2");
    expect(await screen.findByText(continuous, {}, REPLAYED)).toBeTruthy();

    const pairs = screen.getByRole("heading", { name: en.fairness.previous.title })
      .parentElement as HTMLElement;
    fireEvent.click(within(pairs).getByText(en.fairness.pair.show));
    const listed = en.fairness.pair.continuous_other
      .replace("{{last}}", "3")
      .replace("{{rounds}}", "2")
      .replace("{{spins}}", "2");
    expect(await within(pairs).findByText(listed)).toBeTruthy();
    const entries = within(pairs)
      .getAllByRole("listitem")
      .filter((item) => item.className === "pair-entry");
    expect(entries.map((entry) => entry.querySelector(".pair-entry__nonce")?.textContent)).toEqual([
      "Nonce 0",
      "Nonce 1",
      "Nonce 2",
      "Nonce 3",
    ]);
    expect(
      within(entries[1] as HTMLElement)
        .getByRole("link")
        .getAttribute("href"),
    ).toBe(`/fairness?round=${round.id}`);
    expect(await within(entries[2] as HTMLElement).findByText(en.fairness.verify.verified)).toBeTruthy();
    const mismatch = en.fairness.pair.drawMismatch.replace("{{segment}}", String(spinAt(3).pick + 1));
    expect(await within(entries[3] as HTMLElement).findByText(mismatch)).toBeTruthy();

    // The active pair lists its spins too, to be checked once it is rotated.
    const active = screen.getByRole("region", { name: en.fairness.seeds.title });
    fireEvent.click(within(active).getByText(en.fairness.pair.show));
    expect(await within(active).findAllByText(en.fairness.pair.drawUnrevealed)).toHaveLength(2);
    expect(within(active).queryByText(en.fairness.verify.verified)).toBeNull();
  });

  it("publishes the jackpots' pools and odds in the guest's coins, and how a round's trigger is checked", async () => {
    serve({ rotate: () => ok(null) });
    renderPage({ seeds: null, roundId: null });
    const section = (await screen.findByRole("heading", { name: en.jackpots.odds.title }))
      .parentElement as HTMLElement;
    const rows = await within(section).findAllByRole("row");
    // Coins only (a guest's currency), mini first: 12,500 coins now, 1 in 2,000 spins at 1,000 coins.
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining(en.jackpots.odds.tier),
      `${en.jackpots.tiers.mini}12,500 coins10,000 coins0.5%1 in 2,000`,
      `${en.jackpots.tiers.grand}1,000,000 coins1,000,000 coins0.1%1 in 1,000,000`,
    ]);
    expect(within(section).getByText(/2³² × bet ÷ 100,000,000,000/)).toBeTruthy();
    expect(within(section).getByText(en.jackpots.odds.noWins)).toBeTruthy();
  });

  it("lets a guest replay any round from pasted values, and check the server seed's hash", async () => {
    serve({ rotate: () => ok(null) });
    renderPage({ seeds: null, roundId: null });
    expect((await screen.findByRole("link", { name: en.fairness.guest.signIn })).getAttribute("href")).toBe(
      `/signin?redirectTo=${encodeURIComponent("/fairness")}`,
    );
    expect(screen.queryByText(en.fairness.seeds.title)).toBeNull();
    const sheet = MATHS_SHEETS.find((each) => each.id === "viking-voyage" && each.mathsVersion === 1);
    if (!sheet) throw new Error("no sheet");
    const { example } = sheet;
    const tool = screen.getByRole("heading", { name: en.fairness.replay.title }).parentElement as HTMLElement;
    fireEvent.change(within(tool).getByLabelText(en.fairness.replay.game), {
      target: { value: "viking-voyage" },
    });
    const version = within(tool).getByLabelText(en.fairness.replay.version) as HTMLSelectElement;
    await waitFor(() => expect([...version.options].map((option) => option.value)).toEqual(["1", "2"]));
    fireEvent.change(version, { target: { value: "1" } });
    const type = (label: string, value: string) =>
      fireEvent.change(within(tool).getByLabelText(label), { target: { value } });
    type(en.fairness.verify.serverSeed, example.serverSeed);
    type(en.fairness.replay.committedHash, example.serverSeedHash);
    type(en.fairness.verify.clientSeed, example.clientSeed);
    type(en.fairness.verify.nonce, String(example.nonce));
    await clickWhenReady(en.fairness.replay.submit, tool);
    expect(await within(tool).findByText(en.fairness.replay.hashMatches, {}, REPLAYED)).toBeTruthy();
    const total = en.fairness.replay.total
      .replace("{{units}}", String(example.result.winUnits))
      .replace("{{times}}", String(example.result.winUnits / sheet.title.info.unitsPerBet));
    expect(within(tool).getByText(total)).toBeTruthy();
    expect(within(tool).getByText(example.serverSeedHash)).toBeTruthy();

    type(en.fairness.replay.committedHash, "0".repeat(64));
    await clickWhenReady(en.fairness.replay.submit, tool);
    expect(await within(tool).findByText(en.fairness.replay.hashDiffers)).toBeTruthy();
    type(en.fairness.verify.nonce, "first");
    await clickWhenReady(en.fairness.replay.submit, tool);
    expect(await within(tool).findByText(en.fairness.replay.invalidNonce)).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
