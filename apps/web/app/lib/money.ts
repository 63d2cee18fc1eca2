/**
 * Prices and limits are US dollars, written the same way in every language and on server and
 * browser alike, as the server's messages write them.
 */
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** 250000 → "$2,500.00". */
export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}
