/**
 * The pages of one list of games (spec §2): a collection (`/issues/{slug}`), a provider or every
 * game (`/games/{slug}`, `/games/all`), and the player's favourites (`/issues/favorites`).
 */
import type { Game } from "@reelhouse/contract/games";
import { useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { lobbyPath } from "~/lib/lobby.ts";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";
import { type GamesPageData, gamesSessionQuery } from "./api.ts";
import { allGames, type Catalogue, gamesByIds } from "./catalogue.ts";
import { GameGrid } from "./game-grid.tsx";
import { useTileKit } from "./game-tile.tsx";
import { CatalogueUnavailable } from "./lobby-view.tsx";
import { type GamesPageCatalogue, useGamesPage, useSignUpHref } from "./use-games.ts";
import "./lobby.css";

/** Which list a page shows. */
export type GamesList =
  | { kind: "collection"; slug: string }
  | { kind: "provider"; slug: string }
  | { kind: "all" }
  | { kind: "favorites" };

/** Whether the catalogue has the list a page is named after (a failed route validation otherwise). */
export function hasGamesList(catalogue: Catalogue, list: GamesList): boolean {
  switch (list.kind) {
    case "collection":
      return Object.hasOwn(catalogue.issues, list.slug) && Object.hasOwn(catalogue.issueGamesIds, list.slug);
    case "provider":
      return catalogue.providers.some((provider) => provider.slug === list.slug);
    default:
      return true;
  }
}

/** A page's title while the catalogue that names its list cannot be read. */
const UNAVAILABLE_TITLES = {
  collection: "pages.collection.title",
  provider: "pages.gamesPage.title",
  all: "games.pages.all",
  favorites: "pages.favorites.title",
} as const satisfies Record<GamesList["kind"], string>;

function listTitle(catalogue: Catalogue, list: GamesList, t: TFunction): string {
  switch (list.kind) {
    case "collection":
      return catalogue.issues[list.slug]?.title ?? list.slug;
    case "provider":
      return catalogue.providers.find((provider) => provider.slug === list.slug)?.name ?? list.slug;
    case "all":
      return t("games.pages.all");
    case "favorites":
      return t("pages.favorites.title");
  }
}

function listGames(catalogue: Catalogue, list: GamesList, favorites: readonly number[]): Game[] {
  switch (list.kind) {
    case "collection":
      return gamesByIds(catalogue, catalogue.issueGamesIds[list.slug] ?? []);
    case "provider":
      return gamesByIds(catalogue, catalogue.providerGamesIds[list.slug] ?? []);
    case "all":
      return allGames(catalogue);
    // Latest first: the heart pressed last is at the top.
    case "favorites":
      return gamesByIds(catalogue, [...favorites].reverse());
  }
}

function BackToLobby() {
  const { t } = useTranslation();
  const { theme } = useSite();
  const to = useLocalizedPath();
  return (
    <Link className="games-page__back" to={to(lobbyPath(theme.id))}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      {t("games.backToLobby")}
    </Link>
  );
}

function ListPage({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <article className="feature-page games-page">
      <BackToLobby />
      <PageHeader title={title} lead={count === undefined ? undefined : t("games.pages.count", { count })} />
      {children}
    </article>
  );
}

function FavoritesEmpty() {
  const { t } = useTranslation();
  const { theme } = useSite();
  const to = useLocalizedPath();
  return (
    <section className="empty-state games-empty">
      <h2>{t("games.favorites.emptyTitle")}</h2>
      <p>{t("games.favorites.emptyBody")}</p>
      <ButtonLink to={to(lobbyPath(theme.id))}>{t("games.favorites.browse")}</ButtonLink>
    </section>
  );
}

function GamesListContent({ games, list }: { games: GamesPageCatalogue; list: GamesList }) {
  const { t } = useTranslation();
  const { data: session } = useQuery(gamesSessionQuery());
  const kit = useTileKit();
  const { catalogue } = games;
  if (!catalogue) {
    return (
      <ListPage title={t(UNAVAILABLE_TITLES[list.kind])}>
        <CatalogueUnavailable isFetching={games.isFetching} retry={games.retry} />
      </ListPage>
    );
  }
  const title = listTitle(catalogue, list, t);
  const shown = listGames(catalogue, list, session?.favoriteGames ?? []);
  return (
    <ListPage title={title} count={shown.length}>
      {shown.length === 0 && list.kind === "favorites" ? (
        <FavoritesEmpty />
      ) : (
        <GameGrid games={shown} catalogue={catalogue} label={title} kit={kit} isAboveFold />
      )}
    </ListPage>
  );
}

/** A collection, a provider's games or every game: the whole list as a grid. */
export function GamesListPage({ initial, list }: { initial: GamesPageData; list: GamesList }) {
  const games = useGamesPage(initial);
  return <GamesListContent games={games} list={list} />;
}

/** The favourites: the player's hearts, kept across visits; a guest is invited to sign up to keep some. */
export function FavoritesPage({ initial }: { initial: GamesPageData | null }) {
  const { t } = useTranslation();
  const signUpHref = useSignUpHref();
  if (!initial) {
    return (
      <ListPage title={t("pages.favorites.title")}>
        <section className="empty-state games-empty">
          <h2>{t("games.favorites.guestTitle")}</h2>
          <p>{t("games.favorites.guestBody")}</p>
          <ButtonLink to={signUpHref}>{t("games.favorites.signUp")}</ButtonLink>
        </section>
      </ListPage>
    );
  }
  return <GamesListPage initial={initial} list={{ kind: "favorites" }} />;
}
