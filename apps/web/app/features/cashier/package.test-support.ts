/** A package as the cashier lists it, for the tests of what shows packages: a $9.99 stack. */
import type { CashierPackage } from "@reelhouse/contract";

export const aPackage = (fields: Partial<CashierPackage> = {}): CashierPackage => ({
  id: 1,
  title: "Stack",
  priceMinor: 999,
  coins: 100_000_000,
  entries: 1_000,
  bonusPercent: 0,
  badge: null,
  offerType: "regular",
  endsAt: null,
  ...fields,
});
