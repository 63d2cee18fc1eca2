import type { CoinsMinor, EntriesMinor, UsdCents } from "@reelhouse/contract";
import { sql } from "drizzle-orm";
import { check, index, integer, json, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { instant, minorUnits } from "../../db/columns.ts";
import { players } from "../accounts/schema.ts";
import type { PaymentView } from "./service.ts";

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
    /** What is credited at completion: the offer's coins, or `coins_without_offer` when it no longer stands. */
    coins: minorUnits("coins").$type<CoinsMinor>().notNull(),
    entries: minorUnits("entries").$type<EntriesMinor>().notNull(),
    /**
     * For a first-purchase offer: the coins its price buys at the standard rate, credited instead
     * when the player has completed another purchase by the time this one completes.
     */
    coinsWithoutOffer: minorUnits("coins_without_offer").$type<CoinsMinor>(),
    /**
     * Why an operator should look at this payment, set when it completes against the purchase
     * rules (`offer_already_used`, `over_purchase_limit`); empty when nothing is wrong.
     */
    reviewReasons: text("review_reasons").array().notNull().default(sql`'{}'::text[]`),
    provider: text("provider").notNull(),
    providerPaymentId: text("provider_payment_id"),
    status: text("status").notNull(),
    failureCode: text("failure_code"),
    /** The provider's token for the card that paid, when it gives one (providers.ts). */
    cardFingerprint: text("card_fingerprint"),
    /** The provider's page where the player pays, stored so a replayed purchase gets the same one. */
    checkoutUrl: text("checkout_url"),
    /**
     * The purchase's answer as first sent, with the checkout, what a resent key answers byte for
     * byte. `json`, not `jsonb`, keeps it as written. Null until the checkout opens.
     */
    answer: json("answer").$type<PaymentView>(),
    createdAt: instant("created_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
    completedAt: instant("completed_at"),
  },
  (table) => [
    uniqueIndex("payments_player_key_unique").on(table.playerId, table.idempotencyKey),
    uniqueIndex("payments_provider_ref_unique").on(table.provider, table.providerPaymentId),
    index("payments_player_idx").on(table.playerId, table.createdAt),
    index("payments_card_fingerprint_idx").on(table.cardFingerprint),
    check(
      "payments_status_check",
      sql`${table.status} in ('created', 'pending', 'completed', 'failed', 'refunded')`,
    ),
    check("payments_price_check", sql`${table.priceMinor} > 0`),
    check(
      "payments_review_reasons_check",
      sql`${table.reviewReasons} <@ array['offer_already_used', 'over_purchase_limit']::text[]`,
    ),
    index("payments_review_idx").on(table.completedAt).where(sql`${table.reviewReasons} <> '{}'::text[]`),
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

/**
 * The sandbox processor's webhooks, kept until the server acknowledges them, as a real processor
 * keeps its own: written before the first attempt, so a kill between a charge and its webhook
 * loses nothing, and retried with backoff (`next_attempt_at`) by whichever instance claims them.
 */
export const sandboxWebhooks = pgTable(
  "sandbox_webhooks",
  {
    /** The notification's id, which the server records once (`payment_events`). */
    eventId: text("event_id").primaryKey(),
    /** No foreign key: the processor stands outside the server, like a real one. */
    paymentId: text("payment_id").notNull(),
    /** The JSON as sent; signed afresh at each attempt, since a signature is only good for minutes. */
    body: text("body").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: instant("next_attempt_at").notNull(),
    createdAt: instant("created_at").notNull(),
    deliveredAt: instant("delivered_at"),
  },
  (table) => [
    index("sandbox_webhooks_due_idx").on(table.nextAttemptAt).where(sql`${table.deliveredAt} is null`),
  ],
);
