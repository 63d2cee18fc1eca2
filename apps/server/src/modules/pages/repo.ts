import type { Locale } from "@reelhouse/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { pages } from "../../db/schema/index.ts";

export type PageRow = typeof pages.$inferSelect;

export async function findPage(db: Db, slug: string, locale: Locale): Promise<PageRow | undefined> {
  const rows = await db
    .select()
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.locale, locale)))
    .limit(1);
  return rows[0];
}

/** Inserts pages that are missing and leaves existing ones as an operator may have edited them. */
export async function insertMissingPages(db: Db, rows: PageRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db.insert(pages).values(rows).onConflictDoNothing().returning({ slug: pages.slug });
  return inserted.length;
}
