/**
 * The catalogue a fresh installation with demo data starts with: the house studio's titles, the
 * spec's collections (§3) with their games, home banners and a game of the week. Game facts (RTP,
 * volatility, bonus buy, jackpots) come from the games package, so the lobby shows what the games
 * really do. Operators edit all of it afterwards.
 *
 * Only real games: the development provider `sandbox`'s pages are test pages for the provider
 * simulator and the tests (ADR 105), so they are in no list a player sees. A collection the house
 * titles cannot honestly fill (fishing games) is left out rather than filled with others.
 */

import type { CollectionSlug } from "@reelhouse/contract";
import { TITLES } from "@reelhouse/games";
import type { BannerRow } from "./repo.ts";
import type { LocalizedText } from "./schema.ts";

export const HOUSE_PROVIDER = "reelhouse";
const DAY_MS = 24 * 60 * 60 * 1000;

export const DEMO_PROVIDERS = [
  { slug: HOUSE_PROVIDER, name: "Reelhouse", integration: "house", launchUrl: null, position: 0 },
] as const;

/** How long ago each game came out: the newest ones fill the `newGames` row. */
const RELEASED_DAYS_AGO: Record<string, number> = {
  "lucky-lanterns": 400,
  "midnight-fruits": 380,
  "viking-voyage": 300,
  "savanna-sunrise": 240,
  "sunken-fortune": 180,
  "dragons-hoard": 26,
  "gold-rush-express": 12,
  "cosmic-scratch": 4,
  "star-quarry": 3,
  "storm-forge": 2,
  "sugar-storm": 1,
  "potion-parlour": 0,
};

const HOT = new Set(["gold-rush-express", "viking-voyage", "dragons-hoard", "sunken-fortune"]);

export interface DemoGame {
  slug: string;
  provider: string;
  externalCode: string;
  name: string;
  rtpBasisPoints: number;
  volatility: "low" | "medium" | "high" | "very-high";
  hasBonusBuy: boolean;
  hasJackpot: boolean;
  isHot: boolean;
  releasedAt: Date;
}

const toBasisPoints = (fraction: number) => Math.round(fraction * 10_000);

export function demoGames(now: Date): DemoGame[] {
  const released = (slug: string) => new Date(now.getTime() - (RELEASED_DAYS_AGO[slug] ?? 365) * DAY_MS);
  return TITLES.map(({ info }) => ({
    slug: info.id,
    provider: HOUSE_PROVIDER,
    externalCode: info.id,
    name: info.name,
    rtpBasisPoints: toBasisPoints(info.rtp),
    volatility: info.volatility,
    hasBonusBuy: info.bonusBuy !== null,
    hasJackpot: info.holdAndWin !== null,
    isHot: HOT.has(info.id),
    releasedAt: released(info.id),
  }));
}

export interface DemoCollection {
  slug: CollectionSlug;
  titles: LocalizedText;
  bgColor: string;
  layout: "row" | "featured";
  showOnHome: boolean;
  /** Slugs in order; none for `newGames`, whose games follow their release dates. */
  games: (all: readonly DemoGame[]) => string[];
}

const slugsOf = (games: readonly DemoGame[]) => games.map((game) => game.slug);

/** The spec's game lists (§3), in the order the home shows them. */
export const DEMO_COLLECTIONS: readonly DemoCollection[] = [
  {
    slug: "featuredGames",
    titles: { en: "Featured", es: "Destacados" },
    bgColor: "#3c096c",
    layout: "featured",
    showOnHome: true,
    games: () => [
      "gold-rush-express",
      "lucky-lanterns",
      "sunken-fortune",
      "dragons-hoard",
      "viking-voyage",
      "savanna-sunrise",
    ],
  },
  {
    slug: "popularGames",
    titles: { en: "Popular games", es: "Juegos populares" },
    bgColor: "#9d0208",
    layout: "row",
    showOnHome: true,
    games: () => [
      "lucky-lanterns",
      "savanna-sunrise",
      "dragons-hoard",
      "midnight-fruits",
      "gold-rush-express",
      "sunken-fortune",
      "viking-voyage",
      "cosmic-scratch",
    ],
  },
  {
    slug: "newGames",
    titles: { en: "New games", es: "Juegos nuevos" },
    bgColor: "#0077b6",
    layout: "row",
    showOnHome: true,
    games: () => [],
  },
  {
    // Two titles: the home's jackpot ticker and banner show them; the row is in the menu.
    slug: "jackpot",
    titles: { en: "Jackpots", es: "Botes" },
    bgColor: "#b8860b",
    layout: "row",
    showOnHome: false,
    games: (all) => slugsOf(all.filter((game) => game.hasJackpot)),
  },
  {
    slug: "hotGames",
    titles: { en: "Hot right now", es: "En racha" },
    bgColor: "#e85d04",
    layout: "row",
    showOnHome: true,
    games: (all) => slugsOf(all.filter((game) => game.isHot)),
  },
  {
    slug: "bonusBuyGames",
    titles: { en: "Bonus buy", es: "Compra de bono" },
    bgColor: "#5a189a",
    layout: "row",
    showOnHome: true,
    games: (all) => slugsOf(all.filter((game) => game.hasBonusBuy)),
  },
  {
    slug: "intoTheWild",
    titles: { en: "Into the wild", es: "A lo salvaje" },
    bgColor: "#1b4332",
    layout: "row",
    showOnHome: true,
    games: () => ["savanna-sunrise", "dragons-hoard", "viking-voyage", "sunken-fortune"],
  },
  {
    // The same games as the jackpots row; listed in the menu, not repeated on the home.
    slug: "holdNLink",
    titles: { en: "Hold & Link", es: "Retén y gana" },
    bgColor: "#6a040f",
    layout: "row",
    showOnHome: false,
    games: (all) => slugsOf(all.filter((game) => game.hasJackpot)),
  },
  {
    slug: "recommend",
    titles: { en: "Recommended for you", es: "Recomendados para ti" },
    bgColor: "#2b2d42",
    layout: "row",
    showOnHome: true,
    games: () => [
      "midnight-fruits",
      "cosmic-scratch",
      "lucky-lanterns",
      "viking-voyage",
      "sunken-fortune",
      "savanna-sunrise",
    ],
  },
  {
    slug: "missedItGames",
    titles: { en: "You missed these", es: "Te los perdiste" },
    bgColor: "#343a40",
    layout: "row",
    showOnHome: true,
    games: () => ["midnight-fruits", "cosmic-scratch", "savanna-sunrise", "lucky-lanterns", "sunken-fortune"],
  },
];

