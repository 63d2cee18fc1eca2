/** The promotions page's call: a card per promotion the theme runs, as the player stands in it. */
import type { Locale, PromotionCard, PromotionsPageResponse, WebRequestContext } from "@reelhouse/contract";
import { promotionsApi } from "@reelhouse/contract/client";
import { queryOptions } from "@tanstack/react-query";
import { type ApiVia, callApi, viaServer } from "~/lib/api-client.ts";
import { PROMOTIONS_QUERY_ROOT } from "~/lib/promotions-query.ts";
import { loadQuery } from "~/lib/query-client.ts";
import { rememberTimeZone } from "~/lib/time-zone.ts";

export const promotionsKeys = {
  page: [...PROMOTIONS_QUERY_ROOT, "page"] as const,
  cards: [...PROMOTIONS_QUERY_ROOT, "cards"] as const,
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

/**
 * The cards alone, for the home: first as the home's payload brought them, read again when a claim
 * or an account change makes them stale (PROMOTIONS_QUERY_ROOT).
 */
export function promotionCardsQuery(initial: PromotionCard[]) {
  return queryOptions({
    queryKey: promotionsKeys.cards,
    queryFn: async (): Promise<PromotionCard[]> => {
      rememberTimeZone();
      return (await callApi(promotionsApi.getPromotionsPage, {})).payload.promotions;
    },
    initialData: initial,
    staleTime: 60_000,
  });
}

export function loadPromotionsPage(
  context: WebRequestContext,
  locale: Locale,
): Promise<PromotionsPageResponse> {
  return loadQuery(promotionsPageQuery(viaServer(context, locale)));
}
