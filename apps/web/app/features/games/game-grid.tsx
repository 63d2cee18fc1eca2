import { GAME_SKELETON_COUNT, type Game } from "@reelhouse/contract/games";
import { useTranslation } from "react-i18next";
import { Skeleton } from "~/components/ui/skeleton.tsx";
import { type Catalogue, providerName } from "./catalogue.ts";
import { GameTile, type TileKit } from "./game-tile.tsx";
import { useGameHref } from "./use-games.ts";

/** How many tiles of a grid load their image at once: about the first screen on a desktop. */
const EAGER_TILES = 6;

/** Every game of a list as tiles that wrap, as many per line as fit. */
export function GameGrid({
  games,
  catalogue,
  label,
  kit,
  isAboveFold = false,
}: {
  games: readonly Game[];
  catalogue: Catalogue;
  label: string;
  /** The list's shared words and hearts (`useTileKit`, once per page). */
  kit: TileKit;
  isAboveFold?: boolean;
}) {
  const gameHref = useGameHref();
  return (
    <ul className="game-grid" aria-label={label}>
      {games.map((game, index) => (
        <li key={game.id}>
          <GameTile
            game={game}
            providerName={providerName(catalogue, game.provider)}
            href={gameHref(game.slug)}
            kit={kit}
            isEager={isAboveFold && index < EAGER_TILES}
          />
        </li>
      ))}
    </ul>
  );
}

/** Spec §9: 16 tile placeholders while games load. */
export function GameGridSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="game-grid-skeleton">
      <Skeleton count={GAME_SKELETON_COUNT} variant="tile" label={t("games.loading")} />
    </div>
  );
}
