/**
 * The promotions engine's table: each theme's settings of each promotion (on or off, amounts,
 * schedules, odds) as data, so an operator can change them without a release. Rows are validated
 * against the promotion's schema when read (settings.ts); the demo installation seeds them.
 */
import { sql } from "drizzle-orm";
import { boolean, check, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { instant } from "../../db/columns.ts";

export const promotionSettings = pgTable(
  "promotion_settings",
  {
    theme: text("theme").notNull(),
    promotion: text("promotion").notNull(),
    isActive: boolean("is_active").notNull(),
    config: jsonb("config").notNull(),
    updatedAt: instant("updated_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.theme, table.promotion] }),
    check(
      "promotion_settings_promotion_check",
      sql`${table.promotion} in ('dailyLogin', 'dailyWheel', 'depositStreak', 'cashback', 'scratchCards', 'referral')`,
    ),
  ],
);
