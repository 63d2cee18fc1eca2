/** The promotions page's call: a card per promotion the theme runs, as the player stands in it. */
import type { Locale, PromotionsPageResponse, WebRequestContext } from "@reelhouse/contract";
import { promotionsApi } from "@reelhouse/contract/client";
import { queryOptions } from "@tanstack/react-query";
import { type ApiVia, callApi, viaServer } from "~/lib/api-client.ts";
import { PROMOTIONS_QUERY_ROOT } from "~/lib/promotions-query.ts";
import { loadQuery } from "~/lib/query-client.ts";
import { rememberTimeZone } from "~/lib/time-zone.ts";

export const promotionsKeys = {
  page: [...PROMOTIONS_QUERY_ROOT, "page"] as const,
};

export function promotionsPageQuery(via?: ApiVia) {
  return queryOptions({
    queryKey: promotionsKeys.page,
    queryFn: async (): Promise<PromotionsPageResponse> => {
      rememberTimeZone();
      return callApi(promotionsApi.getPromotionsPage, {}, via);
    },
  });
}

export function loadPromotionsPage(
  context: WebRequestContext,
  locale: Locale,
): Promise<PromotionsPageResponse> {
  return loadQuery(promotionsPageQuery(viaServer(context, locale)));
}
