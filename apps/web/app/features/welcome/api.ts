/**
 * The welcome's one call: the player's grants, from the transaction history
 * (`GET /rest/player/transactions/?kind=grant`). Asked only while this browser has not welcomed
 * the player, so a welcomed player's pages never ask it.
 */
import { walletApi } from "@reelhouse/contract/client";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "~/lib/api-client.ts";
import type { GrantsPage } from "./welcome-grant.ts";

/** The history's largest page: every grant a player gets in their first days fits in it. */
const GRANTS_PAGE_SIZE = 50;

const welcomeKeys = {
  grants: ["welcome", "grants"] as const,
};

export function grantsQuery() {
  return queryOptions({
    queryKey: welcomeKeys.grants,
    queryFn: async (): Promise<GrantsPage> =>
      (await callApi(walletApi.listTransactions, { query: { kind: "grant", limit: GRANTS_PAGE_SIZE } })).data,
  });
}
