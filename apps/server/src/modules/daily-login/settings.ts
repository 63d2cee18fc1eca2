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
import { z } from "zod";
import {
  demoFreeSpins,
  PrizeSettings,
  type PromotionDefinition,
  promotionPrizeOf,
} from "../promotions/service.ts";

export const DailyLoginSettings = z.object({
  type: DailyLoginType,
  /** The step a player must have done to claim: a confirmed email or phone, the easy profile. */
  requires: z.enum(["email", "phone", "easyProfile"]).nullable(),
  prizes: z.array(PrizeSettings).min(1).max(31),
});
export type DailyLoginSettings = z.infer<typeof DailyLoginSettings>;

const WHOLE = 100;

/** The level's prize as the site shows it (spec §3 daily login `prizes`). */
export function levelPrizeOf(prize: PrizeSettings, level: number): DailyLoginPrize {
  const { coins, entries, freeSpins: spins } = promotionPrizeOf(prize);
  return {
    level,
    coins,
    entries,
    freeSpinCount: spins?.freeSpinCount ?? 0,
    gameId: spins?.gameId ?? null,
    ...(spins
      ? {
          freeSpinsBetLevel: spins.freeSpinsBetLevel,
          freeSpinsCurrency: spins.currency,
          freeSpinLifetime: spins.freeSpinLifetime,
        }
      : {}),
  };
}

/** The demo's climb: coins every day, entries on days 3, 5 and 7, the biggest prize last. */
const DEMO_PRIZES: DailyLoginSettings["prizes"] = [
  { coins: 2_000 * WHOLE, entries: 0, freeSpins: null },
  { coins: 3_000 * WHOLE, entries: 0, freeSpins: null },
  { coins: 5_000 * WHOLE, entries: WHOLE / 2, freeSpins: null },
  { coins: 7_500 * WHOLE, entries: 0, freeSpins: demoFreeSpins(10) },
  { coins: 10_000 * WHOLE, entries: WHOLE, freeSpins: null },
  { coins: 15_000 * WHOLE, entries: 0, freeSpins: null },
  {
    coins: 25_000 * WHOLE,
    entries: 2 * WHOLE,
    freeSpins: demoFreeSpins(25),
  },
];

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
