import { themeHas } from "@reelhouse/contract";
import { HomeOffers } from "~/features/cashier/home-offers.tsx";
import { loadGamesPage, loadHome } from "~/features/games/api.ts";
import { LobbyView } from "~/features/games/lobby-view.tsx";
import { withoutPlayedInMissed } from "~/features/games/missed-games.ts";
import { keepGamesPageData } from "~/features/games/revalidate.ts";
import { useGamesPage } from "~/features/games/use-games.ts";
import { loadRecentlyPlayed, loadWelcomeOffer } from "~/features/home/api.ts";
import { GuestLanding } from "~/features/home/guest-landing.tsx";
import { PlayerHome } from "~/features/home/player-home.tsx";
import { PromotionsStrip } from "~/features/promotions/promotions-strip.tsx";
import { DefaultFrame, GuestFrame } from "~/features/shell/frames.tsx";
import { localeFromPath } from "~/lib/locale.ts";
import { pageMeta } from "~/lib/route-meta.ts";
import { useSite } from "~/lib/use-site.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "guest.heroTitle");

/**
 * The home's games (`/rest/page/home/`, `/rest/banners/home/` and the catalogue), for guests and
 * players alike; for a guest the welcome offer the landing leads with, for a player the games of
 * their last rounds.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const isGuest = context.session.isGuest;
  const [games, home, offer, played] = await Promise.all([
    loadGamesPage(context, locale),
    loadHome(context, locale),
    isGuest ? loadWelcomeOffer(context, locale) : null,
    isGuest ? [] : loadRecentlyPlayed(context, locale),
  ]);
  return { games, home, offer, played };
}

export const shouldRevalidate = keepGamesPageData;

/**
 * Spec §2: home for a signed-in player, the guest landing in the guest layout for a guest; both
 * show the home's banners and collections. Spec §6: on a theme without a lobby page the home is
 * the lobby, with its search and categories.
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { isGuest, theme } = useSite();
  const games = useGamesPage(loaderData.games);
  const lobby = (
    <LobbyView
      games={games}
      home={withoutPlayedInMissed(loaderData.home, games.catalogue, loaderData.played)}
      hasNavigation={!themeHas(theme.id, "lobbyPage")}
      rowSource="home"
    />
  );
  return isGuest ? (
    <GuestFrame>
      <GuestLanding offer={loaderData.offer}>{lobby}</GuestLanding>
    </GuestFrame>
  ) : (
    <DefaultFrame>
      <PlayerHome
        hasPlayed={loaderData.played.length > 0}
        promotions={<PromotionsStrip initial={loaderData.home.home.promotions} />}
        quickBuy={<HomeOffers packages={loaderData.home.home.packages} />}
      >
        {lobby}
      </PlayerHome>
    </DefaultFrame>
  );
}
