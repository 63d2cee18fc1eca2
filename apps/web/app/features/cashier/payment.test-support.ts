/** A payment as `GET /rest/payments/:id/` answers it, for the cashier's tests: a card purchase of package 2. */
import type { Payment } from "@reelhouse/contract";

export const aPayment = (fields: Partial<Payment> = {}): Payment => ({
  id: "pay_1",
  status: "created",
  failureCode: null,
  packageId: "2",
  offerType: "regular",
  methodId: 1,
  priceMinor: 1_999,
  coins: 2_500_000,
  entries: 2_000,
  checkoutUrl: "/cashIframe/?paymentId=pay_1",
  createdAt: "2026-03-14T15:00:00.000Z",
  ...fields,
});
