import { pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "../../db/columns.ts";

/**
 * Secrets the realtime module made for itself when none was configured (the token signing key), so
 * that every instance and every restart signs and checks tokens with the same one.
 */
export const realtimeSecrets = pgTable("realtime_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: instant("created_at").notNull(),
});
