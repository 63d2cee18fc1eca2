import type { Game } from "@reelhouse/contract/games";
import { Link } from "react-router";
import { FavoriteButton, type FavoriteControl, useFavoriteControl } from "./favorite-button.tsx";
import { GameBadges, type GameFacts, useGameFacts, VolatilityMeter } from "./game-facts.tsx";
import { gameLinkProps } from "./use-games.ts";
import "./game-tile.css";

/** Tile images are 3:4, 240×320 at density 1 (spec §9: densities 1 and 2, webp). */
export const TILE_WIDTH = 240;
export const TILE_HEIGHT = 320;

export function GameImage({
  game,
  isEager = false,
}: {
  game: Pick<Game, "img" | "img2x">;
  isEager?: boolean;
}) {
  return (
    <img
      className="game-image"
      src={game.img}
      srcSet={`${game.img} 1x, ${game.img2x} 2x`}
      width={TILE_WIDTH}
      height={TILE_HEIGHT}
      alt=""
      loading={isEager ? "eager" : "lazy"}
      decoding="async"
    />
  );
}

/** What every tile of a list shares, worked out once for the list. */
export interface TileKit {
  facts: GameFacts;
  favorite: FavoriteControl;
}

export function useTileKit(): TileKit {
  return { facts: useGameFacts(), favorite: useFavoriteControl() };
}

export interface GameTileProps {
  game: Game;
  providerName: string;
  /** Where opening it leads (the modal for players, sign-up for guests). */
  href: string;
  kit: TileKit;
  /** Above the fold: the image loads at once instead of when scrolled to. */
  isEager?: boolean;
}

/** A game in a row or a grid: art, badges, name, provider, RTP and volatility, and the favourite heart. */
export function GameTile({ game, providerName, href, kit, isEager }: GameTileProps) {
  return (
    <article className="game-tile">
      <Link className="game-tile__link" {...gameLinkProps(href)}>
        <span className="game-tile__art">
          <GameImage game={game} isEager={isEager} />
        </span>
        <span className="game-tile__name">{game.name}</span>
        <span className="game-tile__provider">{providerName}</span>
        <span className="game-tile__facts">
          <span className="game-tile__rtp">{kit.facts.rtpLabel(game.rtp)}</span>
          <VolatilityMeter volatility={game.volatility} facts={kit.facts} />
        </span>
      </Link>
      <GameBadges game={game} facts={kit.facts} className="game-tile__badges" />
      <FavoriteButton game={game} control={kit.favorite} className="game-tile__favorite" />
    </article>
  );
}
