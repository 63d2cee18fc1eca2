import { loadRoundPage, roundFilterFrom } from "~/features/game-history/api.ts";
import { GameHistory } from "~/features/game-history/game-history.tsx";
import { viaServer } from "~/lib/api-client.ts";
import { localeFromPath } from "~/lib/locale.ts";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/game-history";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.gameHistory.title");

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filter = roundFilterFrom(url.searchParams);
  return {
    filter,
    firstPage: await loadRoundPage(filter, viaServer(context, localeFromPath(url.pathname))),
  };
}

export default function GameHistoryRoute({ loaderData }: Route.ComponentProps) {
  // A new filter is a new list: the key starts its pages afresh.
  return (
    <GameHistory
      key={JSON.stringify(loaderData.filter)}
      filter={loaderData.filter}
      firstPage={loaderData.firstPage}
    />
  );
}
