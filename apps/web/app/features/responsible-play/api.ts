/**
 * Purchase limits: the query the page reads and the two writes. Each write answers with the whole
 * set of limits, which becomes the query's data at once, so the page shows what the server decided.
 */
import type {
  Locale,
  PurchaseLimitPeriod,
  PurchaseLimits,
  SetPurchaseLimitRequest,
  WebRequestContext,
} from "@reelhouse/contract";
import { responsiblePlayApi } from "@reelhouse/contract/client";
import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { type ApiVia, callApi, viaServer } from "~/lib/api-client.ts";
import { loadQuery } from "~/lib/query-client.ts";

export const responsiblePlayKeys = {
  all: ["responsible-play"] as const,
  purchaseLimits: ["responsible-play", "purchase-limits"] as const,
};

export function purchaseLimitsQuery(via?: ApiVia) {
  return queryOptions({
    queryKey: responsiblePlayKeys.purchaseLimits,
    queryFn: async () => (await callApi(responsiblePlayApi.getPurchaseLimits, {}, via)).data,
  });
}

/** The page's data, for its loader. */
export function loadPurchaseLimits(context: WebRequestContext, locale: Locale): Promise<PurchaseLimits> {
  return loadQuery(purchaseLimitsQuery(viaServer(context, locale)));
}

export const setPurchaseLimitMutation = (locale: Locale) =>
  mutationOptions({
    mutationKey: ["responsible-play", "set-purchase-limit"],
    mutationFn: async (body: SetPurchaseLimitRequest) =>
      (await callApi(responsiblePlayApi.setPurchaseLimit, { body }, { locale })).data,
    onSuccess: ({ outcome: _outcome, ...limits }, _variables, _result, { client }) =>
      client.setQueryData(responsiblePlayKeys.purchaseLimits, limits),
  });

export const cancelPurchaseLimitChangeMutation = (locale: Locale) =>
  mutationOptions({
    mutationKey: ["responsible-play", "cancel-purchase-limit-change"],
    mutationFn: async (period: PurchaseLimitPeriod) =>
      (await callApi(responsiblePlayApi.cancelPurchaseLimitChange, { body: { period } }, { locale })).data,
    onSuccess: (limits, _variables, _result, { client }) =>
      client.setQueryData(responsiblePlayKeys.purchaseLimits, limits),
  });
