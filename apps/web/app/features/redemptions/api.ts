/** Redemption's calls: the player's overview, asking for a redemption and taking one back. */
import type { Locale, RedemptionOverview, RedemptionRequest } from "@reelhouse/contract";
import { redemptionsApi } from "@reelhouse/contract/client";
import type { WebRequestContext } from "@reelhouse/contract/web-context";
import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { type ApiVia, callApi, viaServer } from "~/lib/api-client.ts";
import { loadQuery } from "~/lib/query-client.ts";

export const redemptionsKeys = { all: ["redemptions"] as const };

export function redemptionsQuery(via: ApiVia = {}) {
  return queryOptions({
    queryKey: redemptionsKeys.all,
    queryFn: async (): Promise<RedemptionOverview> =>
      (await callApi(redemptionsApi.getRedemptions, {}, via)).data,
  });
}

export function loadRedemptions(context: WebRequestContext, locale: Locale) {
  return loadQuery(redemptionsQuery(viaServer(context, locale)));
}

/** `key` is the attempt's Idempotency-Key, the same when the player sends it again. */
export const requestRedemptionMutation = (locale: Locale) =>
  mutationOptions({
    mutationKey: [...redemptionsKeys.all, "request"],
    mutationFn: async ({ key, body }: { key: string; body: RedemptionRequest }) =>
      (
        await callApi(
          redemptionsApi.requestRedemption,
          { body },
          { locale, headers: { "idempotency-key": key } },
        )
      ).data,
    onSuccess: (_data, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: redemptionsKeys.all }),
  });

export const cancelRedemptionMutation = (locale: Locale) =>
  mutationOptions({
    mutationKey: [...redemptionsKeys.all, "cancel"],
    mutationFn: async (id: string) =>
      (await callApi(redemptionsApi.cancelRedemption, { params: { id } }, { locale })).data,
    onSuccess: (_data, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: redemptionsKeys.all }),
  });
