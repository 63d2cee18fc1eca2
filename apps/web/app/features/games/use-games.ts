/**
 * The games data as components read it: a page seeds the browser's cache with what its loader read
 * (so the game modal and every heart read the same), and favourites change through one mutation.
 */
import { resolveRedirectPath } from "@reelhouse/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useToast } from "~/components/ui/toast.tsx";
import { GAME_QUERY } from "~/lib/game-query.ts";
import { guestRedirectFor } from "~/lib/guest-redirects.ts";
import { localizePath } from "~/lib/locale.ts";
import { useSite } from "~/lib/use-site.ts";
import { catalogueQuery, favoriteMutation, type GamesPageData, gamesSessionQuery } from "./api.ts";
import type { Catalogue } from "./catalogue.ts";

export interface GamesPageCatalogue {
  /** Null while none could be read. */
  catalogue: Catalogue | null;
  isFetching: boolean;
  /** Asks again (from the browser) after no source answered. */
  retry: () => void;
}

/** A games page's catalogue, from its loader's data, kept in the shared cache. */
export function useGamesPage(initial: GamesPageData): GamesPageCatalogue {
  const { locale } = useSite();
  useQuery({ ...gamesSessionQuery(), initialData: initial.session });
  const { data, isFetching, refetch } = useQuery({
    ...catalogueQuery(initial.session.restrictionHash, locale),
    initialData: initial.catalogue,
  });
  return { catalogue: data, isFetching, retry: () => void refetch() };
}

/** The player's favourites and the way to change one; guests have none. */
export function useFavorites() {
  const { t } = useTranslation();
  const { locale, isGuest } = useSite();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { data: session } = useQuery({ ...gamesSessionQuery(), enabled: !isGuest });
  const { mutate } = useMutation(favoriteMutation(queryClient, locale));
  const favorites = new Set(isGuest ? [] : (session?.favoriteGames ?? []));
  return {
    isGuest,
    favorites,
    toggle: (gameId: number) =>
      mutate(
        { gameId, isFavorite: !favorites.has(gameId) },
        { onError: () => toast.show({ message: t("games.favorites.failed"), tone: "dark" }) },
      ),
  };
}

/** Where sign-up is, with the way back to this page (spec §2: guests are sent there). */
export function useSignUpHref(): string {
  const { locale } = useSite();
  const { pathname, search } = useLocation();
  const back = resolveRedirectPath(`${pathname}${search}`);
  const signUp = localizePath("/signup", locale);
  return back ? `${signUp}?redirectTo=${encodeURIComponent(back)}` : signUp;
}

/** Marks a history entry the site pushed to open the game modal, so closing it can go back instead. */
export const GAME_MODAL_STATE = { isGameModal: true } as const;

/**
 * A game link's props: a player's opens the game modal over this page, where it stays scrolled; a
 * guest's goes to sign-up, a new page that starts at its top.
 */
export function gameLinkProps(href: string) {
  const opensModal = new URL(href, "http://site.invalid").searchParams.has(GAME_QUERY);
  return opensModal ? { to: href, preventScrollReset: true, state: GAME_MODAL_STATE } : { to: href };
}

export function isGameModalEntry(state: unknown): boolean {
  return (
    typeof state === "object" && state !== null && (state as { isGameModal?: unknown }).isGameModal === true
  );
}

/**
 * Where opening a game leads: the game modal over this page for a player (`?game=`), sign-up for a
 * guest (spec §2), by the same rule the server applies to a guest's `?game=` link.
 */
export function useGameHref(): (slug: string) => string {
  const { isGuest, locale } = useSite();
  const { pathname, search } = useLocation();
  return (slug) => {
    const query = new URLSearchParams(search);
    query.set(GAME_QUERY, slug);
    const href = `${pathname}?${query}`;
    if (!isGuest) return href;
    return guestRedirectFor(new URL(href, "http://site.invalid"), locale) ?? localizePath("/signup", locale);
  };
}
