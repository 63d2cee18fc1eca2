import type { Round, RoundSummary } from "@reelhouse/contract";
import { minor } from "@reelhouse/contract";
import { findTitle } from "@reelhouse/games";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { type StudioPlayer, studioPlayer } from "../../test/studio-player.ts";

const FRUITS = "midnight-fruits";
const SCRATCH = "cosmic-scratch";
const GOLD = "gold-rush-express";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WELCOME_COINS: "1000", WELCOME_ENTRIES: "1000" });
});
afterAll(() => t.close());

const lowest = (gameId: string) => findTitle(gameId)?.info.betLevels.coins[0] as number;

/** A whole round a second after the one before, so history order is the order of play. */
async function playRound(player: StudioPlayer, gameId: string, key: string): Promise<Round> {
  t.clock.advance(1_000);
  const response = await player.spin(gameId, { currency: "coins", bet: lowest(gameId) }, key);
  expect(response.statusCode).toBe(200);
  return player.playOut(response.json().data.round);
}

async function fundedPlayer(prefix: string): Promise<StudioPlayer> {
  const player = await studioPlayer(() => t.app, prefix);
  await t.app.wallet.grant(
    player.playerId,
    { coins: minor("coins", 10_000_000) },
    `fund:${player.playerId}`,
    "test",
  );
  return player;
}

async function page(player: StudioPlayer, query: Record<string, string>) {
  const response = await player.get(`/rest/studio/rounds/?${new URLSearchParams(query)}`);
  expect(response.statusCode).toBe(200);
  return response.json().data as { rounds: RoundSummary[]; nextCursor: string | null };
}

describe("a game's session", () => {
  it("opens with the player's currency by game mode, the balances, the seed hash and no round", async () => {
    const player = await studioPlayer(() => t.app, "session");
    const session = (await player.get(`/rest/studio/${FRUITS}/session/`)).json().data;
    expect(session).toMatchObject({
      currency: "coins",
      balance: { coins: 100_000, entries: 100_000 },
      openRound: null,
    });
    const { serverSeedHash, clientSeed, nextServerSeedHash } = (await player.get("/rest/fairness/")).json()
      .data;
    expect(session.fairness).toEqual({ serverSeedHash, clientSeed, nextNonce: 0, nextServerSeedHash });
    await player.get("/rest/player/game-mode/switch-to-sweep-stakes/");
    expect((await player.get(`/rest/studio/${FRUITS}/session/`)).json().data.currency).toBe("entries");
    expect((await player.get("/rest/studio/no-such-game/session/")).statusCode).toBe(404);
  });
});

describe("round history", () => {
  it("lists the player's own rounds newest first, a page at a time, and by game", async () => {
    const player = await fundedPlayer("history");
    const other = await fundedPlayer("history-other");
    await playRound(other, FRUITS, "other-round");
    const played: Round[] = [];
    for (let index = 0; index < 5; index++) {
      played.push(await playRound(player, index % 2 ? SCRATCH : FRUITS, `history-${index}`));
    }
    const newestFirst = played.map((round) => round.id).reverse();

    const first = await page(player, { limit: "2" });
    expect(first.rounds.map((round) => round.id)).toEqual(newestFirst.slice(0, 2));
    expect(first.rounds[0]).toEqual(
      expect.objectContaining({ gameId: FRUITS, status: "complete", stepCount: 1, currency: "coins" }),
    );
    const second = await page(player, { limit: "2", before: first.nextCursor as string });
    expect(second.rounds.map((round) => round.id)).toEqual(newestFirst.slice(2, 4));
    const last = await page(player, { limit: "2", before: second.nextCursor as string });
    expect(last.rounds.map((round) => round.id)).toEqual(newestFirst.slice(4));
    expect(last.nextCursor).toBeNull();

    const scratch = await page(player, { gameId: SCRATCH });
    expect(scratch.rounds.map((round) => round.id)).toEqual([played[3]?.id, played[1]?.id]);
    expect(scratch.nextCursor).toBeNull();
    // Another player's round as a cursor leads nowhere.
    const foreign = (await page(other, {})).rounds[0]?.id as string;
    expect((await page(player, { before: foreign })).rounds).toEqual([]);
    expect((await player.get("/rest/studio/rounds/?before=not-a-round")).statusCode).toBe(400);
  });
});

describe("a round's detail", () => {
  it("shows every step of the player's round, the seeds it was played with, and nothing to others", async () => {
    const player = await fundedPlayer("detail");
    t.clock.advance(1_000);
    const bought = await player.spin(GOLD, { currency: "coins", bet: lowest(GOLD), buy: true }, "detail-buy");
    const round = await player.playOut(bought.json().data.round);
    const detail = await player.get(`/rest/studio/rounds/${round.id}/`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.round).toEqual(round);
    expect(round.steps.map((step) => step.index)).toEqual(round.steps.map((_, index) => index));
    expect(round.steps[0]?.outcome.state).toMatchObject({ kind: "respins" });

    const stranger = await studioPlayer(() => t.app, "detail-other");
    expect((await stranger.get(`/rest/studio/rounds/${round.id}/`)).statusCode).toBe(404);
    expect((await player.get("/rest/studio/rounds/00000000-0000-4000-8000-000000000000/")).statusCode).toBe(
      404,
    );
    expect((await player.get("/rest/studio/rounds/not-a-round/")).statusCode).toBe(400);
  });
});
