/**
 * The daily wheel's settings per theme (stored by the promotions engine, validated here): the
 * segments of each wheel (daily, booster, extra), each a prize (coins, entries or free spins of a
 * house title) and a whole-number weight. The odds the site publishes are weight / total, and the
 * draw walks the segments in this order, so what is shown is what is drawn.
 *
 * Spec §6 names no theme for the wheel, so the demo runs it on all nine themes.
 */
import { PromotionPrize, type WheelKind } from "@reelhouse/contract";
import { findTitle } from "@reelhouse/games";
import { z } from "zod";
import type { PromotionDefinition } from "../promotions/service.ts";

const HOUR_MS = 60 * 60 * 1000;
const WHOLE = 100;

const Segment = z.object({
  weight: z.number().int().min(1).max(1_000_000),
  prize: PromotionPrize.refine(
    (prize) => prize.coins > 0 || prize.entries > 0 || prize.freeSpins !== null,
    "a segment must pay something",
  ),
});
export type Segment = z.infer<typeof Segment>;

const Segments = z.array(Segment).min(2).max(16);

export const DailyWheelSettings = z.object({ daily: Segments, booster: Segments, extra: Segments });
export type DailyWheelSettings = z.infer<typeof DailyWheelSettings>;

export function segmentsOf(settings: DailyWheelSettings, kind: WheelKind): Segment[] {
  return settings[kind];
}

const DEMO_GAME = "lucky-lanterns";

function demoFreeSpins(count: number) {
  const betLevel = findTitle(DEMO_GAME)?.info.betLevels.coins[0];
  if (!betLevel) throw new Error(`the wheel's demo free spins name ${DEMO_GAME}, which has no coin bet`);
  return {
    gameId: DEMO_GAME,
    currency: "coins" as const,
    freeSpinCount: count,
    freeSpinsBetLevel: betLevel,
    freeSpinLifetime: 72 * HOUR_MS,
  };
}

function coins(whole: number, weight: number): Segment {
  return { weight, prize: { coins: whole * WHOLE, entries: 0, freeSpins: null } };
}

function entries(whole: number, weight: number): Segment {
  return { weight, prize: { coins: 0, entries: whole * WHOLE, freeSpins: null } };
}

function spins(count: number, weight: number): Segment {
  return { weight, prize: { coins: 0, entries: 0, freeSpins: demoFreeSpins(count) } };
}

/**
 * The demo's wheels: the daily one mostly small coins, a booster (after a purchase) and an extra
 * wheel with bigger prizes. Weights out of 1,000, so the odds read as tenths of a percent.
 */
const DEMO: DailyWheelSettings = {
  daily: [
    coins(500, 300),
    coins(1_000, 250),
    entries(1, 100),
    coins(2_500, 150),
    spins(5, 80),
    coins(5_000, 80),
    entries(5, 30),
    coins(25_000, 10),
  ],
  booster: [
    coins(5_000, 300),
    entries(2, 200),
    coins(10_000, 200),
    spins(15, 120),
    coins(25_000, 100),
    entries(10, 50),
    coins(100_000, 30),
  ],
  extra: [
    coins(2_500, 300),
    coins(5_000, 250),
    entries(1, 150),
    spins(10, 120),
    coins(10_000, 120),
    entries(5, 45),
    coins(50_000, 15),
  ],
};

export const dailyWheelPromotion: PromotionDefinition<DailyWheelSettings> = {
  promotion: "dailyWheel",
  config: DailyWheelSettings,
  demo: () => ({ isActive: true, config: DEMO }),
};
