/**
 * The transaction history: the first page comes with the page (loader), older ones load in the
 * browser. A realtime `cash` message (the balance moved) invalidates `walletKeys.all`.
 */
import {
  Currency,
  type TransactionHistoryQuery,
  type TransactionHistoryResponse,
  TransactionKind,
} from "@reelhouse/contract";
import { walletApi } from "@reelhouse/contract/client";
import { infiniteQueryOptions } from "@tanstack/react-query";
import { type ApiVia, callApi } from "~/lib/api-client.ts";

export const walletKeys = {
  all: ["wallet"] as const,
  history: (filter: HistoryFilter) => ["wallet", "history", filter] as const,
};

export type HistoryFilter = Pick<TransactionHistoryQuery, "currency" | "kind">;
export type HistoryPage = TransactionHistoryResponse["data"];

/** The filter a history URL asks for; unknown values are dropped rather than refused. */
export function historyFilterFrom(search: URLSearchParams): HistoryFilter {
  const currency = Currency.safeParse(search.get("currency"));
  const kind = TransactionKind.safeParse(search.get("kind"));
  return {
    ...(currency.success ? { currency: currency.data } : {}),
    ...(kind.success ? { kind: kind.data } : {}),
  };
}

export async function loadHistoryPage(
  filter: HistoryFilter,
  via: ApiVia,
  before?: number,
): Promise<HistoryPage> {
  return (await callApi(walletApi.listTransactions, { query: { ...filter, before } }, via)).data;
}

export function historyQuery(filter: HistoryFilter, firstPage: HistoryPage) {
  return infiniteQueryOptions({
    queryKey: walletKeys.history(filter),
    queryFn: ({ pageParam }) => loadHistoryPage(filter, {}, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    initialData: { pages: [firstPage], pageParams: [undefined] },
  });
}
