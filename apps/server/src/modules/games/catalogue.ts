/**
 * The catalogue of one restriction group in one language (spec §3, §7): the games offered there
 * with whether each currency may be played, the providers and collections that have any of them,
 * and the lobby menu. It is the same for every player of the group; favourites come from app init.
 * A collection or provider with no game in the group is left out, so the lobby draws no empty row.
 */
import {
  type CachedGamesCatalogue,
  type Game,
  type GameCollection,
  type GameMenuItem,
  type GamesCatalogue,
  type Locale,
  rowsPerSlide,
} from "@reelhouse/contract";
import { translator } from "../../lib/i18n.ts";
import type { CollectionRow, GameRow, ProviderRow } from "./repo.ts";
import type { RestrictionGroup } from "./restriction-group.ts";
import type { LocalizedText } from "./schema.ts";
import type { CatalogueSource } from "./source.ts";

export const inLocale = (text: LocalizedText, locale: Locale): string => text[locale] || text.en;

/** Tile images, made at build for every catalogue game (webp, densities 1 and 2, spec §9). */
const gameImage = (slug: string) => ({
  img: `/images/games/${slug}.webp`,
  img2x: `/images/games/${slug}@2x.webp`,
});

export function buildCatalogue(
  source: CatalogueSource,
  group: RestrictionGroup,
  locale: Locale,
): GamesCatalogue {
  const restricted = new Set(group.restrictedGameIds);
  const shown = source.offered.filter((game) => !restricted.has(game.id));
  const shownIds = new Set(shown.map((game) => game.id));
  const newIds = new Set(source.newGameIds);

  const providerGamesIds: Record<string, number[]> = {};
  const providers: ProviderRow[] = [];
  for (const provider of source.providers) {
    const ids = shown.filter((game) => game.providerId === provider.id).map((game) => game.id);
    if (ids.length === 0) continue;
    providerGamesIds[provider.slug] = ids;
    providers.push(provider);
  }

  const issues: Record<string, GameCollection> = {};
  const issueGamesIds: Record<string, number[]> = {};
  const menuCollections: GameMenuItem[] = [];
  for (const { collection, gameIds } of source.activeCollections) {
    const ids = gameIds.filter((id) => shownIds.has(id));
    if (ids.length === 0) continue;
    issues[collection.slug] = toCollection(collection, locale);
    issueGamesIds[collection.slug] = ids;
    if (collection.showInMenu) {
      menuCollections.push({
        kind: "collection",
        slug: collection.slug,
        title: inLocale(collection.titles, locale),
      });
    }
  }

  const t = translator(locale);
  return {
    games: shown.map((game) => toGame(game, source, group, newIds.has(game.id))),
    providers: providers.map(({ id, slug, name, logo }) => ({ id, slug, name, logo })),
    issues,
    issueGamesIds,
    providerGamesIds,
    menu: [
      { kind: "all", slug: "all", title: t("gamesApi.menu.all") },
      { kind: "favorites", slug: "favorites", title: t("gamesApi.menu.favorites") },
      ...menuCollections,
      ...providers.map(
        (provider): GameMenuItem => ({ kind: "provider", slug: provider.slug, title: provider.name }),
      ),
    ],
    groupKey: group.key,
  };
}

/** The cached form (spec §7 cached games): games keyed by id. */
export function toCachedCatalogue(catalogue: GamesCatalogue): CachedGamesCatalogue {
  return { ...catalogue, games: Object.fromEntries(catalogue.games.map((game) => [String(game.id), game])) };
}

function toCollection(collection: CollectionRow, locale: Locale): GameCollection {
  return {
    slug: collection.slug,
    title: inLocale(collection.titles, locale),
    logo: collection.logo,
    bg_color: collection.bgColor,
    imageWeb: collection.imageWeb,
    imageMobile: collection.imageMobile,
    componentOption: {
      rowsPerSlide: collection.rowsPerSlide ?? rowsPerSlide(collection.slug),
      layout: collection.layout,
    },
  };
}

function toGame(game: GameRow, source: CatalogueSource, group: RestrictionGroup, isNew: boolean): Game {
  return {
    id: game.id,
    slug: game.slug,
    name: game.name,
    // Offered games belong to an active provider.
    provider: source.providerById.get(game.providerId)?.slug ?? "",
    ...gameImage(game.slug),
    logo: null,
    rtp: game.rtpBasisPoints / 100,
    volatility: game.volatility,
    hasBonusBuy: game.hasBonusBuy,
    hasJackpot: game.hasJackpot,
    isNew,
    isHot: game.isHot,
    currencies: {
      coins: game.coinsEnabled && group.currencies.coins,
      entries: game.entriesEnabled && group.currencies.entries,
    },
    isFavorite: false,
  };
}
