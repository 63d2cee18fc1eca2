/**
 * The home page's parts (spec §3 home page payload) made from a group's catalogue: the collection
 * rows the home shows, the game of the week, the banners on show and the last winners (big wins
 * and jackpots). Pure: the service decides what is cached and for how long. The jackpot ticker's
 * pools are the jackpots module's.
 */
import type { Banner, GamesCatalogue, HomePageResponse, LastWinner, Locale } from "@reelhouse/contract";
import type { RecentJackpot } from "../jackpots/service.ts";
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

/**
 * The last winners: big wins and jackpots of house games together, newest first. A jackpot's
 * multiplier is its amount over the stake that won it.
 */
export function toLastWinners(
  wins: readonly RecentWin[],
  jackpots: readonly RecentJackpot[],
  source: CatalogueSource,
): LastWinner[] {
  const houseGames = new Map(
    source.offered
      .filter((game) => source.providerById.get(game.providerId)?.integration === "house")
      .map((game) => [game.externalCode, game]),
  );
  const all = [
    ...wins.map((win) => ({ ...win, id: win.roundId, at: win.completedAt, stake: win.bet, jackpot: null })),
    ...jackpots.map((win) => ({ ...win, id: `jackpot:${win.roundId}`, at: win.wonAt, jackpot: win.tier })),
  ].sort((a, b) => b.at.getTime() - a.at.getTime());
  return all.flatMap((win): LastWinner[] => {
    const game = houseGames.get(win.titleId);
    if (!game) return [];
    return [
      {
        id: win.id,
        playerName: win.playerName,
        gameId: game.id,
        slug: game.slug,
        gameName: game.name,
        currency: win.currency,
        amount: win.win,
        multiplier: Math.round((win.win / win.stake) * 100) / 100,
        jackpot: win.jackpot,
        at: win.at.toISOString(),
      },
    ];
  });
}
