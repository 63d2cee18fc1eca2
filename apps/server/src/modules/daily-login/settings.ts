/**
 * Daily login's settings per theme (stored by the promotions engine, validated here): how the climb
 * looks, which sign-up step a player must have done before claiming, and each level's prize. The
 * number of levels is the number of prizes (spec §9: 7 by default).
 */
import { DAILY_LOGIN_DEFAULT_LEVELS, DailyLoginType, type ThemeId } from "@reelhouse/contract";
import { z } from "zod";
import type { PromotionDefinition } from "../promotions/service.ts";

const LevelPrize = z
  .object({
    coins: z.number().int().min(0).max(100_000_000),
    entries: z.number().int().min(0).max(10_000_000),
  })
  .refine((prize) => prize.coins > 0 || prize.entries > 0, "a level must pay something");

export const DailyLoginSettings = z.object({
  type: DailyLoginType,
  /** The step a player must have done to claim: a confirmed email or phone, the easy profile. */
  requires: z.enum(["email", "phone", "easyProfile"]).nullable(),
  prizes: z.array(LevelPrize).min(1).max(31),
});
export type DailyLoginSettings = z.infer<typeof DailyLoginSettings>;

const WHOLE = 100;

/** The demo's climb: coins every day, entries on days 3, 5 and 7, the biggest prize last. */
const DEMO_PRIZES: DailyLoginSettings["prizes"] = [
  { coins: 2_000 * WHOLE, entries: 0 },
  { coins: 3_000 * WHOLE, entries: 0 },
  { coins: 5_000 * WHOLE, entries: WHOLE / 2 },
  { coins: 7_500 * WHOLE, entries: 0 },
  { coins: 10_000 * WHOLE, entries: WHOLE },
  { coins: 15_000 * WHOLE, entries: 0 },
  { coins: 25_000 * WHOLE, entries: 2 * WHOLE },
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
