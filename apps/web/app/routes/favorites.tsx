import { loadGamesPage } from "~/features/games/api.ts";
import { FavoritesPage } from "~/features/games/games-pages.tsx";
import { keepGamesPageData } from "~/features/games/revalidate.ts";
import { localeFromPath } from "~/lib/locale.ts";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/favorites";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.favorites.title");

/** /issues/favorites: the player's favourite games; a guest is asked to sign up instead. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (context.session.isGuest) return { games: null };
  return { games: await loadGamesPage(context, localeFromPath(new URL(request.url).pathname)) };
}

export const shouldRevalidate = keepGamesPageData;

export default function Favorites({ loaderData }: Route.ComponentProps) {
  return <FavoritesPage initial={loaderData.games} />;
}
