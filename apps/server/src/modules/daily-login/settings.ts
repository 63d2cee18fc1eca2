/**
 * Daily login's settings per theme (stored by the promotions engine, validated here): how the climb
 * looks, which sign-up step a player must have done before claiming, and each level's prize. The
 * number of levels is the number of prizes (spec §9: 7 by default).
 */
import {
  DAILY_LOGIN_DEFAULT_LEVELS,
  type DailyLoginPrize,
  DailyLoginType,
  type ThemeId,
} from "@reelhouse/contract";
import { findTitle } from "@reelhouse/games";
import { z } from "zod";
import type { PromotionDefinition } from "../promotions/service.ts";

const HOUR_MS = 60 * 60 * 1000;

/** Free spins of a house title at one of its bet levels (checked again when they are granted). */
const LevelFreeSpins = z.object({
  gameId: z.string().min(1),
  currency: z.enum(["coins", "entries"]),
  count: z.number().int().min(1).max(500),
  betLevel: z.number().int().positive(),
  lifetimeHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 90),
});

const LevelPrize = z
  .object({
    coins: z.number().int().min(0).max(100_000_000),
    entries: z.number().int().min(0).max(10_000_000),
    freeSpins: LevelFreeSpins.nullable().default(null),
  })
  .refine((prize) => prize.coins > 0 || prize.entries > 0 || prize.freeSpins, "a level must pay something");

export const DailyLoginSettings = z.object({
  type: DailyLoginType,
  /** The step a player must have done to claim: a confirmed email or phone, the easy profile. */
  requires: z.enum(["email", "phone", "easyProfile"]).nullable(),
  prizes: z.array(LevelPrize).min(1).max(31),
});
export type DailyLoginSettings = z.infer<typeof DailyLoginSettings>;
type LevelPrize = z.infer<typeof LevelPrize>;

const WHOLE = 100;

/** The level's prize as the site shows it (spec §3 daily login `prizes`). */
export function levelPrizeOf(prize: LevelPrize, level: number): DailyLoginPrize {
  const spins = prize.freeSpins;
  return {
    level,
    coins: prize.coins,
    entries: prize.entries,
    freeSpinCount: spins?.count ?? 0,
    gameId: spins?.gameId ?? null,
    ...(spins
      ? {
          freeSpinsBetLevel: spins.betLevel,
          freeSpinsCurrency: spins.currency,
          freeSpinLifetime: spins.lifetimeHours * HOUR_MS,
        }
      : {}),
  };
}

/** Lucky Lanterns' lowest coin bet: the demo's free spins. */
const DEMO_FREE_SPINS = {
  gameId: "lucky-lanterns",
  currency: "coins",
  count: 10,
  betLevel: 0,
  lifetimeHours: 72,
} as const;

/** The demo's climb: coins every day, entries on days 3, 5 and 7, the biggest prize last. */
const DEMO_PRIZES: DailyLoginSettings["prizes"] = [
  { coins: 2_000 * WHOLE, entries: 0, freeSpins: null },
  { coins: 3_000 * WHOLE, entries: 0, freeSpins: null },
  { coins: 5_000 * WHOLE, entries: WHOLE / 2, freeSpins: null },
  { coins: 7_500 * WHOLE, entries: 0, freeSpins: { ...DEMO_FREE_SPINS, betLevel: lowestCoinBet() } },
  { coins: 10_000 * WHOLE, entries: WHOLE, freeSpins: null },
  { coins: 15_000 * WHOLE, entries: 0, freeSpins: null },
  {
    coins: 25_000 * WHOLE,
    entries: 2 * WHOLE,
    freeSpins: { ...DEMO_FREE_SPINS, count: 25, betLevel: lowestCoinBet() },
  },
];

function lowestCoinBet(): number {
  const bet = findTitle(DEMO_FREE_SPINS.gameId)?.info.betLevels.coins[0];
  if (!bet) throw new Error(`the demo's free spins name ${DEMO_FREE_SPINS.gameId}, which has no coin bet`);
  return bet;
}

/** Themes whose climb is drawn as a train (spec §3 `dailyLoginTrain`). */
const TRAIN_THEMES: ReadonlySet<ThemeId> = new Set(["tao", "funzCity", "stormrush"]);

export const dailyLoginPromotion: PromotionDefinition<DailyLoginSettings> = {
  promotion: "dailyLogin",
  config: DailyLoginSettings,
  demo: (theme) => ({
    isActive: true,
    config: {
      type: TRAIN_THEMES.has(theme) ? "dailyLoginTrain" : "default",
      requires: "email",
      prizes: DEMO_PRIZES.slice(0, DAILY_LOGIN_DEFAULT_LEVELS),
    },
  }),
};
