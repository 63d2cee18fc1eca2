/**
 * A prize as a promotion's settings state it (daily login's levels, the deposit streak's steps):
 * coins, entries and free spins of a house title at one of its bet levels, checked again when they
 * are granted.
 */
import type { PromotionPrize } from "@reelhouse/contract";
import { findTitle } from "@reelhouse/games";
import { z } from "zod";

const HOUR_MS = 60 * 60 * 1000;

export const FreeSpinsSettings = z.object({
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
export type FreeSpinsSettings = z.infer<typeof FreeSpinsSettings>;

export const PrizeSettings = z
  .object({
    coins: z.number().int().min(0).max(100_000_000),
    entries: z.number().int().min(0).max(10_000_000),
    freeSpins: FreeSpinsSettings.nullable().default(null),
  })
  .refine((prize) => prize.coins > 0 || prize.entries > 0 || prize.freeSpins, "a prize must pay something");
export type PrizeSettings = z.infer<typeof PrizeSettings>;

/** The prize in the shape promotions pay and the site shows. */
export function promotionPrizeOf(prize: PrizeSettings): PromotionPrize {
  const spins = prize.freeSpins;
  return {
    coins: prize.coins,
    entries: prize.entries,
    freeSpins: spins
      ? {
          gameId: spins.gameId,
          currency: spins.currency,
          freeSpinCount: spins.count,
          freeSpinsBetLevel: spins.betLevel,
          freeSpinLifetime: spins.lifetimeHours * HOUR_MS,
        }
      : null,
  };
}

/** The demo's free spins: `count` spins of Lucky Lanterns at its lowest coin bet, for three days. */
export function demoFreeSpins(count: number): FreeSpinsSettings {
  const gameId = "lucky-lanterns";
  const betLevel = findTitle(gameId)?.info.betLevels.coins[0];
  if (!betLevel) throw new Error(`the demo's free spins name ${gameId}, which has no coin bet`);
  return { gameId, currency: "coins", count, betLevel, lifetimeHours: 72 };
}
