import { sql } from "drizzle-orm";
import { check, date, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** Editorial pages shown at /page/{name} (terms, privacy, sweepstakes rules …), one row per locale. */
export const pages = pgTable(
  "pages",
  {
    slug: text("slug").notNull(),
    locale: text("locale").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    sections: jsonb("sections").$type<{ heading: string; body: string }[]>().notNull(),
    /** The date the page shows as its effective date; null shows the current terms version's date. */
    effectiveOn: date("effective_on", { mode: "string" }),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.slug, table.locale] }),
    check("pages_locale_check", sql`${table.locale} in ('en', 'es')`),
  ],
);
