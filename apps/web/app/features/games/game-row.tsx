import type { Game } from "@reelhouse/contract/games";
import { type CSSProperties, type RefObject, useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { type Catalogue, providerName } from "./catalogue.ts";
import { GameTile, type TileKit } from "./game-tile.tsx";
import { useGameHref } from "./use-games.ts";

export interface GameRowProps {
  title: string;
  games: readonly Game[];
  catalogue: Catalogue;
  /** Spec §9: rows of tiles in one slide (3 for allGames and popularGames, 1 for fishing …, else 2), at most. */
  rows: number;
  /** `featured` draws larger tiles. */
  layout: "row" | "featured";
  seeAllHref: string;
  /** The rows' shared words and hearts (`useTileKit`, once per page). */
  kit: TileKit;
  /** The first row on the page: its first tiles load their images at once. */
  isAboveFold?: boolean;
}

const EAGER_COLUMNS = 4;

/**
 * Tiles a screen shows side by side at each breakpoint (spec §9: sm up to 767 px, md 768, lg 1024,
 * xl 1280), as lobby.css sizes them.
 */
const VISIBLE_COLUMNS = {
  row: { sm: 3, md: 4, lg: 5, xl: 6 },
  featured: { sm: 2, md: 3, lg: 4, xl: 5 },
} as const;

/**
 * The lines of tiles a row uses at each breakpoint: its rows per slide, but only as many as the
 * games fill edge to edge (nine games on three lines of a wide screen would leave most of it empty).
 */
export function linesPerBreakpoint(count: number, rows: number, layout: "row" | "featured"): CSSProperties {
  const lines = (columns: number) => Math.max(1, Math.min(rows, Math.floor(count / columns)));
  const visible = VISIBLE_COLUMNS[layout];
  return {
    "--rows-sm": lines(visible.sm),
    "--rows-md": lines(visible.md),
    "--rows-lg": lines(visible.lg),
    "--rows-xl": lines(visible.xl),
  } as CSSProperties;
}

function Chevron({ direction }: { direction: "previous" | "next" }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d={direction === "previous" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Whether the track can scroll further back and forward; measured on scroll and resize. */
function useScrollEdges(track: RefObject<HTMLElement | null>) {
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    const atStart = element.scrollLeft <= 1;
    const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
    setEdges((previous) =>
      previous.atStart === atStart && previous.atEnd === atEnd ? previous : { atStart, atEnd },
    );
  }, [track]);
  useEffect(() => {
    const element = track.current;
    if (!element) return;
    measure();
    element.addEventListener("scroll", measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      element.removeEventListener("scroll", measure);
      observer.disconnect();
    };
  }, [track, measure]);
  return edges;
}

/**
 * A collection as a horizontal slider: columns of `rows` tiles that snap into place, scrolled by
 * touch, trackpad, keyboard focus or the previous/next buttons (a page at a time), with a link to
 * the collection's own page.
 */
export function GameRow({
  title,
  games,
  catalogue,
  rows,
  layout,
  seeAllHref,
  kit,
  isAboveFold = false,
}: GameRowProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const track = useRef<HTMLUListElement>(null);
  const { atStart, atEnd } = useScrollEdges(track);
  const isHydrated = useHydrated();
  const gameHref = useGameHref();

  const page = (direction: -1 | 1) => {
    const element = track.current;
    if (!element) return;
    const isReduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollBy({
      left: direction * element.clientWidth * 0.9,
      behavior: isReduced ? "auto" : "smooth",
    });
  };

  return (
    <section className={`game-row game-row--${layout}`} aria-labelledby={headingId}>
      <div className="game-row__head">
        <h2 className="game-row__title" id={headingId}>
          {title}
        </h2>
        <Link className="game-row__all" to={seeAllHref} aria-label={t("games.row.seeAllOf", { title })}>
          {t("games.row.seeAll")}
        </Link>
        <div className="game-row__nav">
          <button
            type="button"
            className="game-row__button"
            aria-label={t("games.row.previous", { title })}
            disabled={!isHydrated || atStart}
            onClick={() => page(-1)}
          >
            <Chevron direction="previous" />
          </button>
          <button
            type="button"
            className="game-row__button"
            aria-label={t("games.row.next", { title })}
            disabled={!isHydrated || atEnd}
            onClick={() => page(1)}
          >
            <Chevron direction="next" />
          </button>
        </div>
      </div>
      <ul className="game-row__track" ref={track} style={linesPerBreakpoint(games.length, rows, layout)}>
        {games.map((game, index) => (
          <li key={game.id} className="game-row__item">
            <GameTile
              game={game}
              providerName={providerName(catalogue, game.provider)}
              href={gameHref(game.slug)}
              kit={kit}
              isEager={isAboveFold && index < rows * EAGER_COLUMNS}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
