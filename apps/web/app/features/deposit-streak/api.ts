/**
 * Deposit streak's calls: the streak, the player's group, and claiming a step. A claim answers the
 * streak after it, which becomes the query's data at once; every promotion's data is read again
 * after it, and the balance follows from the wallet's realtime message. A `depositStreak` realtime
 * message (a purchase counted or refunded) invalidates `depositStreakKeys.all`.
 */
import type { DepositStreakGroupInfo, DepositStreakInfo, Locale } from "@reelhouse/contract";
import { depositStreakApi } from "@reelhouse/contract/client";
import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { callApi } from "~/lib/api-client.ts";
import { PROMOTIONS_QUERY_ROOT } from "~/lib/promotions-query.ts";
import { rememberTimeZone } from "~/lib/time-zone.ts";

export const depositStreakKeys = {
  all: [...PROMOTIONS_QUERY_ROOT, "deposit-streak"] as const,
  info: [...PROMOTIONS_QUERY_ROOT, "deposit-streak", "info"] as const,
  group: [...PROMOTIONS_QUERY_ROOT, "deposit-streak", "group"] as const,
};

export function depositStreakQuery(enabled = true) {
  return queryOptions({
    queryKey: depositStreakKeys.info,
    queryFn: async (): Promise<DepositStreakInfo> => {
      rememberTimeZone();
      return (await callApi(depositStreakApi.getDepositStreakInfo)).data;
    },
    enabled,
  });
}

export function depositStreakGroupQuery() {
  return queryOptions({
    queryKey: depositStreakKeys.group,
    queryFn: async (): Promise<DepositStreakGroupInfo> =>
      (await callApi(depositStreakApi.getDepositStreakGroupInfo)).data,
  });
}

export const claimStepMutation = (locale: Locale) =>
  mutationOptions({
    mutationKey: [...depositStreakKeys.all, "claim"],
    mutationFn: async (step: number) => {
      rememberTimeZone();
      return callApi(depositStreakApi.applyDepositStreakPrize, { query: { step } }, { locale });
    },
    onSuccess: ({ data }, _step, _result, { client }) => {
      client.setQueryData(depositStreakKeys.info, data);
      void client.invalidateQueries({ queryKey: PROMOTIONS_QUERY_ROOT, refetchType: "active" });
    },
    // A refusal (the streak ended, a refund) means the shown streak is stale: read it again.
    onError: (_error, _step, _result, { client }) =>
      client.invalidateQueries({ queryKey: depositStreakKeys.all }),
  });