const text = (en: string, es: string): LocalizedText => ({ en, es });

/**
 * Promo banners slide; the two static ones stand beside the slider on wide screens (spec §9). Their
 * art is the house's (`/art/banners/…`, drawn in each brand's colours) and, with no colour of their
 * own, they take the brand's.
 */
export const DEMO_BANNERS: readonly Omit<BannerRow, "startsAt" | "endsAt" | "isActive">[] = [
  {
    id: "welcome",
    kind: "promo",
    titles: text("Welcome bonus: free coins", "Bono de bienvenida: monedas gratis"),
    subtitles: text("Sign up in a minute and start playing.", "Regístrate en un minuto y empieza a jugar."),
    ctas: text("Sign up", "Regístrate"),
    link: "/signup",
    imageWeb: "/art/banners/welcome.svg",
    imageMobile: "/art/banners/welcome.narrow.svg",
    bgColor: null,
    audience: "guest",
    position: 0,
  },
  {
    id: "first-purchase",
    kind: "promo",
    titles: text("More coins in your first package", "Más monedas en tu primer paquete"),
    subtitles: text("Free entries come with every package.", "Las entradas gratis vienen con cada paquete."),
    ctas: text("Buy coins", "Comprar monedas"),
    link: "/cash/deposit-by-money/",
    imageWeb: "/art/banners/coins.svg",
    imageMobile: "/art/banners/coins.narrow.svg",
    bgColor: null,
    audience: "player",
    position: 1,
  },
  {
    id: "jackpots",
    kind: "promo",
    titles: text("Hold & win jackpots", "Botes de hold & win"),
    subtitles: text(
      "Fill the grid with cash symbols and go for the grand.",
      "Llena la cuadrícula de símbolos de dinero y ve a por el gran bote.",
    ),
    ctas: text("Play now", "Jugar ahora"),
    link: "/lobby?category=jackpot",
    imageWeb: "/art/banners/jackpot.svg",
    imageMobile: "/art/banners/jackpot.narrow.svg",
    bgColor: null,
    audience: "all",
    position: 2,
  },
  {
    id: "promotions",
    kind: "promo",
    titles: text("Daily rewards and promotions", "Recompensas diarias y promociones"),
    subtitles: text("Something new to claim every day.", "Algo nuevo que reclamar cada día."),
    ctas: text("See promotions", "Ver promociones"),
    link: "/promotions",
    imageWeb: "/art/banners/wheel.svg",
    imageMobile: "/art/banners/wheel.narrow.svg",
    bgColor: null,
    audience: "all",
    position: 3,
  },
  {
    id: "new-games",
    kind: "static",
    titles: text("New this month", "Novedades del mes"),
    subtitles: null,
    ctas: text("Explore", "Explorar"),
    link: "/lobby?category=newGames",
    imageWeb: "/art/banners/slots.svg",
    imageMobile: "/art/banners/slots.narrow.svg",
    bgColor: null,
    audience: "all",
    position: 4,
  },
  {
    id: "bonus-buy",
    kind: "static",
    titles: text("Straight to the bonus", "Directo al bono"),
    subtitles: null,
    ctas: text("Buy a bonus", "Compra un bono"),
    link: "/lobby?category=bonusBuyGames",
    imageWeb: "/art/banners/ticket.svg",
    imageMobile: "/art/banners/ticket.narrow.svg",
    bgColor: null,
    audience: "all",
    position: 5,
  },
];

export const DEMO_GAME_OF_WEEK = {
  slug: "gold-rush-express",
  descriptions: text(
    "All aboard: 243 ways to win under a hold-and-win feature with four jackpots, and a bonus buy straight into the respins.",
    "Todos a bordo: 243 formas de ganar, un juego de hold-and-win con cuatro botes y una compra de bono directa a los respins.",
  ),
};
