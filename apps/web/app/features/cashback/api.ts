/**
 * Cashback's calls: the player's cashback (null where the site does not run it) and the claim. A
 * realtime `cashback` message invalidates `cashbackKeys.all`; while the last period is being worked
 * out the info is asked for again every little while, so a lost message costs at most that wait.
 * The claim's answer carries the cashback after it, which replaces the cached one at once.
 */
import type { CashbackInfo, CashbackPayment, Locale } from "@reelhouse/contract";
import { cashbackApi } from "@reelhouse/contract/client";
import { mutationOptions, type QueryClient, queryOptions } from "@tanstack/react-query";
import { callApi } from "~/lib/api-client.ts";

export const cashbackKeys = {
  all: ["cashback"] as const,
};

/** How often the info is read again while a calculation runs (it takes seconds to minutes). */
export const CALCULATING_REFETCH_MS = 15_000;

export function cashbackQuery() {
  return queryOptions({
    queryKey: cashbackKeys.all,
    queryFn: async (): Promise<CashbackInfo | null> => (await callApi(cashbackApi.getCashbackInfo)).data,
    refetchInterval: (query) => (query.state.data?.statusCalculation ? CALCULATING_REFETCH_MS : false),
  });
}

/** Spec §4: the reward can be claimed when it is available and not being worked out. */
export function isClaimable(info: CashbackInfo | null | undefined): info is CashbackInfo {
  return info?.status === "available" && !info.statusCalculation;
}

/** The reward in the cashback's own currency (minor units). */
export function amountOf(reward: CashbackInfo["availableReward"], info: CashbackInfo): number {
  return reward[info.currency];
}

export const payCashbackMutation = (locale: Locale, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ["cashback", "pay"],
    mutationFn: async (): Promise<CashbackPayment> =>
      (await callApi(cashbackApi.payCashback, {}, { locale })).data,
    onSuccess: ({ cashback }) => queryClient.setQueryData(cashbackKeys.all, cashback),
    // A refusal (being worked out, nothing left) means the shown state is stale: read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: cashbackKeys.all }),
  });
