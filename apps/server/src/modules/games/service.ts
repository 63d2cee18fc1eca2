/**
 * The games catalogue and the home page (spec §3, §5, §7). Catalogues are built per restriction
 * group and language from the in-memory source (`source.ts`), checked by the §5 rules before they
 * are served or cached, and kept in memory per (group, language, revision) with the database table
 * `game_catalogue_cache` as the store every instance shares. A client may offer a catalogue for the
 * store, but it is kept only when it is exactly the server's own: no client writes shared data.
 *
 * Group keys: a visitor always gets the catalogue of their own group, whatever group the request
 * names (the spec's client asks for `public`); the answer's `groupKey` says which it is. The
 * cached-games calls name a group explicitly, so a group that is not the caller's reads as nothing
 * cached, and offering a catalogue for it is refused.
 */
import { isDeepStrictEqual } from "node:util";
import {
  APP_VERSION,
  type CachedGamesCatalogue,
  GAMES_ERROR,
  type GamePlayResponse,
  type GamesCatalogue,
  HOME_SECTIONS_NOT_BUILT,
  type HomeBannersResponse,
  type HomePageResponse,
  type LastWinner,
  type Locale,
  type PromotionCard,
  validateGamesPayload,
} from "@reelhouse/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { withTransaction } from "../../db/transaction.ts";
import type { Clock } from "../../lib/clock.ts";
import { AppError, notSignedIn } from "../../lib/errors.ts";
import { holdFor } from "../../lib/held-value.ts";
import { translator } from "../../lib/i18n.ts";
import { type Accounts, assertMayPlay } from "../accounts/service.ts";
import type { Cashier } from "../cashier/service.ts";
import type { Jackpots, RecentJackpot } from "../jackpots/service.ts";
import type { ProviderApi } from "../provider-api/service.ts";
import type { Restrictions } from "../restrictions/service.ts";
import { assertCurrencyOffered, playCurrency, type RecentWin, type Studio } from "../studio/service.ts";
import { buildCatalogue, toCachedCatalogue } from "./catalogue.ts";
import {
  DEMO_BANNERS,
  DEMO_COLLECTIONS,
  DEMO_GAME_OF_WEEK,
  DEMO_PROVIDERS,
  demoGames,
} from "./demo-catalogue.ts";
import { bannersOnShow, gameOfWeek, homeGames, toLastWinners } from "./home.ts";
import * as repo from "./repo.ts";
import { gamesRestrictedAt, type RestrictionGroup, restrictionGroup } from "./restriction-group.ts";
import { type CatalogueSource, SOURCE_TTL_MS, toSource } from "./source.ts";

/** The app version as the spec's `versionApp` writes it (`1_7_2`): the shape the cached value has. */
const VERSION_APP = APP_VERSION.replaceAll(".", "_");
const LAST_WINNERS_SHOWN = 10;
/** How long the last winners may lag behind the rounds. */
const LAST_WINNERS_TTL_MS = 5_000;

export interface GamesDeps {
  db: Db;
  clock: Clock;
  log: Pick<FastifyBaseLogger, "warn">;
  restrictions: Pick<Restrictions, "checkPlayerAccess" | "browsingAccess">;
  /** The mode a player plays in, which picks the currency. */
  accounts: Pick<Accounts, "standing">;
  studio: Pick<Studio, "recentWins">;
  /** The live pools for the ticker; jackpots won join the last winners. */
  jackpots: Pick<Jackpots, "ticker" | "recentWins">;
  cashier: Pick<Cashier, "appInit" | "availableSets">;
  /** Opens seamless providers' games with a fresh player token. */
  providers: Pick<ProviderApi, "launchUrl">;
}

/** Who asks: where the request comes from places them (geo rules), and the language to answer in. */
export interface Visitor {
  playerId: string | null;
  ip: string;
  locale: Locale;
  /** The brand of the site the visitor is on (a provider's rounds count in its races). */
  theme?: string;
}

/** A group's catalogue in one language, as built from one revision of the source. */
interface Build {
  catalogue: GamesCatalogue;
  cached: CachedGamesCatalogue;
  /**
   * Whether the shared store holds it, once the write has settled: never for a catalogue that
   * breaks a §5 rule (served as it is, never stored).
   */
  stored: Promise<boolean>;
  home?: Pick<HomePageResponse["payload"], "games" | "gameOfWeek">;
}

