import { historyFilterFrom, loadHistoryPage } from "~/features/wallet/api.ts";
import { TransactionHistory } from "~/features/wallet/transaction-history.tsx";
import { viaServer } from "~/lib/api-client.ts";
import { localeFromPath } from "~/lib/locale.ts";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/transactions";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.transactions.title");

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filter = historyFilterFrom(url.searchParams);
  return {
    filter,
    firstPage: await loadHistoryPage(filter, viaServer(context, localeFromPath(url.pathname))),
  };
}

export default function Transactions({ loaderData }: Route.ComponentProps) {
  // A new filter is a new list: the key starts its pages afresh.
  return (
    <TransactionHistory
      key={JSON.stringify(loaderData.filter)}
      filter={loaderData.filter}
      firstPage={loaderData.firstPage}
    />
  );
}
