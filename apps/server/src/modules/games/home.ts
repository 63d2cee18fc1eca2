/**
 * The home page's parts (spec §3 home page payload) made from a group's catalogue: the collection
 * rows the home shows, the jackpot ticker, the game of the week, the banners on show and the
 * last winners. Pure: the service decides what is cached and for how long.
 */
import type {
  Banner,
  GamesCatalogue,
  HomePageResponse,
  JackpotTickerItem,
  LastWinner,
  Locale,
} from "@reelhouse/contract";
import { findTitle, unitsToMinor } from "@reelhouse/games";
import type { RecentWin } from "../studio/service.ts";
import { inLocale } from "./catalogue.ts";
import type { BannerRow } from "./repo.ts";
import type { CatalogueSource } from "./source.ts";

type HomePayload = HomePageResponse["payload"];

/** The rows of the home, in order: collections shown on the home that have games in the group. */
export function homeGames(catalogue: GamesCatalogue, source: CatalogueSource): HomePayload["games"] {
  const issues: HomePayload["games"]["issues"] = {};
  const collections: string[] = [];
  for (const { collection } of source.activeCollections) {
    const issue = catalogue.issues[collection.slug];
    const games = catalogue.issueGamesIds[collection.slug];
    if (!collection.showOnHome || !issue || !games) continue;
    issues[collection.slug] = { ...issue, games };
    collections.push(collection.slug);
  }
  return { issues, collections };
}

/**
 * The ticker: for every jackpot game of the group that is a house title, its top tier (grand) at
 * the highest bet in each currency, as the title's hold-and-win pays it.
 */
export function jackpotTicker(catalogue: GamesCatalogue, source: CatalogueSource): JackpotTickerItem[] {
  return catalogue.games.flatMap((game): JackpotTickerItem[] => {
    if (!game.hasJackpot) return [];
    const row = source.offeredBySlug.get(game.slug);
    const provider = row && source.providerById.get(row.providerId);
    const info = row && provider?.integration === "house" ? findTitle(row.externalCode)?.info : undefined;
    if (!info?.holdAndWin) return [];
    const grand = info.holdAndWin.jackpots.grand;
    const atTopBet = (levels: readonly number[]) =>
      unitsToMinor(grand, Math.max(...levels), info.unitsPerBet);
    return [
      {
        gameId: game.id,
        slug: game.slug,
        gameName: game.name,
        tier: "grand",
        coins: atTopBet(info.betLevels.coins),
        entries: atTopBet(info.betLevels.entries),
      },
    ];
  });
}

/** The game of the week, when the group may see it. */
export function gameOfWeek(
  catalogue: GamesCatalogue,
  source: CatalogueSource,
  locale: Locale,
): HomePayload["gameOfWeek"] {
  const week = source.gameOfWeek;
  const game = week && catalogue.games.find((candidate) => candidate.id === week.gameId);
  if (!week || !game) return null;
  return { gameId: game.id, slug: game.slug, description: inLocale(week.descriptions, locale) };
}

export type BannerAudience = "guest" | "player";

/** The banners on show now to this audience, in order, in the visitor's language. */
export function bannersOnShow(
  rows: readonly BannerRow[],
  { now, audience, locale }: { now: Date; audience: BannerAudience; locale: Locale },
): Banner[] {
  return rows
    .filter(
      (row) =>
        (row.audience === "all" || row.audience === audience) &&
        (!row.startsAt || row.startsAt <= now) &&
        (!row.endsAt || now < row.endsAt),
    )
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      title: inLocale(row.titles, locale),
      subtitle: row.subtitles ? inLocale(row.subtitles, locale) : null,
      cta: row.ctas ? inLocale(row.ctas, locale) : null,
      link: row.link,
      imageWeb: row.imageWeb,
      imageMobile: row.imageMobile,
      bg_color: row.bgColor,
    }));
}

export function toLastWinners(wins: readonly RecentWin[], source: CatalogueSource): LastWinner[] {
  const houseGames = new Map(
    source.offered
      .filter((game) => source.providerById.get(game.providerId)?.integration === "house")
      .map((game) => [game.externalCode, game]),
  );
  return wins.flatMap((win): LastWinner[] => {
    const game = houseGames.get(win.titleId);
    if (!game) return [];
    return [
      {
        id: win.roundId,
        playerName: win.playerName,
        gameId: game.id,
        slug: game.slug,
        gameName: game.name,
        currency: win.currency,
        amount: win.win,
        multiplier: Math.round((win.win / win.bet) * 100) / 100,
        at: win.completedAt.toISOString(),
      },
    ];
  });
}
