import type {
  CashierPackage,
  GameMode,
  Locale,
  PackageBadge,
  TermsInfo,
  WsConnectionData,
} from "@reelhouse/contract";
import { useCallback } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { localeFromPath, localizePath } from "./locale.ts";
import { DEFAULT_THEME_DATA } from "./theme/default-theme.ts";
import type { Theme, ThemeFonts } from "./theme/theme.ts";

/** The signed-in player, as the whole site needs it (header, dialogs). */
export interface SitePlayer {
  id: string;
  email: string;
  /** The profile's first name, once the player gave it (or a social sign-in brought it). */
  firstName: string | null;
  emailConfirmed: boolean;
  registrationComplete: boolean;
  terms: TermsInfo;
  /** Spec §1: SweepStakes shows entries, TournamentPoints shows coins. */
  gameMode: GameMode;
  /** Whether this site offers redeeming entries (app init's `redeem`). */
  isRedeemOffered: boolean;
  /** Minor units (hundredths). */
  balance: { coins: number; entries: number };
  /** The cashier's featured offer (app init `currentOffer`, its badge label parsed); null when none. */
  featuredOffer: FeaturedOffer | null;
  /**
   * The preset-package popup's packages (app init `popupPresetPackage` first, then the rest of
   * `popupPresetPackages`); empty when the cashier has nothing to offer in it.
   */
  offerPackages: CashierPackage[];
  /** The offer the home's banner promotes (app init `bannerPresetPackage`); null when none. */
  bannerOffer: CashierPackage | null;
  /** Whether the site runs popup ads (app init `popUpAds.isActive`). */
  hasPopupAds: boolean;
}

export interface FeaturedOffer {
  packageId: number;
  badge: PackageBadge;
  /** Extra coins over the standard rate, in per cent. */
  bonusPercent: number;
}

export interface SiteData {
  locale: Locale;
  theme: Theme;
  isGuest: boolean;
  player: SitePlayer | null;
  /** Whether this browser has already welcomed the player (lib/welcome-cookie.ts); false for guests. */
  hasSeenWelcome: boolean;
  year: number;
  /**
   * When the server rendered the page (ms since the epoch): text that depends on the time starts
   * from it, so the page hydrates to what the server wrote however long it took to arrive.
   */
  renderedAt: number;
}

/** What the root loader returns (root.tsx); lib code reads it without importing the route. */
export interface RootLoaderData {
  locale: Locale;
  /** The request's theme, the only one the browser receives. */
  theme: Theme;
  /** The theme's font stacks and preload, worked out on the server (lib/theme/fonts.server.ts). */
  fonts: ThemeFonts;
  /** The theme's logo mark as the site icon (a data URI). */
  icon: string;
  isGuest: boolean;
  player: SitePlayer | null;
  hasSeenWelcome: boolean;
  /** Where the player's realtime connection goes, with its first tokens; null for guests. */
  realtime: WsConnectionData | null;
  year: number;
  renderedAt: number;
  nonce: string | undefined;
}

/** What the root loader decided for this request: language, theme, session. */
export function useSite(): SiteData {
  const data = useRouteLoaderData("root") as RootLoaderData | undefined;
  const { pathname } = useLocation();
  return {
    locale: data?.locale ?? localeFromPath(pathname),
    theme: data?.theme ?? DEFAULT_THEME_DATA,
    isGuest: data?.isGuest ?? true,
    player: data?.player ?? null,
    hasSeenWelcome: data?.hasSeenWelcome ?? false,
    year: data?.year ?? new Date().getFullYear(),
    renderedAt: data?.renderedAt ?? Date.now(),
  };
}

/** Builds links in the current language: `to("/lobby")` → `/es/lobby` on Spanish pages. */
export function useLocalizedPath(): (path: string) => string {
  const { locale } = useSite();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}
