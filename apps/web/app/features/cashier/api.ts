/**
 * The cashier's calls: what is on sale (quick buy), the purchase, and a payment's state, which the
 * card form and the cash pages ask for again when a realtime `payment` message names it, and poll
 * until the provider's webhook settles it.
 */
import type {
  AvailableSets,
  Locale,
  Payment,
  PurchaseRequest,
  SandboxBankTransferRequest,
  SandboxChargeRequest,
  WebRequestContext,
} from "@reelhouse/contract";
import { cashierApi, paymentsApi } from "@reelhouse/contract/client";
import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { type ApiVia, callApi, viaServer } from "~/lib/api-client.ts";
import { loadQuery } from "~/lib/query-client.ts";

/**
 * How often a payment still in flight is asked for again. The `payment` message usually comes
 * first (use-payment-updates.ts); the poll is for when it does not (the connection is down).
 */
export const PAYMENT_POLL_MS = 3_000;

export const cashierKeys = {
  availableSets: ["cashier", "available-sets"] as const,
  payment: (paymentId: string) => ["payments", paymentId] as const,
};

export function availableSetsQuery(via?: ApiVia) {
  return queryOptions({
    queryKey: cashierKeys.availableSets,
    queryFn: async (): Promise<AvailableSets> => (await callApi(cashierApi.availableSets, {}, via)).data,
    staleTime: 60_000,
  });
}

export function loadAvailableSets(context: WebRequestContext, locale: Locale): Promise<AvailableSets> {
  return loadQuery(availableSetsQuery(viaServer(context, locale)));
}

export function isSettled(payment: Pick<Payment, "status">): boolean {
  return payment.status === "completed" || payment.status === "failed" || payment.status === "refunded";
}

/** A payment, asked for again every few seconds until it is settled. */
export function paymentQuery(paymentId: string, via?: ApiVia) {
  return queryOptions({
    queryKey: cashierKeys.payment(paymentId),
    queryFn: async (): Promise<Payment> =>
      (await callApi(paymentsApi.getPayment, { params: { paymentId } }, via)).data,
    refetchInterval: (query) => (query.state.data && isSettled(query.state.data) ? false : PAYMENT_POLL_MS),
  });
}

export function loadPayment(context: WebRequestContext, locale: Locale, paymentId: string): Promise<Payment> {
  return loadQuery(paymentQuery(paymentId, viaServer(context, locale)));
}

/** A purchase; `key` is the attempt's Idempotency-Key, the same when the player sends it again. */
export const purchaseMutation = (locale: Locale) =>
  mutationOptions({
    mutationKey: ["cashier", "purchase"],
    mutationFn: async ({ key, ...body }: PurchaseRequest & { key: string }) =>
      (await callApi(cashierApi.purchase, { body }, { locale, headers: { "idempotency-key": key } })).data,
  });

export const sandboxChargeMutation = (locale: Locale) =>
  mutationOptions({
    mutationKey: ["payments", "sandbox-charge"],
    mutationFn: async (body: SandboxChargeRequest) =>
      (await callApi(paymentsApi.sandboxCharge, { body }, { locale })).data,
  });

export const sandboxBankTransferMutation = (locale: Locale) =>
  mutationOptions({
    mutationKey: ["payments", "sandbox-bank-transfer"],
    mutationFn: async (body: SandboxBankTransferRequest) =>
      (await callApi(paymentsApi.sandboxBankTransfer, { body }, { locale })).data,
  });
