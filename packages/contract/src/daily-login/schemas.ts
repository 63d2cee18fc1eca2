/**
 * Daily login (spec §3 "Daily login", §7 `/rest/daily-login/*`): a prize a day for coming back,
 * climbing `levels` steps (7 by default). Claiming today's step moves `activeLevel` on; missing
 * one day keeps the climb, missing more starts again at level 1; after the last level the climb
 * starts again. A day runs from the player's local midnight to the next.
 */
import { z } from "zod";

/** Spec §9: the default climb, and where a new player starts. */
export const DAILY_LOGIN_DEFAULT_LEVELS = 7;
export const DAILY_LOGIN_DEFAULT_ACTIVE_LEVEL = 1;

/** `default` draws the climb as a map of stops; `dailyLoginTrain` as a train of wagons. */
export const DailyLoginType = z.enum(["default", "dailyLoginTrain"]);
export type DailyLoginType = z.infer<typeof DailyLoginType>;

/** The step (a confirmed email or phone, the easy profile) that stands between a player and the prize. */
export const DailyLoginReasonType = z.enum(["phone", "email", "easyProfile"]);
export const DailyLoginReasonValue = z.enum(["empty", "notConfirmed", "notCompleted"]);

/** One level's prize: amounts in minor units; free spins when `freeSpinCount` is above zero. */
export const DailyLoginPrize = z.object({
  level: z.number().int().positive(),
  coins: z.number().int().min(0),
  entries: z.number().int().min(0),
  freeSpinCount: z.number().int().min(0),
  gameId: z.string().nullable(),
  freeSpinsBetLevel: z.number().int().positive().optional(),
  /** The currency the free spins play in (their bet level's). */
  freeSpinsCurrency: z.enum(["coins", "entries"]).optional(),
  freeSpinLifetime: z.number().int().positive().optional(),
  /** For a claimed level with free spins: the spins given and when they end. */
  freeSpinId: z.string().optional(),
  endDate: z.iso.datetime().optional(),
  /** Where the prize is used (the free spins' game). */
  link: z.string().optional(),
});
export type DailyLoginPrize = z.infer<typeof DailyLoginPrize>;

export const DailyLoginInfo = z.object({
  /** The end of the player's current day: today's prize must be claimed before then. */
  finishedAt: z.iso.datetime(),
  isActive: z.boolean(),
  /** Whether today's prize can be claimed now. */
  isAvailable: z.boolean(),
  levels: z.number().int().positive(),
  /** Today's level when it is available; the next day's level once today's is claimed. */
  activeLevel: z.number().int().positive(),
  /** Whether today's prize was claimed. */
  claimedToday: z.boolean(),
  prizes: z.array(DailyLoginPrize),
  type: DailyLoginType,
  reasonType: DailyLoginReasonType.nullable(),
  reasonValue: DailyLoginReasonValue,
});
export type DailyLoginInfo = z.infer<typeof DailyLoginInfo>;

export const DailyLoginInfoResponse = z.object({ success: z.literal(true), data: DailyLoginInfo });

export const DailyLoginApplyPrizeResponse = z.object({
  success: z.literal(true),
  /** What today's claim paid (the same answer however often it is asked for on the day). */
  prizes: z.array(DailyLoginPrize),
  data: DailyLoginInfo,
});
export type DailyLoginApplyPrizeResponse = z.infer<typeof DailyLoginApplyPrizeResponse>;

/** The free spins a level's prize gives, when it gives any (the promotions' `FreeSpinsPrize`). */
export function freeSpinsOf(prize: DailyLoginPrize) {
  const { freeSpinCount, gameId, freeSpinsBetLevel, freeSpinLifetime, freeSpinsCurrency } = prize;
  if (freeSpinCount === 0 || !gameId || !freeSpinsBetLevel || !freeSpinLifetime || !freeSpinsCurrency) {
    return null;
  }
  return {
    gameId,
    currency: freeSpinsCurrency,
    freeSpinCount,
    freeSpinsBetLevel,
    freeSpinLifetime,
  };
}
