import { bigint, index, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { instant } from "../../db/columns.ts";
import { players } from "../accounts/schema.ts";

/**
 * A bank account a player redeemed to. The payout provider keeps the numbers; we keep its
 * references (the payee it made for the player, and the account) and what the player may see.
 */
export const redemptionDestinations = pgTable(
  "redemption_destinations",
  {
    id: text("id").primaryKey(),
    playerId: text("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    /** The provider's record of the player as a payee (Dwolla's customer URL). */
    payeeReference: text("payee_reference").notNull(),
    /** The provider's record of the account (Dwolla's funding source URL). */
    reference: text("reference").notNull(),
    /** "Checking ••••6789". */
    label: text("label").notNull(),
    createdAt: instant("created_at").notNull(),
  },
  (table) => [index("redemption_destinations_player_idx").on(table.playerId, table.provider)],
);

/**
 * A redemption: `inReview` → `approved` → `paid`, or `rejected` / `cancelled` / `failed`. Its
 * entries are held by the ledger under `redemption:<id>:hold` from the insert on, in the same
 * transaction, and settled once (`redemption:<id>:settle`) when it is paid or given back.
 */
export const redemptions = pgTable(
  "redemptions",
  {
    id: text("id").primaryKey(),
    playerId: text("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    /** Entries in minor units; equal to the prize in US cents. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    status: text("status").notNull(),
    destinationId: text("destination_id")
      .notNull()
      .references(() => redemptionDestinations.id),
    /** The player's `Idempotency-Key` and the digest of what was asked with it. */
    idempotencyKey: text("idempotency_key").notNull(),
    requestDigest: text("request_digest").notNull(),
    /** The player's local date of the request, which the day's limit counts by. */
    requestDay: text("request_day").notNull(),
    /** Where it was asked from: the brand and links of the emails about it. */
    themeId: text("theme_id").notNull(),
    siteOrigin: text("site_origin").notNull(),
    /** The payout provider's transfer, once approved. */
    transferReference: text("transfer_reference"),
    decidedBy: text("decided_by"),
    requestedAt: instant("requested_at").notNull(),
  },
  (table) => [
    uniqueIndex("redemptions_idempotency_idx").on(table.playerId, table.idempotencyKey),
    index("redemptions_player_idx").on(table.playerId, table.requestedAt),
    index("redemptions_status_idx").on(table.status, table.requestedAt),
    uniqueIndex("redemptions_transfer_idx").on(table.transferReference),
  ],
);

/** The timeline: `requested`, then each status the redemption moved to, with the reason told. */
export const redemptionSteps = pgTable(
  "redemption_steps",
  {
    redemptionId: text("redemption_id")
      .notNull()
      .references(() => redemptions.id, { onDelete: "cascade" }),
    step: text("step").notNull(),
    at: instant("at").notNull(),
    note: text("note"),
  },
  (table) => [primaryKey({ columns: [table.redemptionId, table.step] })],
);

/** Every payout webhook acted on, by the provider's delivery id: a replay changes nothing. */
export const redemptionWebhookEvents = pgTable(
  "redemption_webhook_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    redemptionId: text("redemption_id")
      .notNull()
      .references(() => redemptions.id, { onDelete: "cascade" }),
    receivedAt: instant("received_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);
