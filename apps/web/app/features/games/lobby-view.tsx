/**
 * The lobby (spec §1, §2): banners, search, the category menu, and either the search's results,
 * one collection (`?category=`), or the collection rows with the jackpot ticker, the game of the
 * week and the latest winners. The `/lobby` page shows it whole; the home shows it too, with the
 * search and the menu only on themes that have no lobby page of their own (spec §6).
 */
import type { GameCollection, GameMenuItem } from "@reelhouse/contract/games";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { useLocalizedPath } from "~/lib/use-site.ts";
import type { HomeData } from "./api.ts";
import { BannerSlider } from "./banner-slider.tsx";
import { type Catalogue, gamesByIds, searchGames } from "./catalogue.ts";
import { GameGrid, GameGridSkeleton } from "./game-grid.tsx";
import { GameOfWeek } from "./game-of-week.tsx";
import { GameOfWeekPrompt } from "./game-of-week-dialog.tsx";
import { GameRow } from "./game-row.tsx";
import { type TileKit, useTileKit } from "./game-tile.tsx";
import { JackpotTicker } from "./jackpot-ticker.tsx";
import { LastWinners } from "./last-winners.tsx";
import { CATEGORY_QUERY } from "./revalidate.ts";
import type { GamesPageCatalogue } from "./use-games.ts";
import "./lobby.css";

/** Rows come before the game of the week, the rest after it. */
const ROWS_BEFORE_FEATURE = 2;

interface Row {
  slug: string;
  collection: GameCollection;
  gameIds: readonly number[];
}

/** Every collection of the catalogue, in the menu's order, then any the menu leaves out. */
function catalogueRows(catalogue: Catalogue): Row[] {
  const menuOrder = catalogue.menu.filter((item) => item.kind === "collection").map((item) => item.slug);
  const slugs = [...new Set([...menuOrder, ...Object.keys(catalogue.issues)])];
  return slugs.flatMap((slug) => {
    const collection = catalogue.issues[slug];
    const gameIds = catalogue.issueGamesIds[slug];
    return collection && gameIds ? [{ slug, collection, gameIds }] : [];
  });
}

/** The home payload's collections, in its order. */
function homeRows(home: HomeData["home"]): Row[] {
  return home.games.collections.flatMap((slug) => {
    const issue = home.games.issues[slug];
    return issue ? [{ slug, collection: issue, gameIds: issue.games }] : [];
  });
}

function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  // Searching runs in the page's script: text typed before it hydrates would be lost.
  const isHydrated = useHydrated();
  return (
    <search className="game-search">
      <label htmlFor={id} className="visually-hidden">
        {t("games.search.label")}
      </label>
      <svg className="game-search__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        id={id}
        className="game-search__input"
        type="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={t("games.search.placeholder")}
        value={value}
        disabled={!isHydrated}
        onChange={(event) => onChange(event.target.value)}
      />
    </search>
  );
}

function menuItemPath(item: GameMenuItem): string | null {
  switch (item.kind) {
    case "all":
      return "/games/all";
    case "provider":
      return `/games/${item.slug}`;
    case "favorites":
      return "/issues/favorites";
    case "collection":
      return null;
  }
}

