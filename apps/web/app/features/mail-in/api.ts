/**
 * Free entries by mail: the rules and the player's codes, and asking for a new code (its answer
 * replaces the cached list at once; a refusal means the list is stale, so it is read again).
 */
import type { Locale, MailInSummary, WebRequestContext } from "@reelhouse/contract";
import { mailInApi } from "@reelhouse/contract/client";
import { mutationOptions, type QueryClient, queryOptions } from "@tanstack/react-query";
import { type ApiVia, callApi, viaServer } from "~/lib/api-client.ts";
import { loadQuery } from "~/lib/query-client.ts";

export const mailInKeys = { all: ["mailIn"] as const };

export function mailInQuery(via?: ApiVia) {
  return queryOptions({
    queryKey: mailInKeys.all,
    queryFn: async (): Promise<MailInSummary> => (await callApi(mailInApi.getMailIn, {}, via)).data,
  });
}

export function loadMailIn(context: WebRequestContext, locale: Locale): Promise<MailInSummary> {
  return loadQuery(mailInQuery(viaServer(context, locale)));
}

export const requestCodeMutation = (locale: Locale, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...mailInKeys.all, "request"],
    mutationFn: async () => (await callApi(mailInApi.requestMailInCode, {}, { locale })).data,
    onSuccess: ({ summary }) => queryClient.setQueryData(mailInKeys.all, summary),
    onError: () => queryClient.invalidateQueries({ queryKey: mailInKeys.all }),
  });
