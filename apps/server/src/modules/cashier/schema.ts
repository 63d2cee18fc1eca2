import type { CoinsMinor, EntriesMinor, UsdCents } from "@reelhouse/contract";
import { sql } from "drizzle-orm";
import { boolean, check, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { instant, minorUnits } from "../../db/columns.ts";

/**
 * The coin packages on sale (ADR 072). The operator keeps them here; a sold package's terms are
 * copied onto its payment, so changing a package never changes a purchase already made.
 */
export const cashierPackages = pgTable(
  "cashier_packages",
  {
    /** Numeric: the cash pages' retry route carries it as `presetId`. */
    id: integer("id").primaryKey(),
    /** The package's name per language (`{ "en": …, "es": … }`); English is the fallback. */
    titles: jsonb("titles").$type<Record<string, string>>().notNull(),
    /** US cents. */
    priceMinor: minorUnits("price_minor").$type<UsdCents>().notNull(),
    coins: minorUnits("coins").$type<CoinsMinor>().notNull(),
    entries: minorUnits("entries").$type<EntriesMinor>().notNull(),
    offerType: text("offer_type").notNull(),
    badge: text("badge"),
    /** Listed, in this order, by the cashier's popup (app init's `popupPresetPackages`). */
    popupOrder: integer("popup_order"),
    sortOrder: integer("sort_order").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    startsAt: instant("starts_at"),
    endsAt: instant("ends_at"),
  },
  (table) => [
    check(
      "cashier_packages_offer_type_check",
      sql`${table.offerType} in ('regular', 'first_purchase', 'promo', 'bundle', 'extra_wheel')`,
    ),
    check("cashier_packages_price_check", sql`${table.priceMinor} > 0`),
    check("cashier_packages_amounts_check", sql`${table.coins} >= 0 and ${table.entries} >= 0`),
  ],
);
