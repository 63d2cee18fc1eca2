/**
 * Spec §2: the cash widget (features/cashier) opens on `#cash`; `#cash=<packageId>` opens it on
 * that package. Any page or popup opens the cashier by linking to the hash.
 */
export const CASH_HASH = "#cash";

/** The hash that opens the cash widget on `packageId` (a quick-buy card, an offer, a popup ad). */
export const cashHashFor = (packageId: number) => `${CASH_HASH}=${packageId}`;

/** Whether `hash` opens the cash widget, and on which package. */
export function readCashHash(hash: string): { packageId: number | null } | null {
  if (hash === CASH_HASH) return { packageId: null };
  const match = /^#cash=(\d{1,9})$/.exec(hash);
  return match ? { packageId: Number(match[1]) } : null;
}
