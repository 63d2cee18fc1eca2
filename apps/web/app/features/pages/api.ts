import type { Locale, PageContent } from "@reelhouse/contract";
import { pagesApi } from "@reelhouse/contract/client";
import { queryOptions } from "@tanstack/react-query";
import { ApiError, type ApiVia, callApi } from "~/lib/api-client.ts";

/**
 * An editorial page in one language. `null` means there is no such page; any other failure
 * throws so the error boundary reports it.
 */
export function pageContentQuery(name: string, locale: Locale, via?: ApiVia) {
  return queryOptions({
    queryKey: ["pages", name, locale],
    queryFn: async (): Promise<PageContent | null> => {
      try {
        return (await callApi(pagesApi.getPageContent, { params: { name }, query: { locale } }, via)).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}
