/** Games of a small catalogue, and a page rendered with the root's data, for the games feature's tests. */
import type { GameMode, Locale } from "@reelhouse/contract";
import type { Game, GamesCatalogue } from "@reelhouse/contract/games";
import type { ComponentType } from "react";
import { DEFAULT_THEME_DATA } from "~/lib/theme/default-theme.ts";
import { renderWithProviders } from "~/test/render.tsx";
import { type Catalogue, toCachedCatalogue } from "./catalogue.ts";

export function game(changes: Partial<Game> = {}): Game {
  const slug = changes.slug ?? "gold-rush-express";
  return {
    id: 7,
    slug,
    name: "Gold Rush Express",
    provider: "reelhouse",
    img: `/images/games/${slug}.webp`,
    img2x: `/images/games/${slug}@2x.webp`,
    logo: null,
    rtp: 96.53,
    volatility: "high",
    hasBonusBuy: true,
    hasJackpot: false,
    isNew: true,
    isHot: false,
    currencies: { coins: true, entries: true },
    isFavorite: false,
    ...changes,
  };
}

export const GOLD_RUSH = game();
export const REEF_HUNTER = game({
  id: 12,
  slug: "reef-hunter",
  name: "Reef Hunter",
  provider: "sandbox",
  rtp: 95.8,
  volatility: "very-high",
  hasBonusBuy: false,
  hasJackpot: true,
  isNew: false,
  isHot: true,
});
export const LUCKY_LANTERNS = game({
  id: 3,
  slug: "lucky-lanterns",
  name: "Lucky Lanterns",
  volatility: "low",
});

/** The catalogue as `/api/rest/games` and the filters send it. */
export function directCatalogue(changes: Partial<GamesCatalogue> = {}): GamesCatalogue {
  return {
    games: [GOLD_RUSH, REEF_HUNTER, LUCKY_LANTERNS],
    providers: [
      { id: 1, slug: "reelhouse", name: "Reelhouse Originals", logo: null },
      { id: 2, slug: "sandbox", name: "Sandbox Studios", logo: null },
    ],
    issues: {
      popularGames: {
        slug: "popularGames",
        title: "Popular games",
        logo: null,
        bg_color: null,
        imageWeb: null,
        imageMobile: null,
        componentOption: { rowsPerSlide: 3, layout: "row" },
      },
    },
    issueGamesIds: { popularGames: [12, 7], allGames: [7, 12, 3] },
    providerGamesIds: { reelhouse: [7, 3], sandbox: [12] },
    menu: [
      { kind: "all", slug: "all", title: "All games" },
      { kind: "collection", slug: "popularGames", title: "Popular games" },
    ],
    groupKey: "public",
    ...changes,
  };
}

export const CATALOGUE: Catalogue = toCachedCatalogue(directCatalogue());

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

export interface SiteOptions {
  url?: string;
  locale?: Locale;
  /** A signed-in player in this mode; a guest when omitted. */
  gameMode?: GameMode;
}

const STORMRUSH = { ...DEFAULT_THEME_DATA, id: "stormrush", displayName: "Stormrush" } as const;

/** `Page` at `url` on Stormrush (a theme with a lobby page); `data` is what the page's own loader answers. */
export function renderPage(
  Page: ComponentType,
  { url = "/lobby", locale = "en", gameMode }: SiteOptions = {},
  data: unknown = null,
) {
  const pathname = new URL(url, "http://site.invalid").pathname;
  return renderWithProviders([{ path: pathname, Component: Page, loader: () => data }], {
    url,
    locale,
    theme: STORMRUSH,
    player: gameMode
      ? {
          id: "p1",
          email: "amy@example.com",
          firstName: null,
          emailConfirmed: true,
          gameMode,
          balance: { coins: 1_000_000, entries: 2_500 },
        }
      : undefined,
  });
}
