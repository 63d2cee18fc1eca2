/**
 * The wallet's accounts (ADR 070). A player has three: coins, promotional entries and redeemable
 * entries; each is a row with a stored balance that may never go below zero. System accounts are
 * names in postings only: their balances are the sums of their postings, so no transfer waits on
 * a shared row however many players bet against the house at once.
 */
import type { Currency } from "@reelhouse/contract";

export type Bucket = "main" | "promotional" | "redeemable";

export const PLAYER_BUCKETS: ReadonlyArray<{ currency: Currency; bucket: Bucket }> = [
  { currency: "coins", bucket: "main" },
  { currency: "entries", bucket: "promotional" },
  { currency: "entries", bucket: "redeemable" },
];

export type SystemAccount = "house" | "promotions" | "payments" | "redemptions";

export function playerAccount(playerId: string, currency: Currency, bucket: Bucket): string {
  return `player:${playerId}:${currency}:${bucket}`;
}

export function systemAccount(name: SystemAccount, currency: Currency): string {
  return `system:${name}:${currency}`;
}

export function isPlayerAccount(account: string): boolean {
  return account.startsWith("player:");
}
