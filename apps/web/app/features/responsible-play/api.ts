/**
 * Responsible play: purchase limits (the query the page reads and the two writes, each answering
 * with the whole set of limits, which becomes the query's data at once, so the page shows what the
 * server decided), the reality check with its reminder interval, and a break from play.
 */
import type {
  Locale,
  PurchaseLimitPeriod,
  PurchaseLimits,
  RealityCheck,
  SetPurchaseLimitRequest,
  StartPlayBreakRequest,
  WebRequestContext,
} from "@reelhouse/contract";
import { responsiblePlayApi } from "@reelhouse/contract/client";
import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { type ApiVia, callApi, viaServer } from "~/lib/api-client.ts";
import { loadQuery } from "~/lib/query-client.ts";

export const responsiblePlayKeys = {
  all: ["responsible-play"] as const,
  purchaseLimits: ["responsible-play", "purchase-limits"] as const,
  realityCheck: ["responsible-play", "reality-check"] as const,
};

export function purchaseLimitsQuery(via?: ApiVia) {
  return queryOptions({
    queryKey: responsiblePlayKeys.purchaseLimits,
    queryFn: async () => (await callApi(responsiblePlayApi.getPurchaseLimits, {}, via)).data,
  });
}

/** This session's length and results, with the reminder interval (null: reminders off). */
export function realityCheckQuery(via?: ApiVia) {
  return queryOptions({
    queryKey: responsiblePlayKeys.realityCheck,
    queryFn: async () => (await callApi(responsiblePlayApi.getRealityCheck, {}, via)).data,
  });
}

/** The page's data, for its loader. */
export async function loadResponsiblePlay(
  context: WebRequestContext,
  locale: Locale,
): Promise<{ limits: PurchaseLimits; realityCheck: RealityCheck }> {
  const via = viaServer(context, locale);
  const [limits, realityCheck] = await Promise.all([
    loadQuery(purchaseLimitsQuery(via)),
    loadQuery(realityCheckQuery(via)),
  ]);
  return { limits, realityCheck };
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

/** Sets the reality check's interval; the check is read again so its timer follows. */
export const setActivityReminderMutation = (locale: Locale) =>
  mutationOptions({
    mutationKey: ["responsible-play", "set-activity-reminder"],
    mutationFn: async (minutes: number | null) =>
      (await callApi(responsiblePlayApi.setActivityReminder, { body: { minutes } }, { locale })).data,
    onSuccess: (_block, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: responsiblePlayKeys.realityCheck }),
  });

/** Takes a break from play: the server ends every session of the player, this one included. */
export const startPlayBreakMutation = (locale: Locale) =>
  mutationOptions({
    mutationKey: ["responsible-play", "start-play-break"],
    mutationFn: async (body: StartPlayBreakRequest) =>
      (await callApi(responsiblePlayApi.startPlayBreak, { body }, { locale })).data,
  });
