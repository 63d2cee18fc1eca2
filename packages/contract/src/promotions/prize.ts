/** What a promotion pays, shared by every promotion's contract. */
import { z } from "zod";

/**
 * Free spins a prize gives: `freeSpinCount` rounds of `gameId` at `freeSpinsBetLevel` (minor units of
 * `currency`), real rounds of a house game whose stakes the promotion pays.
 */
export const FreeSpinsPrize = z.object({
  gameId: z.string().min(1),
  currency: z.enum(["coins", "entries"]),
  freeSpinCount: z.number().int().positive(),
  freeSpinsBetLevel: z.number().int().positive(),
  /** How long the spins may be played once given, in ms. */
  freeSpinLifetime: z.number().int().positive(),
});
export type FreeSpinsPrize = z.infer<typeof FreeSpinsPrize>;

/** What a promotion pays: coins and entries in minor units, and free spins. */
export const PromotionPrize = z.object({
  coins: z.number().int().min(0),
  entries: z.number().int().min(0),
  freeSpins: FreeSpinsPrize.nullable(),
});
export type PromotionPrize = z.infer<typeof PromotionPrize>;