/** Collections open in place (`?category=`); all games, a provider and the favourites have their own pages. */
function CategoryMenu({ menu, category }: { menu: readonly GameMenuItem[]; category: string | null }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { pathname } = useLocation();
  const items: { key: string; title: string; href: string; isCurrent: boolean; kind: string }[] = [
    {
      key: "lobby",
      title: t("games.menu.lobby"),
      href: pathname,
      isCurrent: category === null,
      kind: "lobby",
    },
    ...menu.map((item) => {
      const path = menuItemPath(item);
      return {
        key: `${item.kind}:${item.slug}`,
        title: item.title,
        href: path ? to(path) : `${pathname}?${new URLSearchParams({ [CATEGORY_QUERY]: item.slug })}`,
        isCurrent: item.kind === "collection" && item.slug === category,
        kind: item.kind,
      };
    }),
  ];
  return (
    <nav className="category-menu" aria-label={t("games.menu.label")}>
      <ul className="category-menu__list">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              className={`category-menu__item category-menu__item--${item.kind}`}
              to={item.href}
              preventScrollReset={item.kind === "collection" || item.kind === "lobby"}
              aria-current={item.isCurrent ? "page" : undefined}
            >
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SearchResults({
  catalogue,
  query,
  kit,
  onClear,
}: {
  catalogue: Catalogue;
  query: string;
  kit: TileKit;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const results = searchGames(catalogue, query);
  return (
    <section className="games-section" aria-label={t("games.search.results")}>
      <p className={results.length > 0 ? "games-section__count" : "visually-hidden"} role="status">
        {t("games.search.count", { count: results.length, query: query.trim() })}
      </p>
      {results.length > 0 ? (
        <GameGrid games={results} catalogue={catalogue} label={t("games.search.results")} kit={kit} />
      ) : (
        <div className="empty-state games-empty">
          <h2>{t("games.search.emptyTitle", { query: query.trim() })}</h2>
          <p>{t("games.search.emptyBody")}</p>
          <Button variant="secondary" onClick={onClear}>
            {t("games.search.clear")}
          </Button>
        </div>
      )}
    </section>
  );
}

/** What shows while the catalogue cannot be read: a way to ask again, and placeholders while it does. */
export function CatalogueUnavailable({
  isFetching,
  retry,
}: Pick<GamesPageCatalogue, "isFetching" | "retry">) {
  const { t } = useTranslation();
  if (isFetching) return <GameGridSkeleton />;
  return (
    <div className="empty-state games-empty" role="alert">
      <h2>{t("games.unavailable.title")}</h2>
      <p>{t("games.unavailable.body")}</p>
      <Button onClick={retry}>{t("games.unavailable.retry")}</Button>
    </div>
  );
}

export interface LobbyViewProps {
  games: GamesPageCatalogue;
  home: HomeData;
  /** The lobby page's own heading; the home has its own above. */
  heading?: ReactNode;
  /** The search and the category menu. */
  hasNavigation: boolean;
  /** The rows: the home payload's collections, or every collection of the catalogue. */
  rowSource: "home" | "catalogue";
}

export function LobbyView({ games, home, heading, hasNavigation, rowSource }: LobbyViewProps) {
  const to = useLocalizedPath();
  const [searchParams] = useSearchParams();
  const [query, setQuery] = useState("");
  const kit = useTileKit();
  const { catalogue } = games;

  const rows = catalogue ? (rowSource === "home" ? homeRows(home.home) : catalogueRows(catalogue)) : [];
  const categorySlug = hasNavigation ? searchParams.get(CATEGORY_QUERY) : null;
  // Any collection of the catalogue, whether or not the home shows it as a row; an unknown one is ignored.
  const category = (catalogue && catalogueRows(catalogue).find((row) => row.slug === categorySlug)) || null;

  const content = (catalogue: Catalogue): ReactNode => {
    if (query.trim())
      return <SearchResults catalogue={catalogue} query={query} kit={kit} onClear={() => setQuery("")} />;
    if (category) {
      const headingId = `category-${category.slug}`;
      return (
        <section className="games-section" aria-labelledby={headingId}>
          <h2 className="section-title" id={headingId}>
            {category.collection.title}
          </h2>
          <GameGrid
            games={gamesByIds(catalogue, category.gameIds)}
            catalogue={catalogue}
            label={category.collection.title}
            kit={kit}
            isAboveFold
          />
        </section>
      );
    }
    const gameRows = rows.map((row, index) => {
      const rowGames = gamesByIds(catalogue, row.gameIds);
      return rowGames.length === 0 ? null : (
        <GameRow
          key={row.slug}
          title={row.collection.title}
          games={rowGames}
          catalogue={catalogue}
          rows={row.collection.componentOption.rowsPerSlide}
          layout={row.collection.componentOption.layout}
          seeAllHref={to(`/issues/${row.slug}`)}
          kit={kit}
          isAboveFold={index === 0}
        />
      );
    });
    return (
      <>
        <JackpotTicker jackpots={home.home.jackpots} />
        {gameRows.slice(0, ROWS_BEFORE_FEATURE)}
        {home.home.gameOfWeek ? <GameOfWeek pick={home.home.gameOfWeek} catalogue={catalogue} /> : null}
        {gameRows.slice(ROWS_BEFORE_FEATURE)}
        <LastWinners winners={home.home.lastWinners} />
      </>
    );
  };

  return (
    <div className="lobby">
      <BannerSlider banners={home.banners} />
      {hasNavigation || heading ? (
        <div className="lobby__bar">
          {heading}
          {hasNavigation && catalogue ? <SearchBox value={query} onChange={setQuery} /> : null}
        </div>
      ) : null}
      {hasNavigation && catalogue ? (
        <CategoryMenu menu={catalogue.menu} category={category?.slug ?? null} />
      ) : null}
      {catalogue && home.home.gameOfWeek ? (
        <GameOfWeekPrompt pick={home.home.gameOfWeek} catalogue={catalogue} />
      ) : null}
      {catalogue ? (
        content(catalogue)
      ) : (
        <CatalogueUnavailable isFetching={games.isFetching} retry={games.retry} />
      )}
    </div>
  );
}
