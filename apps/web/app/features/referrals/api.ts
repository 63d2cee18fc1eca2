/** Refer a friend: the player's link, the rewards and the friends invited (read on the server first). */
import type { Locale, ReferralInfo, WebRequestContext } from "@reelhouse/contract";
import { referralsApi } from "@reelhouse/contract/client";
import { queryOptions } from "@tanstack/react-query";
import { type ApiVia, callApi, viaServer } from "~/lib/api-client.ts";
import { loadQuery } from "~/lib/query-client.ts";

export const referralKeys = { all: ["referrals"] as const };

export function referralInfoQuery(via?: ApiVia) {
  return queryOptions({
    queryKey: referralKeys.all,
    queryFn: async (): Promise<ReferralInfo> => (await callApi(referralsApi.getReferralInfo, {}, via)).data,
  });
}

export function loadReferralInfo(context: WebRequestContext, locale: Locale): Promise<ReferralInfo> {
  return loadQuery(referralInfoQuery(viaServer(context, locale)));
}
