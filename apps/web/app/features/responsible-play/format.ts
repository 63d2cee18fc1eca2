/**
 * Times and amounts as responsible play shows and takes them. Limits count calendar periods in
 * UTC, written the same way in every language and on server and browser alike (the server's
 * refusals use the same forms); dollars are written with `formatUsd` (lib/money.ts).
 */

/** "2026-03-16T00:00:00.000Z" → "2026-03-16 00:00 UTC". */
export function formatUtc(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** What the player typed, in cents: "1,000", "$99.5" and "99.50" are fine; null when it is no amount. */
export function parseDollars(text: string): number | null {
  const plain = text.trim().replace(/^\$/, "").replace(/,/g, "");
  if (!/^\d{1,9}(?:\.\d{1,2})?$/.test(plain)) return null;
  const [whole = "0", fraction = ""] = plain.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** When a break from play ends, in the player's own clock and language: "May 5, 2026, 9:00 AM". */
export function formatBreakEnd(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(iso));
}
