import type { CoinsMinor, EntriesMinor, UsdCents } from "@reelhouse/contract";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { instant, minorUnits } from "../../db/columns.ts";
import { players } from "../accounts/schema.ts";

/**
 * A purchase of a coin package through a payment provider (ADR 073): what was bought, at what
 * price, and where its payment stands. Coins and entries are credited once, when it completes.
 */
export const payments = pgTable(
  "payments",
  {
    id: text("id").primaryKey(),
    playerId: text("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "restrict" }),
    /** The `Idempotency-Key` the purchase was created with, unique per player. */
    idempotencyKey: text("idempotency_key").notNull(),
    requestDigest: text("request_digest").notNull(),
    packageId: text("package_id").notNull(),
    /** How the package was offered (`first_purchase`, …) and the payment method chosen. */
    offerType: text("offer_type").notNull().default("regular"),
    methodId: integer("method_id").notNull().default(1),
    /** US cents. */
    priceMinor: minorUnits("price_minor").$type<UsdCents>().notNull(),
    coins: minorUnits("coins").$type<CoinsMinor>().notNull(),
    entries: minorUnits("entries").$type<EntriesMinor>().notNull(),
    provider: text("provider").notNull(),
    providerPaymentId: text("provider_payment_id"),
    status: text("status").notNull(),
    failureCode: text("failure_code"),
    /** The provider's page where the player pays, stored so a replayed purchase gets the same one. */
    checkoutUrl: text("checkout_url"),
    createdAt: instant("created_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
    completedAt: instant("completed_at"),
  },
  (table) => [
    uniqueIndex("payments_player_key_unique").on(table.playerId, table.idempotencyKey),
    uniqueIndex("payments_provider_ref_unique").on(table.provider, table.providerPaymentId),
    index("payments_player_idx").on(table.playerId, table.createdAt),
    check(
      "payments_status_check",
      sql`${table.status} in ('created', 'pending', 'completed', 'failed', 'refunded')`,
    ),
    check("payments_price_check", sql`${table.priceMinor} > 0`),
  ],
);

/** Every provider notification once: a redelivered webhook is recognised by its event id. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    paymentId: text("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    type: text("type").notNull(),
    receivedAt: instant("received_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);
