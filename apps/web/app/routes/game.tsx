import { APP_INIT_DEFAULTS } from "@reelhouse/contract";
import { redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { loadGamesPage, loadLaunchUrl } from "~/features/games/api.ts";
import { findGameBySlug } from "~/features/games/catalogue.ts";
import { type GameLaunch, GameRefused, useLaunchUrl } from "~/features/games/game-launch.tsx";
import { GamePage } from "~/features/studio/game-page.tsx";
import { RaceBar } from "~/features/tournaments/race-bar.tsx";
import { ApiError } from "~/lib/api-client.ts";
import { lobbyPath } from "~/lib/lobby.ts";
import { localeFromPath, localizePath } from "~/lib/locale.ts";
import { routeValidationFailed } from "~/lib/route-errors.ts";
import { textMeta } from "~/lib/route-meta.ts";
import { loadAppInit } from "~/lib/session.ts";
import type { Route } from "./+types/game";

const ROUND_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /game?game={slug}[&replay={roundId}]: the game of the catalogue named by its slug, launched for
 * the player (`GET /rest/game/{slug}/play/`) in the game frame; a round of a house title replayed.
 * An unknown game or a malformed round id is a failed route validation; without a game the lobby
 * is where games are chosen.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const slug = url.searchParams.get("game");
  const replayId = url.searchParams.get("replay");
  // The guarded layout sends a guest to sign-up; nothing to launch for one.
  if (context.session.isGuest) return null;
  if (slug === null) throw redirect(localizePath(lobbyPath(context.theme), locale));
  if (replayId !== null && !ROUND_ID.test(replayId)) routeValidationFailed(request);
  const [{ catalogue }, init] = await Promise.all([
    loadGamesPage(context, locale),
    loadAppInit(context, locale),
  ]);
  const game = catalogue ? findGameBySlug(catalogue, slug) : undefined;
  if (!game) routeValidationFailed(request);
  const mode = init?.gameMode ?? APP_INIT_DEFAULTS.gameMode;
  try {
    const launchUrl = await loadLaunchUrl(context, locale, game.slug, mode);
    return {
      game: game.name,
      launch: { id: game.id, slug: game.slug, name: game.name, url: launchUrl, mode },
      replayId,
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) routeValidationFailed(request);
    // Not playable here and now (a restriction, the player's limits): the page says why.
    if (error instanceof ApiError && error.status < 500) {
      return { game: game.name, launch: null, refusal: error.message, replayId };
    }
    throw error;
  }
}

/**
 * Only a new address loads another game: the frame reports the balance after every round, and
 * the page refreshes the header for it, not the launch.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.href === nextUrl.href ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data ? textMeta(matches, data.game, data.game) : [];

export default function Game({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  if (!loaderData.launch) return <GameRefused name={loaderData.game} message={loaderData.refusal} />;
  return <GameFrame launch={loaderData.launch} replayId={loaderData.replayId} />;
}

function GameFrame({ launch, replayId }: { launch: GameLaunch & { id: number }; replayId: string | null }) {
  const launchUrl = useLaunchUrl(launch);
  return (
    <GamePage
      game={{ id: launch.slug, name: launch.name }}
      launchUrl={launchUrl}
      replayId={replayId}
      // A replay is a past round: no race is played in it.
      aside={replayId ? null : <RaceBar gameId={launch.id} />}
    />
  );
}