export function createGames({
  db,
  clock,
  log,
  restrictions,
  accounts,
  studio,
  jackpots,
  cashier,
  providers,
}: GamesDeps) {
  const sources = holdFor(SOURCE_TTL_MS, clock, async (now) =>
    toSource(await repo.loadCatalogueRows(db, now), now),
  );
  let builds = { revision: "", byKey: new Map<string, Build>() };
  let winners: { at: number; wins: Promise<[RecentWin[], RecentJackpot[]]> } | null = null;

  /** Which catalogue the visitor is shown; `play` checks the rules afresh before a game opens. */
  async function groupOf(ip: string, source: CatalogueSource): Promise<RestrictionGroup> {
    const access = await restrictions.browsingAccess(ip);
    return restrictionGroup(access.currencies, gamesRestrictedAt(access, source.offered));
  }

  /** The group's build from this revision; the first one is stored, unless `alreadyStored`. */
  function buildFor(source: CatalogueSource, group: RestrictionGroup, locale: Locale, alreadyStored = false) {
    if (builds.revision !== source.revision) builds = { revision: source.revision, byKey: new Map() };
    const { byKey } = builds;
    const key = `${group.key}:${locale}`;
    const existing = byKey.get(key);
    if (existing) return existing;
    const catalogue = buildCatalogue(source, group, locale);
    const cached = toCachedCatalogue(catalogue);
    const problems = [
      ...new Set([
        ...validateGamesPayload(catalogue, { cached: false }),
        ...validateGamesPayload(cached, { cached: true }),
      ]),
    ];
    if (problems.length > 0) log.warn({ problems, groupKey: group.key, locale }, GAMES_ERROR);
    const build: Build = { catalogue, cached, stored: Promise.resolve(problems.length === 0) };
    if (problems.length === 0 && !alreadyStored) {
      const row = {
        groupKey: group.key,
        locale,
        versionApp: VERSION_APP,
        revision: source.revision,
        value: cached,
      };
      build.stored = repo.saveCachedCatalogue(db, { ...row, builtAt: clock.now() }).then(
        () => true,
        (error: unknown) => {
          log.warn({ err: error, groupKey: group.key, locale }, "games catalogue not stored");
          // Built again, and stored, on the next request.
          if (byKey.get(key) === build) byKey.delete(key);
          return false;
        },
      );
    }
    byKey.set(key, build);
    return build;
  }

  /** The visitor's group and its build. */
  async function visitorBuild(visitor: Visitor) {
    const source = await sources.get();
    const group = await groupOf(visitor.ip, source);
    return { source, group, build: buildFor(source, group, visitor.locale) };
  }

  async function lastWinners(source: CatalogueSource): Promise<LastWinner[]> {
    const now = clock.now().getTime();
    if (!winners || now - winners.at >= LAST_WINNERS_TTL_MS) {
      const wins = Promise.all([
        studio.recentWins(LAST_WINNERS_SHOWN),
        jackpots.recentWins(LAST_WINNERS_SHOWN),
      ]);
      winners = { at: now, wins };
      // A failed read is not kept: the next home page asks again.
      wins.catch(() => {
        if (winners?.wins === wins) winners = null;
      });
    }
    const [bigWins, jackpotWins] = await winners.wins;
    return toLastWinners(bigWins, jackpotWins, source).slice(0, LAST_WINNERS_SHOWN);
  }

  async function favorites(playerId: string): Promise<number[]> {
    return repo.listFavoriteGameIds(db, playerId);
  }

  return {
    /** Spec §7 `/api/rest/games` and `/rest/get-game-filters/`: the visitor's own group's catalogue. */
    async catalogue(visitor: Visitor): Promise<GamesCatalogue> {
      const { build } = await visitorBuild(visitor);
      await build.stored;
      return build.catalogue;
    },

    /**
     * Spec §7 `get-cached-games`: the stored catalogue of `groupKey` when it is the caller's group
     * and the store holds the current revision of it; otherwise null, and the client fetches it.
     */
    async cachedCatalogue(visitor: Visitor, groupKey: string): Promise<CachedGamesCatalogue | null> {
      const source = await sources.get();
      const group = await groupOf(visitor.ip, source);
      if (group.key !== groupKey) return null;
      const held =
        builds.revision === source.revision ? builds.byKey.get(`${groupKey}:${visitor.locale}`) : undefined;
      if (held) return (await held.stored) ? held.cached : null;
      const row = await repo.findCachedCatalogue(db, groupKey, visitor.locale);
      if (row?.revision !== source.revision || row.versionApp !== VERSION_APP) return null;
      // Stored from this very revision, so building it again gives the same catalogue, without trusting the row.
      return buildFor(source, group, visitor.locale, true).cached;
    },

    /**
     * Spec §7 `cached-games`: a client offers a catalogue for its group's cache. Refused when it
     * breaks a §5 rule (each problem listed with its §8 message), when the group is not the
     * caller's, or when it is not exactly what the server builds for that group.
     */
    async storeCachedCatalogue(visitor: Visitor, groupKey: string, body: unknown): Promise<void> {
      const problems = validateGamesPayload(body, { cached: true });
      if (problems.length > 0) {
        throw new AppError(
          "VALIDATION_FAILED",
          { key: "gamesPayloadInvalid" },
          {
            reason: "GAMES_PAYLOAD_INVALID",
            fields: problems.map((message) => ({ path: `body.${message.split(" ")[0]}`, message })),
          },
        );
      }
      const { group, build } = await visitorBuild(visitor);
      if (group.key !== groupKey) {
        throw new AppError(
          "FORBIDDEN",
          { key: "restrictionGroupNotYours" },
          { reason: "RESTRICTION_GROUP_MISMATCH" },
        );
      }
      if (!isDeepStrictEqual(body, build.cached)) {
        throw new AppError("CONFLICT", { key: "gamesCatalogueMismatch" }, { reason: "CATALOGUE_MISMATCH" });
      }
      await build.stored;
    },

    /** Spec §7 `/rest/game/{slug}/play/`: where the game opens for the player, checked against the geo rules. */
    /**
     * The offered games' catalogue ids by their code at their provider (a house title's id): races
     * name the titles they count by code, as rounds do, and show them by catalogue id.
     */
    async catalogueIdsByCode(): Promise<ReadonlyMap<string, number>> {
      const source = await sources.get();
      return new Map(source.offered.map((game) => [game.externalCode, game.id]));
    },

    async play(playerId: string, slug: string, visitor: Visitor): Promise<GamePlayResponse["data"]> {
      const source = await sources.get();
      const game = source.offeredBySlug.get(slug);
      if (!game) throw new AppError("NOT_FOUND", { key: "gameNotFound" });
      const [access, standing] = await Promise.all([
        restrictions.checkPlayerAccess(visitor.ip, playerId),
        accounts.standing(playerId),
      ]);
      if (standing === undefined) throw notSignedIn();
      assertMayPlay(standing, clock.now());
      if (gamesRestrictedAt(access, [game]).length > 0) {
        throw new AppError("FORBIDDEN", { key: "gameRestricted" }, { reason: "GAME_RESTRICTED" });
      }
      const currency = playCurrency(standing.gameMode);
      assertCurrencyOffered(access, currency);
      if (!(currency === "coins" ? game.coinsEnabled : game.entriesEnabled)) {
        throw new AppError(
          "FORBIDDEN",
          { key: "gameCurrencyUnavailable" },
          { reason: "GAME_CURRENCY_UNAVAILABLE" },
        );
      }
      // Offered games belong to an active provider.
      const provider = source.providerById.get(game.providerId) as repo.ProviderRow;
      let url: string;
      if (provider.integration === "house") {
        url = `/studio/${game.externalCode}`;
      } else {
        if (!provider.launchUrl) throw new Error(`provider ${provider.slug} has no launch URL`);
        url = await providers.launchUrl({
          playerId,
          provider: { slug: provider.slug, launchUrl: provider.launchUrl },
          gameCode: game.externalCode,
          currency,
          locale: visitor.locale,
          ip: visitor.ip,
          ...(visitor.theme ? { theme: visitor.theme } : {}),
        });
      }
      return { gameId: game.id, slug: game.slug, provider: provider.slug, url };
    },

    favorites,

    /** Adds a favourite (again is fine) and answers them all; an unknown or withdrawn game is a 404. */
    async addFavorite(playerId: string, gameId: number): Promise<number[]> {
      const source = await sources.get();
      if (!source.offered.some((game) => game.id === gameId)) {
        throw new AppError("NOT_FOUND", { key: "gameNotFound" });
      }
      await repo.insertFavorite(db, playerId, gameId, clock.now());
      return favorites(playerId);
    },

    /** Removes a favourite (one that is not there is fine) and answers the rest. */
    async removeFavorite(playerId: string, gameId: number): Promise<number[]> {
      await repo.deleteFavorite(db, playerId, gameId);
      return favorites(playerId);
    },

    /** The games part of app init: the visitor's group key and favourites. */
    async appInit(visitor: Visitor) {
      const [group, favoriteGames] = await Promise.all([
        sources.get().then((source) => groupOf(visitor.ip, source)),
        visitor.playerId ? favorites(visitor.playerId) : Promise.resolve([]),
      ]);
      return { playerRestrictionIdsHash: group.key, favoriteGames };
    },

    /**
     * Spec §7 `/rest/page/home/`, with the player's promotion cards as the promotions module drew
     * them. Sections other modules will fill are empty, never missing.
     */
    async homePage(visitor: Visitor, brand: string, promotions: PromotionCard[]): Promise<HomePageResponse> {
      const { source, build } = await visitorBuild(visitor);
      build.home ??= {
        games: homeGames(build.catalogue, source),
        gameOfWeek: gameOfWeek(build.catalogue, source, visitor.locale),
      };
      const t = translator(visitor.locale);
      return {
        seo: {
          title: t("meta.title", { page: t("gamesApi.home.seoTitle"), brand }),
          description: t("gamesApi.home.seoDescription"),
        },
        payload: {
          ...build.home,
          jackpots: await jackpots.ticker(),
          banners: bannersOnShow(source.banners, {
            now: clock.now(),
            audience: visitor.playerId ? "player" : "guest",
            locale: visitor.locale,
          }),
          lastWinners: await lastWinners(source),
          promotions,
          packages: (await cashier.availableSets(visitor.playerId, visitor.locale)).packages,
          ...HOME_SECTIONS_NOT_BUILT,
        },
      };
    },

    /** Spec §7 `/rest/banners/home/`: the banners on show and the cashier's featured offer. */
    async homeBanners(visitor: Visitor): Promise<HomeBannersResponse> {
      const [source, offers] = await Promise.all([
        sources.get(),
        cashier.appInit(visitor.playerId, visitor.locale),
      ]);
      return {
        bannerPresetPackage: offers.bannerPresetPackage,
        banners: bannersOnShow(source.banners, {
          now: clock.now(),
          audience: visitor.playerId ? "player" : "guest",
          locale: visitor.locale,
        }),
      };
    },
  };
}

