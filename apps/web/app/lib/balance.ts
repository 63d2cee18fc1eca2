/** Balances are kept in hundredths: coins show whole, entries with their two decimals. */
import type { Locale } from "@reelhouse/contract";

export type BalanceCurrency = "coins" | "entries";

export function formatBalance(minorUnits: number, currency: BalanceCurrency, locale: Locale): string {
  const digits = currency === "entries" ? 2 : 0;
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(currency === "entries" ? minorUnits / 100 : Math.floor(minorUnits / 100));
}

/** An amount shown as a quantity (a package's entries): "10", and "10.5" only when it has a fraction. */
export function formatQuantity(minorUnits: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(minorUnits / 100);
}

/**
 * A game amount (a bet, a win, a pay): entries with their cents, coins whole unless a line paid a
 * fraction of one.
 */
export function formatGameAmount(minorUnits: number, currency: BalanceCurrency, locale: Locale): string {
  const digits = currency === "entries" || minorUnits % 100 !== 0 ? 2 : 0;
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minorUnits / 100);
}
