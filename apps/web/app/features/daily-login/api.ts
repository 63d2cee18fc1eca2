/**
 * Daily login's calls: the climb, and claiming today's prize. A claim answers the climb after it,
 * which becomes the query's data at once; every promotion's data is read again after it, and the
 * balance follows from the wallet's realtime message.
 */
import type { DailyLoginInfo, Locale } from "@reelhouse/contract";
import { dailyLoginApi } from "@reelhouse/contract/client";
import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { callApi } from "~/lib/api-client.ts";
import { PROMOTIONS_QUERY_ROOT } from "~/lib/promotions-query.ts";
import { rememberTimeZone } from "~/lib/time-zone.ts";

export const dailyLoginKeys = {
  info: [...PROMOTIONS_QUERY_ROOT, "daily-login"] as const,
};

export function dailyLoginQuery() {
  return queryOptions({
    queryKey: dailyLoginKeys.info,
    queryFn: async (): Promise<DailyLoginInfo> => {
      rememberTimeZone();
      return (await callApi(dailyLoginApi.getDailyLoginInfo)).data;
    },
  });
}

export const claimDailyLoginMutation = (locale: Locale) =>
  mutationOptions({
    mutationKey: [...dailyLoginKeys.info, "claim"],
    mutationFn: async () => {
      rememberTimeZone();
      return callApi(dailyLoginApi.applyDailyLoginPrize, {}, { locale });
    },
    onSuccess: ({ data }, _variables, _result, { client }) => {
      client.setQueryData(dailyLoginKeys.info, data);
      void client.invalidateQueries({ queryKey: PROMOTIONS_QUERY_ROOT, refetchType: "active" });
    },
  });
