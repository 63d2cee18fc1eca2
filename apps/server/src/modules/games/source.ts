/**
 * The data every catalogue and home page is built from, held in memory and read again from the
 * database at most every `SOURCE_TTL_MS`, so serving the lobby costs no query for it. Its
 * `revision` is a digest of everything read (and of which games count as new): builds made from
 * one revision are reused until the revision changes, and the database cache rows carry it, so
 * every instance agrees on when a stored catalogue is stale.
 */
import { createHash } from "node:crypto";
import { APP_VERSION } from "@reelhouse/contract";
import type { CatalogueRows, CollectionRow, GameRow, ProviderRow } from "./repo.ts";

/** How long an operator's change may take to show on an instance. */
export const SOURCE_TTL_MS = 15_000;
/** A game is new for this long after its release. */
export const NEW_GAME_MS = 30 * 24 * 60 * 60 * 1000;

export interface CatalogueSource extends CatalogueRows {
  /** Active games of active providers, in catalogue order. */
  offered: GameRow[];
  offeredBySlug: ReadonlyMap<string, GameRow>;
  providerById: ReadonlyMap<number, ProviderRow>;
  /** Offered games released in the last 30 days, newest first. */
  newGameIds: readonly number[];
  /** Active collections in order, each with its offered games in order. */
  activeCollections: readonly { collection: CollectionRow; gameIds: readonly number[] }[];
  revision: string;
}

/**
 * Collections whose games follow a rule instead of a stored list: `newGames` holds the games
 * released in the last 30 days, newest first, so it never goes stale.
 */
const RULED_COLLECTIONS = new Set(["newGames"]);

export function toSource(rows: CatalogueRows, now: Date): CatalogueSource {
  const activeProviders = new Map(
    rows.providers.filter((provider) => provider.isActive).map((provider) => [provider.id, provider]),
  );
  const offered = rows.games.filter((game) => game.isActive && activeProviders.has(game.providerId));
  const newGameIds = offered
    .filter((game) => now.getTime() - game.releasedAt.getTime() < NEW_GAME_MS)
    .sort((a, b) => b.releasedAt.getTime() - a.releasedAt.getTime() || a.id - b.id)
    .map((game) => game.id);
  const revision = createHash("sha256")
    .update(JSON.stringify({ version: APP_VERSION, rows, newGameIds }))
    .digest("hex")
    .slice(0, 32);
  const offeredIds = new Set(offered.map((game) => game.id));
  const activeCollections = rows.collections
    .filter((collection) => collection.isActive)
    .map((collection) => ({
      collection,
      gameIds: RULED_COLLECTIONS.has(collection.slug)
        ? newGameIds
        : rows.collectionGames
            .filter((link) => link.collectionId === collection.id && offeredIds.has(link.gameId))
            .map((link) => link.gameId),
    }));
  return {
    ...rows,
    offered,
    activeCollections,
    offeredBySlug: new Map(offered.map((game) => [game.slug, game])),
    providerById: new Map(rows.providers.map((provider) => [provider.id, provider])),
    newGameIds,
    revision,
  };
}
