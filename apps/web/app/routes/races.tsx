import { loadGamesPage } from "~/features/games/api.ts";
import { gamesByIds } from "~/features/games/catalogue.ts";
import { loadRacesPage, type RaceMode } from "~/features/tournaments/api.ts";
import type { RaceGames } from "~/features/tournaments/race-games.ts";
import { RacesPage } from "~/features/tournaments/races-page.tsx";
import { localeFromPath, stripLocale } from "~/lib/locale.ts";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/races";

/** `/races` shows solo races, `/group-races` team races: one page, told apart by its path. */
const modeOf = (pathname: string): RaceMode =>
  stripLocale(pathname).startsWith("/group-races") ? "team" : "solo";

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageMeta(matches, data?.races.mode === "team" ? "tournaments.title.team" : "tournaments.title.solo");

/**
 * The races of the page's kind, and the catalogue's name, path and art of every game they count
 * (a race names its games by id).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeFromPath(pathname);
  const [races, { catalogue }] = await Promise.all([
    loadRacesPage(context, locale, modeOf(pathname)),
    loadGamesPage(context, locale),
  ]);
  const listed = [races.current, ...races.next.tournaments, ...races.history.tournaments];
  const ids = [...new Set(listed.flatMap((race) => race?.games ?? []))];
  const games: RaceGames = Object.fromEntries(
    (catalogue ? gamesByIds(catalogue, ids) : []).map(({ id, slug, name, img }) => [
      id,
      { id, slug, name, img },
    ]),
  );
  return { races, games };
}

export default function Races({ loaderData }: Route.ComponentProps) {
  const { races, games } = loaderData;
  return <RacesPage key={races.mode} initial={races} games={games} />;
}
