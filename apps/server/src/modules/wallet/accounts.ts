/**
 * The wallet's accounts (ADR 070). A player has three: coins, promotional entries and redeemable
 * entries; each is a row with a stored balance that may never go below zero. System accounts are
 * names in postings only: their balances are the sums of their postings, so no transfer waits on
 * a shared row however many players bet against the house at once.
 */
import type { Currency, JackpotTier } from "@reelhouse/contract";

export type Bucket = "main" | "promotional" | "redeemable";

export const PLAYER_BUCKETS: ReadonlyArray<{ currency: Currency; bucket: Bucket }> = [
  { currency: "coins", bucket: "main" },
  { currency: "entries", bucket: "promotional" },
  { currency: "entries", bucket: "redeemable" },
];

/**
 * `jackpot:<tier>` is a progressive jackpot's pool (one per currency): bets' shares flow in, wins
 * flow out, and its seed comes from `promotions:jackpots`, so the books show what the pools hold and
 * what seeding them cost.
 * `promotions` is the budget of grants and prizes not yet given one of their own; a promotion with
 * its own budget pays from `promotions:<promotion>`, so the books show what each one costs.
 */
export type SystemAccount =
  | "house"
  | "promotions"
  | `promotions:${PromotionBudget}`
  | `jackpot:${JackpotTier}`
  | "payments"
  | "redemptions";

/** The promotions that pay from a budget of their own. */
export const PROMOTION_BUDGETS = [
  "onboarding",
  "dailyLogin",
  "dailyWheel",
  "depositStreak",
  "cashback",
  "scratchCards",
  "mailIn",
  "referral",
  "races",
  "jackpots",
] as const;
export type PromotionBudget = (typeof PROMOTION_BUDGETS)[number];

/** An account as the wallet's code speaks of it; `accountKey` gives the name stored in the tables. */
export type AccountRef =
  | { kind: "player"; playerId: string; currency: Currency; bucket: Bucket }
  | { kind: "system"; name: SystemAccount; currency: Currency };

export function playerAccount(playerId: string, currency: Currency, bucket: Bucket): AccountRef {
  return { kind: "player", playerId, currency, bucket };
}

export function systemAccount(name: SystemAccount, currency: Currency): AccountRef {
  return { kind: "system", name, currency };
}

/**
 * The account's stored name (`player:<id>:<currency>:<bucket>`, `system:<name>:<currency>`): the
 * id of a player's `wallet_accounts` row and the `account` of every posting. Never parsed back:
 * postings carry `player_id` for queries by player.
 */
export function accountKey(account: AccountRef): string {
  return account.kind === "player"
    ? `player:${account.playerId}:${account.currency}:${account.bucket}`
    : `system:${account.name}:${account.currency}`;
}
