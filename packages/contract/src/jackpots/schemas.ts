/**
 * Progressive jackpots (spec §1, §3 home `jackpots`): a pool per tier and currency that a share of
 * every qualifying bet of the house games feeds, won by a provably fair trigger drawn from the
 * round's seeds, paid whole and reset to its seed. Amounts are minor units of the pool's currency.
 */
import { z } from "zod";
import { Currency } from "../money.ts";

export const JACKPOT_TIERS = ["mini", "minor", "major", "grand"] as const;
export const JackpotTier = z.enum(JACKPOT_TIERS);
export type JackpotTier = z.infer<typeof JackpotTier>;

/** A pool as it stands, with the rules it is fed and won by (what the fairness page publishes). */
export const JackpotPool = z.object({
  tier: JackpotTier,
  currency: Currency,
  amount: z.number().int().nonnegative(),
  /** What the pool starts from and is reset to after a win. */
  seed: z.number().int().nonnegative(),
  /** The share of each qualifying bet the pool takes, in basis points (rounded down to the minor unit). */
  contributionBps: z.number().int().nonnegative(),
  /** The smallest stake that feeds the pools and may win them. */
  qualifyingBet: z.number().int().positive(),
  /** The stake the pool is won once per on average: a spin staking s wins with chance s / winStake. */
  winStake: z.number().int().positive(),
});
export type JackpotPool = z.infer<typeof JackpotPool>;

/** A jackpot won, as others may see it: the winner's name shortened, never an email. */
export const JackpotWin = z.object({
  id: z.string(),
  tier: JackpotTier,
  currency: Currency,
  amount: z.number().int().positive(),
  playerName: z.string(),
  gameId: z.string(),
  at: z.string().datetime(),
});
export type JackpotWin = z.infer<typeof JackpotWin>;

export const JackpotsResponse = z.object({
  success: z.literal(true),
  data: z.object({ pools: z.array(JackpotPool), lastWins: z.array(JackpotWin) }),
});
export type JackpotsResponse = z.infer<typeof JackpotsResponse>;
