import type { Fairness, Round } from "@reelhouse/contract";
import { catalog as en } from "@reelhouse/i18n/en";
import { catalog as es } from "@reelhouse/i18n/es";
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub, useLoaderData } from "react-router";
import { describe, expect, it } from "vitest";
import { ToastProvider } from "~/components/ui/toast.tsx";
import { mockFetchPerTest } from "~/lib/fetch-mock.test-support.ts";
import { getI18n } from "~/lib/i18n/index.ts";
import { createQueryClient } from "~/lib/query-client.ts";
import type { FairnessPageData, RoundToVerify } from "./api.ts";
import { FairnessPage } from "./fairness-page.tsx";
import { CLIENT_SEED, playRound, SERVER_SEED } from "./played-round.test-support.ts";

const fetchMock = mockFetchPerTest();

const NEW_HASH = "b".repeat(64);

const activeSeeds = (round: Round): Fairness => ({
  serverSeedHash: round.fairness.serverSeedHash,
  clientSeed: CLIENT_SEED,
  nextNonce: round.fairness.nonce + 1,
  previous: [],
});

const rotatedSeeds = (round: Round, clientSeed: string): Fairness => ({
  serverSeedHash: NEW_HASH,
  clientSeed,
  nextNonce: 0,
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

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** The page as its route renders it, from the loader's data. */
function PageFromLoader() {
  return <FairnessPage initial={useLoaderData<FairnessPageData>()} />;
}

function renderPage(data: FairnessPageData, locale: "en" | "es" = "en") {
  const url = locale === "es" ? "/es/fairness" : "/fairness";
  const Stub = createRoutesStub([{ path: url, Component: PageFromLoader, loader: () => data }]);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nextProvider i18n={getI18n(locale)}>
        <ToastProvider dismissLabel="Dismiss">
          <Stub initialEntries={[url]} />
        </ToastProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const verifying = (round: Round): RoundToVerify => ({ roundId: round.id, round });

async function clickWhenReady(name: string, scope: HTMLElement = document.body) {
  const button = await within(scope).findByRole("button", { name });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(button);
}

describe("the fairness page", () => {
  it("verifies a revealed round in the browser, step by step", async () => {
    const round = playRound("viking-voyage", { buy: true });
    renderPage({ seeds: activeSeeds(round), verify: verifying(round) });
    const verdict = await screen.findByText(en.fairness.verify.verifiedBody);
    expect(verdict.parentElement?.textContent).toContain(en.fairness.verify.verified);
    expect(screen.getByText(en.fairness.verify.hashMatches)).toBeTruthy();
    expect(screen.getAllByRole("listitem").filter((item) => item.className === "step-check")).toHaveLength(
      round.steps.length,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows what differs in a round that does not replay as stored", async () => {
    const round = playRound("midnight-fruits");
    const step = round.steps[0] as Round["steps"][number];
    step.win += 100;
    round.totalWin += 100;
    renderPage({ seeds: activeSeeds(round), verify: verifying(round) });
    expect(await screen.findByText(en.fairness.verify.mismatchBody)).toBeTruthy();
    const paid = (step.win - 100) / 100;
    expect(
      screen.getByText(`Win paid: stored ${step.win / 100} Coins, replay ${paid} Coins`, { exact: false }),
    ).toBeTruthy();
  });

  it("rotates to the typed client seed, which reveals the round, and then verifies it", async () => {
    const hidden = playRound("midnight-fruits", { isRevealed: false });
    const revealed = playRound("midnight-fruits");
    fetchMock.mockImplementation(async (path) =>
      String(path).startsWith("/rest/fairness/rotate/")
        ? answer(200, { success: true, data: rotatedSeeds(hidden, "my-own-seed") })
        : answer(200, { success: true, data: { round: revealed } }),
    );
    renderPage({ seeds: activeSeeds(hidden), verify: verifying(hidden) });
    expect(await screen.findByText(en.fairness.verify.unrevealed)).toBeTruthy();

    const form = screen.getByRole("form", { name: en.fairness.seeds.rotateTitle });
    fireEvent.change(within(form).getByLabelText(en.fairness.seeds.newClientSeed), {
      target: { value: "my own seed" },
    });
    await clickWhenReady(en.fairness.seeds.rotate, form);
    expect(await within(form).findByText(en.fairness.seeds.clientSeedInvalid)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByLabelText(en.fairness.seeds.newClientSeed), {
      target: { value: "my-own-seed" },
    });
    await clickWhenReady(en.fairness.seeds.rotate, form);
    expect(await screen.findByText(en.fairness.seeds.rotated)).toBeTruthy();
    expect(await screen.findByText(en.fairness.verify.verifiedBody)).toBeTruthy();
    expect(screen.getAllByText(NEW_HASH)).toHaveLength(1);
    expect(screen.getAllByText(SERVER_SEED).length).toBeGreaterThan(0);
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe("/rest/fairness/rotate/");
    expect(JSON.parse(String(init?.body))).toEqual({ clientSeed: "my-own-seed" });
    expect(fetchMock.mock.calls[1]?.[0]).toBe(`/rest/studio/rounds/${hidden.id}/`);
  });

  it("asks the player to finish a feature in progress before rotating, in Spanish", async () => {
    const hidden = playRound("midnight-fruits", { isRevealed: false });
    fetchMock.mockResolvedValue(
      answer(409, {
        success: false,
        statusCode: 409,
        error: {
          code: "CONFLICT",
          message: "Tienes una ronda en curso. Termínala primero.",
          requestId: "r1",
          reason: "ROUND_IN_PROGRESS",
        },
      }),
    );
    renderPage({ seeds: activeSeeds(hidden), verify: verifying(hidden) }, "es");
    await clickWhenReady(es.fairness.verify.revealAndVerify);
    expect(await screen.findByText(es.fairness.seeds.roundInProgress)).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({});
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
