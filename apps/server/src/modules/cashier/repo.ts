/** The cashier's SQL. Every function takes the handle it is given. */
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cashierPackages } from "../../db/schema/index.ts";

export type PackageRow = typeof cashierPackages.$inferSelect;

export async function listActivePackages(db: Db): Promise<PackageRow[]> {
  return db
    .select()
    .from(cashierPackages)
    .where(eq(cashierPackages.isActive, true))
    .orderBy(asc(cashierPackages.sortOrder), asc(cashierPackages.id));
}

export async function findPackage(db: Db, id: number): Promise<PackageRow | undefined> {
  const [row] = await db.select().from(cashierPackages).where(eq(cashierPackages.id, id));
  return row;
}

/** Adds the packages whose ids are not taken yet; answers how many were added. */
export async function insertMissingPackages(
  db: Db,
  rows: (typeof cashierPackages.$inferInsert)[],
): Promise<number> {
  const added = await db.insert(cashierPackages).values(rows).onConflictDoNothing().returning();
  return added.length;
}
