import type { Payment, PaymentMethod } from "@reelhouse/contract";

/**
 * Where a failed payment leads (spec §8): the retry route with the next payment method to try,
 * `/cash/failed/{presetId}/{offerType}/{methodId}`, or the plain failed page when none is left.
 */
export function failedPagePath(
  payment: Pick<Payment, "id" | "packageId" | "offerType" | "methodId">,
  methods: readonly PaymentMethod[],
): string {
  const index = methods.findIndex((method) => method.id === payment.methodId);
  const next = index >= 0 ? methods[index + 1] : undefined;
  const query = `?paymentId=${encodeURIComponent(payment.id)}`;
  return next
    ? `/cash/failed/${payment.packageId}/${payment.offerType}/${next.id}/${query}`
    : `/cash/failed/${query}`;
}
