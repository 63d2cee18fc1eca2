/**
 * The daily wheel's calls: the player's wheels, and a spin. A spin carries one `Idempotency-Key`
 * per press of the button, so a resend after a lost answer is the same spin; its answer holds the
 * wheels after it, which become the query's data at once. The balance follows from the wallet's
 * realtime message; a completed purchase (a booster or extra spin) refreshes the wheels.
 */
import type { DailyWheelInfo, Locale, WheelKind } from "@reelhouse/contract";
import { dailyWheelApi } from "@reelhouse/contract/client";
import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { callApi } from "~/lib/api-client.ts";
import { PROMOTIONS_QUERY_ROOT } from "~/lib/promotions-query.ts";
import { rememberTimeZone } from "~/lib/time-zone.ts";

export const dailyWheelKeys = {
  info: [...PROMOTIONS_QUERY_ROOT, "daily-wheel"] as const,
};

export function dailyWheelQuery() {
  return queryOptions({
    queryKey: dailyWheelKeys.info,
    queryFn: async (): Promise<DailyWheelInfo> => {
      rememberTimeZone();
      return (await callApi(dailyWheelApi.getDailyWheelInfo)).data;
    },
  });
}

export const spinWheelMutation = (locale: Locale) =>
  mutationOptions({
    mutationKey: [...dailyWheelKeys.info, "spin"],
    mutationFn: async ({ kind, key }: { kind: WheelKind; key: string }) => {
      rememberTimeZone();
      return (
        await callApi(
          dailyWheelApi.spinWheel,
          { body: { kind } },
          { locale, headers: { "idempotency-key": key } },
        )
      ).data;
    },
    onSuccess: ({ info }, _variables, _result, { client }) => {
      client.setQueryData(dailyWheelKeys.info, info);
      void client.invalidateQueries({ queryKey: PROMOTIONS_QUERY_ROOT, refetchType: "active" });
    },
  });

/** How many spins of `kind` the player has now. */
export function spinsOf(info: DailyWheelInfo, kind: WheelKind): number {
  if (kind === "daily") return info.isDailyAvailable ? 1 : 0;
  return kind === "booster" ? info.boosterSpins : info.extraSpins;
}

export function hasSpinWaiting(info: DailyWheelInfo): boolean {
  return info.isDailyAvailable || info.boosterSpins + info.extraSpins > 0;
}
