import { bigint, date, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { instant, minorUnits } from "../../db/columns.ts";
import { players } from "../accounts/schema.ts";

/**
 * One row per mail-in code issued to a player; the credit's columns are filled once, when an
 * operator enters the card that carried it.
 */
export const mailInCodes = pgTable(
  "mail_in_codes",
  {
    /** The code's eight characters without the `RH-` prefix or dashes (`7K3Q9MZD`). */
    code: text("code").primaryKey(),
    playerId: text("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    /** Where the code was asked for: the brand, language and site the credit's email speaks from. */
    themeId: text("theme_id").notNull(),
    locale: text("locale").notNull(),
    origin: text("origin").notNull(),
    issuedAt: instant("issued_at").notNull(),
    expiresAt: instant("expires_at").notNull(),
    creditedAt: instant("credited_at"),
    postmarkedOn: date("postmarked_on", { mode: "string" }),
    cardName: text("card_name"),
    cardAddress: text("card_address"),
    creditedBy: text("credited_by"),
    entries: minorUnits("entries"),
    transactionId: bigint("transaction_id", { mode: "number" }),
  },
  (table) => [
    index("mail_in_codes_player_idx").on(table.playerId, table.issuedAt),
    // One credited request per player and postmark day, held by the database under concurrency.
    uniqueIndex("mail_in_codes_player_postmark_uq").on(table.playerId, table.postmarkedOn),
  ],
);
