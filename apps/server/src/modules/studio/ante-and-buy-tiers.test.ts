/**
 * A title's ante bet and its two bonus buys through the API: each round is charged exactly its
 * stake (125 % of the bet with the ante, 114× or 432× the bet for a buy) through the ledger and
 * paid from the bet; combinations the title does not offer are refused with a 400 that charges
 * nothing; a resent request plays and charges once.
 */
import { minor, type Round } from "@reelhouse/contract";
import { findTitle } from "@reelhouse/games";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { type StudioPlayer, studioPlayer } from "../../test/studio-player.ts";

const FORGE = "storm-forge";
/** A title with one bonus buy and no ante. */
const VIKING = "viking-voyage";
const FUNDS = 100_000_000;

function coinLevels(gameId: string): readonly number[] {
  const title = findTitle(gameId);
  if (!title) throw new Error(`No title ${gameId}`);
  return title.info.betLevels.coins;
}
/** Storm Forge's two smallest coin bets, and Viking Voyage's smallest. */
const [FORGE_BET = 0, FORGE_NEXT_BET = 0] = coinLevels(FORGE);
const [VIKING_BET = 0] = coinLevels(VIKING);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WELCOME_COINS: "0", WELCOME_ENTRIES: "0" });
});
afterAll(() => t.close());

async function fundedPlayer(): Promise<StudioPlayer> {
  const player = await studioPlayer(() => t.app);
  await t.app.wallet.grant(
    player.playerId,
    { coins: minor("coins", FUNDS) },
    `fund:${player.playerId}`,
    "test",
  );
  return player;
}

/** What the round's ledger transactions did to the player's balance, by idempotency key. */
async function ledgerOf(roundId: string): Promise<Record<string, number>> {
  const { rows } = (await t.database.db.execute(sql`
    select t.idempotency_key as key, sum(p.amount)::bigint as change
    from ledger_transactions t join ledger_postings p on p.transaction_id = t.id
    where t.idempotency_key like ${`studio:${roundId}:%`} and p.account like 'player:%'
    group by t.idempotency_key`)) as unknown as { rows: { key: string; change: string | number }[] };
  return Object.fromEntries(rows.map((row) => [row.key, Number(row.change)]));
}

/** The round charged `cost` once and paid each step floor(bet × units / unitsPerBet), nothing else. */
async function expectChargedAndPaid(round: Round, cost: number): Promise<void> {
  expect(round.cost).toBe(cost);
  const wins: Record<string, number> = {};
  for (const step of round.steps) {
    expect(step.win).toBe(Math.floor((round.bet * step.outcome.winUnits) / 20));
    if (step.win > 0) wins[`studio:${round.id}:step:${step.index}`] = step.win;
  }
  expect(await ledgerOf(round.id)).toEqual({ [`studio:${round.id}:bet`]: -cost, ...wins });
}

const coins = async (player: StudioPlayer) => Number((await t.app.wallet.balances(player.playerId)).coins);

describe("the ante bet", () => {
  it("charges 125 % of the bet, pays from the bet, and is kept on the round", async () => {
    const player = await fundedPlayer();
    const bet = FORGE_BET;
    const stake = (bet * 125) / 100;
    let spent = 0;
    for (let index = 0; index < 6; index += 1) {
      const response = await player.spin(FORGE, { currency: "coins", bet, ante: true }, `ante-spin-${index}`);
      expect(response.statusCode).toBe(200);
      const round = await player.playOut(response.json().data.round);
      expect([round.ante, round.buy, round.buyTier]).toEqual([true, false, null]);
      expect(round.steps[0]?.outcome.kind).toBe("spin");
      await expectChargedAndPaid(round, stake);
      spent += stake - round.totalWin;
    }
    expect(await coins(player)).toBe(FUNDS - spent);
    const history = (await player.get(`/rest/studio/rounds/?gameId=${FORGE}`)).json().data.rounds;
    expect(history.map((round: Round) => [round.ante, round.cost])).toEqual(
      Array.from({ length: 6 }, () => [true, stake]),
    );
  });

  it("answers a resent ante spin with its first answer and charges it once", async () => {
    const player = await fundedPlayer();
    const body = { currency: "coins", bet: FORGE_NEXT_BET, ante: true };
    const first = await player.spin(FORGE, body, "ante-resent");
    const again = await player.spin(FORGE, body, "ante-resent");
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    const round: Round = first.json().data.round;
    expect(round.cost).toBe((FORGE_NEXT_BET * 125) / 100);
    expect((await ledgerOf(round.id))[`studio:${round.id}:bet`]).toBe(-round.cost);
    // The same key without the ante is another request: refused, nothing moves.
    const without = await player.spin(FORGE, { currency: "coins", bet: FORGE_NEXT_BET }, "ante-resent");
    expect(without.statusCode).toBe(409);
    expect(without.json().error.reason).toBe("IDEMPOTENCY_KEY_REUSED");
  });
});

