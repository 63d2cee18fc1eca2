import { loadGamesPage } from "~/features/games/api.ts";
import { type GamesList, GamesListPage, hasGamesList } from "~/features/games/games-pages.tsx";
import { keepGamesPageData } from "~/features/games/revalidate.ts";
import { localeFromPath } from "~/lib/locale.ts";
import { routeValidationFailed } from "~/lib/route-errors.ts";
import { pageMeta, textMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/games-page";

/**
 * /games/{pageName}: a provider's games, or every game (`all`); a provider the catalogue does not
 * have is a failed route validation.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const list: GamesList =
    params.pageName === "all" ? { kind: "all" } : { kind: "provider", slug: params.pageName };
  const games = await loadGamesPage(context, localeFromPath(new URL(request.url).pathname));
  if (games.catalogue && !hasGamesList(games.catalogue, list)) routeValidationFailed(request);
  const provider =
    list.kind === "provider" ? games.catalogue?.providers.find((each) => each.slug === list.slug) : null;
  return { games, list, title: provider?.name ?? null };
}

export const shouldRevalidate = keepGamesPageData;

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data?.title ? textMeta(matches, data.title, data.title) : pageMeta(matches, "pages.gamesPage.title");

export default function GamesPage({ loaderData }: Route.ComponentProps) {
  return <GamesListPage initial={loaderData.games} list={loaderData.list} />;
}
