/** The games module's SQL. Every function takes the handle it is given. */
import { and, asc, desc, eq, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  gameCatalogueCache,
  gameCollectionGames,
  gameCollections,
  gameOfWeek,
  gameProviders,
  games,
  homeBanners,
  playerFavoriteGames,
} from "../../db/schema/index.ts";

export type ProviderRow = typeof gameProviders.$inferSelect;
export type GameRow = typeof games.$inferSelect;
export type CollectionRow = typeof gameCollections.$inferSelect;
export type CollectionGameRow = typeof gameCollectionGames.$inferSelect;
export type GameOfWeekRow = typeof gameOfWeek.$inferSelect;
export type BannerRow = typeof homeBanners.$inferSelect;
export type CacheRow = typeof gameCatalogueCache.$inferSelect;

/** Everything the catalogue and the home page are built from, inactive rows included. */
export interface CatalogueRows {
  providers: ProviderRow[];
  games: GameRow[];
  collections: CollectionRow[];
  collectionGames: CollectionGameRow[];
  gameOfWeek: GameOfWeekRow | null;
  banners: BannerRow[];
}

export async function loadCatalogueRows(db: Db, now: Date): Promise<CatalogueRows> {
  const [providerRows, gameRows, collectionRows, collectionGameRows, weekRows, bannerRows] =
    await Promise.all([
      db.select().from(gameProviders).orderBy(asc(gameProviders.position), asc(gameProviders.id)),
      db.select().from(games).orderBy(asc(games.position), asc(games.id)),
      db.select().from(gameCollections).orderBy(asc(gameCollections.position), asc(gameCollections.id)),
      db
        .select()
        .from(gameCollectionGames)
        .orderBy(
          asc(gameCollectionGames.collectionId),
          asc(gameCollectionGames.position),
          asc(gameCollectionGames.gameId),
        ),
      db
        .select()
        .from(gameOfWeek)
        .where(lte(gameOfWeek.startsAt, now))
        .orderBy(desc(gameOfWeek.startsAt), desc(gameOfWeek.id))
        .limit(1),
      db
        .select()
        .from(homeBanners)
        .where(eq(homeBanners.isActive, true))
        .orderBy(asc(homeBanners.position), asc(homeBanners.id)),
    ]);
  return {
    providers: providerRows,
    games: gameRows,
    collections: collectionRows,
    collectionGames: collectionGameRows,
    gameOfWeek: weekRows[0] ?? null,
    banners: bannerRows,
  };
}

/** The player's favourite games that are still offered, oldest first. */
export async function listFavoriteGameIds(db: Db, playerId: string): Promise<number[]> {
  const rows = await db
    .select({ gameId: playerFavoriteGames.gameId })
    .from(playerFavoriteGames)
    .innerJoin(games, eq(games.id, playerFavoriteGames.gameId))
    .where(and(eq(playerFavoriteGames.playerId, playerId), eq(games.isActive, true)))
    .orderBy(asc(playerFavoriteGames.createdAt), asc(playerFavoriteGames.gameId));
  return rows.map((row) => row.gameId);
}

export async function insertFavorite(db: Db, playerId: string, gameId: number, at: Date): Promise<void> {
  await db.insert(playerFavoriteGames).values({ playerId, gameId, createdAt: at }).onConflictDoNothing();
}

export async function deleteFavorite(db: Db, playerId: string, gameId: number): Promise<void> {
  await db
    .delete(playerFavoriteGames)
    .where(and(eq(playerFavoriteGames.playerId, playerId), eq(playerFavoriteGames.gameId, gameId)));
}

export async function findCachedCatalogue(
  db: Db,
  groupKey: string,
  locale: string,
): Promise<CacheRow | undefined> {
  const [row] = await db
    .select()
    .from(gameCatalogueCache)
    .where(and(eq(gameCatalogueCache.groupKey, groupKey), eq(gameCatalogueCache.locale, locale)));
  return row;
}

/** Stores a group's catalogue; a row already holding this revision is left as it is (no write). */
export async function saveCachedCatalogue(db: Db, row: CacheRow): Promise<void> {
  await db
    .insert(gameCatalogueCache)
    .values(row)
    .onConflictDoUpdate({
      target: [gameCatalogueCache.groupKey, gameCatalogueCache.locale],
      set: {
        versionApp: row.versionApp,
        revision: row.revision,
        value: row.value,
        builtAt: row.builtAt,
      },
      setWhere: sql`${gameCatalogueCache.revision} <> excluded.revision or ${gameCatalogueCache.versionApp} <> excluded.version_app`,
    });
}

// The demo catalogue's writes: each adds what is missing and leaves what an operator may have edited.

export async function insertMissingProviders(
  db: Db,
  rows: (typeof gameProviders.$inferInsert)[],
): Promise<void> {
  await db.insert(gameProviders).values(rows).onConflictDoNothing();
}

export async function findProviderIds(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ id: gameProviders.id, slug: gameProviders.slug }).from(gameProviders);
  return new Map(rows.map((row) => [row.slug, row.id]));
}

export async function insertMissingGames(db: Db, rows: (typeof games.$inferInsert)[]): Promise<number> {
  const inserted = await db.insert(games).values(rows).onConflictDoNothing().returning({ id: games.id });
  return inserted.length;
}

export async function findGameIds(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ id: games.id, slug: games.slug }).from(games);
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** Adds the collections that are missing and answers the ones it added, by slug. */
export async function insertMissingCollections(
  db: Db,
  rows: (typeof gameCollections.$inferInsert)[],
): Promise<Map<string, number>> {
  const inserted = await db
    .insert(gameCollections)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: gameCollections.id, slug: gameCollections.slug });
  return new Map(inserted.map((row) => [row.slug, row.id]));
}

export async function insertCollectionGames(db: Db, rows: CollectionGameRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(gameCollectionGames).values(rows).onConflictDoNothing();
}

export async function insertMissingBanners(db: Db, rows: BannerRow[]): Promise<void> {
  await db.insert(homeBanners).values(rows).onConflictDoNothing();
}

export async function hasGameOfWeek(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: gameOfWeek.id }).from(gameOfWeek).limit(1);
  return row !== undefined;
}

export async function insertGameOfWeek(db: Db, row: typeof gameOfWeek.$inferInsert): Promise<void> {
  await db.insert(gameOfWeek).values(row);
}
