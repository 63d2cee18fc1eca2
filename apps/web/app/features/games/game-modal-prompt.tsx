import { lazy, Suspense } from "react";
import { useLocation, useSearchParams } from "react-router";
import { GAME_QUERY } from "~/lib/game-query.ts";
import { stripLocale } from "~/lib/locale.ts";

const GameModal = lazy(() => import("./game-modal.tsx"));

/**
 * The session prompt of spec §2 `game`: while the query names a game, its modal opens over the
 * page (on every page but the game page, where `game` is the page's own game).
 */
export function GameModalPrompt() {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const slug = searchParams.get(GAME_QUERY);
  const isGamePage = stripLocale(pathname).replace(/\/+$/, "") === "/game";
  if (!slug || isGamePage) return null;
  return (
    <Suspense fallback={null}>
      <GameModal key={slug} slug={slug} />
    </Suspense>
  );
}
