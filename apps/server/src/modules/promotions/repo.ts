/** Queries on the promotions engine's own table; each takes the handle it is given. */
import type { Db } from "../../db/client.ts";
import { promotionSettings } from "./schema.ts";

export type SettingsRow = typeof promotionSettings.$inferSelect;

export function listSettings(db: Db): Promise<SettingsRow[]> {
  return db.select().from(promotionSettings);
}

/** Inserts the rows whose theme and promotion have none yet; answers how many it inserted. */
export async function insertMissingSettings(db: Db, rows: SettingsRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(promotionSettings)
    .values(rows)
    .onConflictDoNothing()
    .returning({ theme: promotionSettings.theme });
  return inserted.length;
}
