/**
 * Whether a player is still to be welcomed, and with what: read from their own ledger (ADR 092).
 * The welcome grant is written in the transaction that creates the player, before anything else
 * can give them anything, so it is their first `grant`: the last row of the newest-first page.
 */
import type { TransactionHistoryResponse } from "@reelhouse/contract";
import { stripLocale } from "~/lib/locale.ts";

/** The welcome celebrates a new account: after a week it would be news to nobody. */
export const WELCOME_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

export type GrantsPage = TransactionHistoryResponse["data"];

/** What the welcome grant gave, in minor units (100 = one coin or entry). */
export interface WelcomeGrant {
  coins: number;
  entries: number;
}

/** The welcome grant to celebrate at `now`, or null when there is none from the last week. */
export function dueWelcomeGrant(grants: GrantsPage, now: number): WelcomeGrant | null {
  // More grants than a page holds: not a player in their first days.
  if (grants.nextCursor !== null) return null;
  const first = grants.transactions.at(-1);
  if (!first || now - Date.parse(first.createdAt) > WELCOME_WINDOW_MS) return null;
  const grant = { coins: Math.max(0, first.coins), entries: Math.max(0, first.entries) };
  return grant.coins > 0 || grant.entries > 0 ? grant : null;
}

/**
 * Pages the welcome waits to be off: the geoblock page (spec §2: no dialog there but the terms),
 * the registration step's own page, and the game page, where "Play now" would take a player who is
 * already playing away from their game.
 */
export function mayWelcomeOn(pathname: string): boolean {
  const page = stripLocale(pathname).replace(/\/$/, "") || "/";
  return !page.includes("geoblock") && page !== "/registration-complete" && page !== "/game";
}
