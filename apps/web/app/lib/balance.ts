/** Balances are kept in hundredths: coins show whole, entries with their two decimals. */
import type { Currency, Locale } from "@reelhouse/contract";

const formats = new Map<string, Intl.NumberFormat>();

/**
 * One number format per language and precision, made once: building an `Intl.NumberFormat` costs
 * far more than formatting with it, and a lobby formats a few hundred amounts.
 */
function numberFormat(locale: Locale, minimumFractionDigits: number, maximumFractionDigits: number) {
  const key = `${locale}:${minimumFractionDigits}:${maximumFractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits, maximumFractionDigits });
    formats.set(key, format);
  }
  return format;
}

export function formatBalance(minorUnits: number, currency: Currency, locale: Locale): string {
  const digits = currency === "entries" ? 2 : 0;
  return numberFormat(locale, digits, digits).format(
    currency === "entries" ? minorUnits / 100 : Math.floor(minorUnits / 100),
  );
}

/** An amount shown as a quantity (a package's entries): "10", and "10.5" only when it has a fraction. */
export function formatQuantity(minorUnits: number, locale: Locale): string {
  return numberFormat(locale, 0, 2).format(minorUnits / 100);
}

/**
 * An exact amount (a bet, a win, a pay, a history row): entries with their cents, coins whole
 * unless the amount holds a fraction of one.
 */
export function formatGameAmount(minorUnits: number, currency: Currency, locale: Locale): string {
  const digits = currency === "entries" || minorUnits % 100 !== 0 ? 2 : 0;
  return numberFormat(locale, digits, digits).format(minorUnits / 100);
}
