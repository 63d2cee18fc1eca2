import { themeHas } from "@reelhouse/contract";
import { useTranslation } from "react-i18next";
import { loadGamesPage, loadHome } from "~/features/games/api.ts";
import { LobbyView } from "~/features/games/lobby-view.tsx";
import { keepGamesPageData } from "~/features/games/revalidate.ts";
import { useGamesPage } from "~/features/games/use-games.ts";
import { localeFromPath, localizePath } from "~/lib/locale.ts";
import { pageMeta } from "~/lib/route-meta.ts";
import { useSite } from "~/lib/use-site.ts";
import type { Route } from "./+types/lobby";

/**
 * /lobby (and /lobby/): every collection, search and the category menu; `?category=` opens one
 * collection, `?game=` the game modal. Spec §6: tao and funrize have no lobby page of their own;
 * their lobby is on the home, so this address shows the home's lobby, names the home as the page
 * to index, and no menu links here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const [games, home] = await Promise.all([loadGamesPage(context, locale), loadHome(context, locale)]);
  const canonical = themeHas(context.theme, "lobbyPage") ? null : localizePath("/", locale);
  return { games, home, canonical };
}

export const shouldRevalidate = keepGamesPageData;

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...pageMeta(matches, "pages.lobby.title"),
  ...(data?.canonical ? [{ tagName: "link", rel: "canonical", href: data.canonical }] : []),
];

export default function Lobby({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { theme } = useSite();
  const games = useGamesPage(loaderData.games);
  return (
    <LobbyView
      games={games}
      home={loaderData.home}
      heading={<h1 className="lobby__title">{t("pages.lobby.title")}</h1>}
      hasNavigation
      rowSource={themeHas(theme.id, "lobbyPage") ? "catalogue" : "home"}
    />
  );
}
