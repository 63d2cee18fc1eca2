/**
 * The scratch-card lottery's calls: the player's cards (with the theme's prize table), and opening
 * a card. Opening answers the lottery after it, which replaces the cached one at once; a refusal
 * means the cards shown are stale, so they are read again. The data sits under the promotions' key,
 * so whatever changes a promotion refreshes it too.
 */
import type {
  Locale,
  OpenScratchCardResponse,
  ScratchCardLottery,
  WebRequestContext,
} from "@reelhouse/contract";
import { scratchCardsApi } from "@reelhouse/contract/client";
import { mutationOptions, type QueryClient, queryOptions } from "@tanstack/react-query";
import { type ApiVia, callApi, viaServer } from "~/lib/api-client.ts";
import { PROMOTIONS_QUERY_ROOT } from "~/lib/promotions-query.ts";
import { loadQuery } from "~/lib/query-client.ts";
import { rememberTimeZone } from "~/lib/time-zone.ts";

export const scratchCardsKeys = {
  all: [...PROMOTIONS_QUERY_ROOT, "scratch-cards"] as const,
};

export function scratchCardsQuery(via?: ApiVia) {
  return queryOptions({
    queryKey: scratchCardsKeys.all,
    queryFn: async (): Promise<ScratchCardLottery> => {
      rememberTimeZone();
      return (await callApi(scratchCardsApi.getScratchCardLottery, {}, via)).data;
    },
  });
}

export function loadScratchCards(context: WebRequestContext, locale: Locale): Promise<ScratchCardLottery> {
  return loadQuery(scratchCardsQuery(viaServer(context, locale)));
}

export const openScratchCardMutation = (locale: Locale, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ["scratch-cards", "open"],
    mutationFn: (cardId: string): Promise<OpenScratchCardResponse> =>
      callApi(scratchCardsApi.openScratchCard, { body: { cardId } }, { locale }),
    onSuccess: ({ data }) => queryClient.setQueryData(scratchCardsKeys.all, data),
    onError: () => queryClient.invalidateQueries({ queryKey: scratchCardsKeys.all }),
  });
