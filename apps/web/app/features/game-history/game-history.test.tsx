import type { RoundSummary } from "@reelhouse/contract";
import { findTitle } from "@reelhouse/games";
import { catalog as en } from "@reelhouse/i18n/en";
import { catalog as es } from "@reelhouse/i18n/es";
import { fireEvent, screen, within } from "@testing-library/react";
import { http } from "msw";
import { useLoaderData } from "react-router";
import { describe, expect, it } from "vitest";
import { ok, setupApi } from "~/test/api.ts";
import { renderWithProviders } from "~/test/render.tsx";
import type { RoundFilter, RoundPage } from "./api.ts";
import { GameHistory } from "./game-history.tsx";
import { roundFeature } from "./round-format.ts";

const api = setupApi();

const summary = (changes: Partial<RoundSummary> = {}): RoundSummary => ({
  id: "0b7c6f0e-3f5a-4d4e-9a51-1c2d3e4f5a6b",
  gameId: "midnight-fruits",
  currency: "entries",
  bet: 100,
  cost: 100,
  buy: false,
  buyTier: null,
  ante: false,
  freeSpinsId: null,
  totalWin: 250,
  status: "complete",
  stepCount: 1,
  mathsVersion: 2,
  createdAt: "2026-03-12T15:30:00.000Z",
  completedAt: "2026-03-12T15:30:00.000Z",
  ...changes,
});

interface HistoryData {
  filter: RoundFilter;
  firstPage: RoundPage;
}

/** The page as its route renders it, from the loader's data. */
function PageFromLoader() {
  const { filter, firstPage } = useLoaderData<HistoryData>();
  return <GameHistory filter={filter} firstPage={firstPage} />;
}

function renderHistory(
  firstPage: RoundPage,
  { filter = {}, locale = "en" }: { filter?: RoundFilter; locale?: "en" | "es" } = {},
) {
  const url = locale === "es" ? "/es/game/history" : "/game/history";
  return renderWithProviders(
    [{ path: url, Component: PageFromLoader, loader: () => ({ filter, firstPage }) }],
    {
      url,
    },
  );
}

describe("the game history", () => {
  it("shows what a bought feature cost, not the bet it was counted from", async () => {
    renderHistory({
      rounds: [summary({ gameId: "viking-voyage", bet: 40, cost: 8_000, buy: true, stepCount: 11 })],
      nextCursor: null,
    });
    const row = within(await screen.findByRole("table")).getByRole("row", { name: /Viking Voyage/ });
    expect(within(row).getByText("80.00 Entries")).toBeTruthy();
    expect(within(row).queryByText("0.40 Entries")).toBeNull();
  });

  it("shows each round with its game, amounts, status and links to replay and verify it", async () => {
    renderHistory({ rounds: [summary()], nextCursor: null });
    const table = await screen.findByRole("table");
    const row = within(table).getByRole("row", { name: /Midnight Fruits/ });
    expect(within(row).getByText("1.00 Entries")).toBeTruthy();
    expect(within(row).getByText("2.50 Entries")).toBeTruthy();
    expect(within(row).getByText(en.gameHistory.statuses.complete)).toBeTruthy();
    const replay = within(row).getByRole("link", { name: new RegExp(`^${en.gameHistory.replay}`) });
    expect(replay.getAttribute("href")).toBe(
      "/game?game=midnight-fruits&replay=0b7c6f0e-3f5a-4d4e-9a51-1c2d3e4f5a6b",
    );
    const verify = within(row).getByRole("link", { name: new RegExp(`^${en.gameHistory.verify}`) });
    expect(verify.getAttribute("href")).toBe("/fairness?round=0b7c6f0e-3f5a-4d4e-9a51-1c2d3e4f5a6b");
    expect(screen.queryByRole("button", { name: en.gameHistory.loadMore })).toBeNull();
  });

  it("loads older rounds from the page's cursor", async () => {
    const asked: string[] = [];
    api.use(
      http.get("/rest/studio/rounds/", ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.pathname + url.search);
        return ok({
          rounds: [
            summary({ id: "6a1f3c1e-8b2d-4c55-9e0a-7f6b5d4c3b2a", gameId: "viking-voyage", totalWin: 0 }),
          ],
          nextCursor: null,
        });
      }),
    );
    renderHistory({ rounds: [summary()], nextCursor: "cursor-1" }, { filter: { gameId: "midnight-fruits" } });
    fireEvent.click(await screen.findByRole("button", { name: en.gameHistory.loadMore }));
    expect(await screen.findByRole("row", { name: /Viking Voyage/ })).toBeTruthy();
    expect(asked).toEqual(["/rest/studio/rounds/?gameId=midnight-fruits&before=cursor-1"]);
    expect(screen.queryByRole("button", { name: en.gameHistory.loadMore })).toBeNull();
  });

  it("leads a player without rounds to the games, in Spanish", async () => {
    renderHistory({ rounds: [], nextCursor: null }, { locale: "es" });
    expect(await screen.findByRole("heading", { name: es.gameHistory.empty.title })).toBeTruthy();
    expect(screen.getByRole("link", { name: es.gameHistory.empty.action }).getAttribute("href")).toBe(
      "/es/lobby",
    );
  });

  it("offers the filtered game when it has no rounds", async () => {
    renderHistory({ rounds: [], nextCursor: null }, { filter: { gameId: "midnight-fruits" } });
    const play = await screen.findByRole("link", { name: "Play Midnight Fruits" });
    expect(play.getAttribute("href")).toBe("/game?game=midnight-fruits");
  });
});

describe("roundFeature", () => {
  const infoOf = (gameId: string) => findTitle(gameId)?.info;

  it("names the title's feature for a round that went into it", () => {
    expect(roundFeature({ buy: false, status: "complete", stepCount: 9 }, infoOf("lucky-lanterns"))).toBe(
      "freeSpins",
    );
    expect(roundFeature({ buy: false, status: "open", stepCount: 1 }, infoOf("dragons-hoard"))).toBe(
      "holdAndWin",
    );
    expect(roundFeature({ buy: true, status: "complete", stepCount: 1 }, infoOf("viking-voyage"))).toBe(
      "freeSpins",
    );
  });

  it("names none for a single finished spin, a title without a feature or an unknown game", () => {
    expect(
      roundFeature({ buy: false, status: "complete", stepCount: 1 }, infoOf("lucky-lanterns")),
    ).toBeNull();
    expect(
      roundFeature({ buy: false, status: "complete", stepCount: 3 }, infoOf("midnight-fruits")),
    ).toBeNull();
    expect(roundFeature({ buy: false, status: "complete", stepCount: 3 }, undefined)).toBeNull();
  });
});
