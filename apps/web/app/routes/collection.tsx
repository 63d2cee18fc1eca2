import { loadGamesPage } from "~/features/games/api.ts";
import { GamesListPage, hasGamesList } from "~/features/games/games-pages.tsx";
import { keepGamesPageData } from "~/features/games/revalidate.ts";
import { localeFromPath } from "~/lib/locale.ts";
import { routeValidationFailed } from "~/lib/route-errors.ts";
import { textMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/collection";

/** /issues/{pageName}: one collection's games; a collection the catalogue does not have is a failed route validation. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const list = { kind: "collection", slug: params.pageName } as const;
  const games = await loadGamesPage(context, localeFromPath(new URL(request.url).pathname));
  if (games.catalogue && !hasGamesList(games.catalogue, list)) routeValidationFailed(request);
  return { games, list, title: games.catalogue?.issues[list.slug]?.title ?? null };
}

export const shouldRevalidate = keepGamesPageData;

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data?.title ? textMeta(matches, data.title, data.title) : [];

export default function Collection({ loaderData }: Route.ComponentProps) {
  return <GamesListPage initial={loaderData.games} list={loaderData.list} />;
}
