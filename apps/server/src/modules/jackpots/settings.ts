/**
 * The demo's pools: four tiers in each currency, seeded from the jackpots budget. Sized on the
 * economy's ladder (packages/contract/src/economy): a coin pool's seed is a number of standard
 * bets, an entry pool's a thousandth as many minor units; a tier is won about once per `winStake`
 * staked, so the mini falls every couple of thousand standard spins and the grand once per million.
 * Every bet qualifies; a share is rounded down to the minor unit.
 */
import { STANDARD_BET } from "@reelhouse/contract/economy";
import type { PoolSetting } from "./service.ts";

const TIERS = [
  // tier, seed in standard coin bets, share (basis points), standard coin bets staked per win
  { tier: "mini", seedBets: 10, contributionBps: 50, betsPerWin: 2_000 },
  { tier: "minor", seedBets: 50, contributionBps: 30, betsPerWin: 15_000 },
  { tier: "major", seedBets: 250, contributionBps: 20, betsPerWin: 125_000 },
  { tier: "grand", seedBets: 1_000, contributionBps: 10, betsPerWin: 1_000_000 },
] as const;

/** Minor units of entries per minor unit of coins in these sizes (1,000 coins ≈ 1 entry). */
const ENTRIES_PER_COIN = 1 / 1_000;

export const DEMO_POOLS: readonly PoolSetting[] = TIERS.flatMap(
  ({ tier, seedBets, contributionBps, betsPerWin }) => [
    {
      currency: "coins",
      tier,
      seed: seedBets * STANDARD_BET.coins,
      contributionBps,
      qualifyingBet: 1,
      winStake: betsPerWin * STANDARD_BET.coins,
    },
    {
      currency: "entries",
      tier,
      seed: seedBets * STANDARD_BET.coins * ENTRIES_PER_COIN,
      contributionBps,
      qualifyingBet: 1,
      winStake: betsPerWin * STANDARD_BET.coins * ENTRIES_PER_COIN,
    },
  ],
);