describe("the two bonus buys", () => {
  it("charge 114× (standard) and 432× (super) the bet; the super one starts free spins at ×20", async () => {
    const player = await fundedPlayer();
    const bet = FORGE_BET;
    const standard = await player.spin(FORGE, { currency: "coins", bet, buy: true }, "buy-standard");
    expect(standard.statusCode).toBe(200);
    const first: Round = standard.json().data.round;
    expect([first.buy, first.buyTier, first.ante]).toEqual([true, "standard", false]);
    expect(first.steps[0]?.outcome.state).toMatchObject({ kind: "freeSpins", multiplier: 1 });
    await expectChargedAndPaid(await player.playOut(first), 114 * bet);

    const superBuy = await player.spin(
      FORGE,
      { currency: "coins", bet, buy: true, buyTier: "super" },
      "buy-super",
    );
    expect(superBuy.statusCode).toBe(200);
    const second: Round = superBuy.json().data.round;
    expect([second.buy, second.buyTier]).toEqual([true, "super"]);
    expect(second.steps[0]?.outcome.state).toMatchObject({ kind: "freeSpins", multiplier: 20 });
    const played = await player.playOut(second);
    expect(played.steps[1]?.outcome.multiplier).toBe(20);
    await expectChargedAndPaid(played, 432 * bet);
    expect(findTitle(FORGE)?.info.superBuy?.price).toBe(432);
  });

  it("refuses what the title does not offer with a 400, charging nothing and playing nothing", async () => {
    const player = await fundedPlayer();
    const bet = FORGE_BET;
    const refusals = [
      [{ currency: "coins", bet, buy: true, ante: true }, FORGE, "ANTE_WITH_BUY"],
      [{ currency: "coins", bet, buy: true, buyTier: "super", ante: true }, FORGE, "ANTE_WITH_BUY"],
      [{ currency: "coins", bet, buyTier: "super" }, FORGE, "BUY_TIER_WITHOUT_BUY"],
      [{ currency: "coins", bet, buyTier: "mega", buy: true }, FORGE, "VALIDATION_FAILED"],
      [{ currency: "coins", bet: VIKING_BET + 1, ante: true }, VIKING, "BET_NOT_OFFERED"],
      [{ currency: "coins", bet: VIKING_BET, ante: true }, VIKING, "ANTE_UNAVAILABLE"],
      [{ currency: "coins", bet: VIKING_BET, buy: true, buyTier: "super" }, VIKING, "BONUS_BUY_UNAVAILABLE"],
    ] as const;
    for (const [index, [body, gameId, reason]] of refusals.entries()) {
      const response = await player.spin(gameId, body, `refused-${index}`);
      expect([response.statusCode, response.json().error.reason]).toEqual([400, reason]);
    }
    expect(await coins(player)).toBe(FUNDS);
    expect((await player.get("/rest/studio/rounds/")).json().data.rounds).toEqual([]);
    expect((await player.get("/rest/fairness/")).json().data.nextNonce).toBe(0);
  });
});