export type Games = ReturnType<typeof createGames>;

/**
 * Adds the demo catalogue's missing rows in one transaction. A collection gets its games only
 * when it is added, so games an operator took out of a collection stay out.
 */
export async function seedDemoCatalogue(db: Db, clock: Clock): Promise<number> {
  const now = clock.now();
  return withTransaction(db, async (tx) => {
    await repo.insertMissingProviders(
      tx,
      DEMO_PROVIDERS.map((provider) => ({ ...provider, createdAt: now })),
    );
    const providerIds = await repo.findProviderIds(tx);
    const games = demoGames(now);
    const added = await repo.insertMissingGames(
      tx,
      games.map(({ provider, ...game }, position) => ({
        ...game,
        providerId: providerIds.get(provider) as number,
        position,
        createdAt: now,
      })),
    );
    const gameIds = await repo.findGameIds(tx);
    const addedCollections = await repo.insertMissingCollections(
      tx,
      DEMO_COLLECTIONS.map(({ games: _, ...collection }, position) => ({
        ...collection,
        position,
        createdAt: now,
      })),
    );
    await repo.insertCollectionGames(
      tx,
      DEMO_COLLECTIONS.flatMap((collection) => {
        const collectionId = addedCollections.get(collection.slug);
        if (collectionId === undefined) return [];
        return collection.games(games).flatMap((slug, position) => {
          const gameId = gameIds.get(slug);
          return gameId === undefined ? [] : [{ collectionId, gameId, position }];
        });
      }),
    );
    await repo.insertMissingBanners(
      tx,
      DEMO_BANNERS.map((banner) => ({ ...banner, startsAt: null, endsAt: null, isActive: true })),
    );
    const weekGameId = gameIds.get(DEMO_GAME_OF_WEEK.slug);
    if (weekGameId !== undefined && !(await repo.hasGameOfWeek(tx))) {
      await repo.insertGameOfWeek(tx, {
        gameId: weekGameId,
        descriptions: DEMO_GAME_OF_WEEK.descriptions,
        // The week has started a day ago, so the demo shows it at once.
        startsAt: new Date(now.getTime() - 24 * 60 * 60 * 1000),
      });
    }
    return added;
  });
}
