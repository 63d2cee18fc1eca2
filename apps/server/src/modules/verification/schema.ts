import { index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { instant } from "../../db/columns.ts";
import { players } from "../accounts/schema.ts";

/** Where each player's verification stands; no row is `none`. */
export const playerVerifications = pgTable("player_verifications", {
  playerId: text("player_id")
    .primaryKey()
    .references(() => players.id, { onDelete: "cascade" }),
  /** `pending`, `verified` or `rejected`. */
  status: text("status").notNull(),
  /** With `rejected`: one of the contract's `VERIFICATION_REASONS`, shown to the player translated. */
  reason: text("reason"),
  updatedAt: instant("updated_at").notNull(),
});

/**
 * A check opened with the identity provider. Its decision is written once it is final
 * (`approved`, `declined`); `review` may still move to either.
 */
export const verificationSessions = pgTable(
  "verification_sessions",
  {
    id: text("id").primaryKey(),
    playerId: text("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    providerSessionId: text("provider_session_id").notNull(),
    decision: text("decision"),
    /** With a decline: our reason (`VERIFICATION_REASONS`), and the provider's own words for operators. */
    reason: text("reason"),
    providerReason: text("provider_reason"),
    createdAt: instant("created_at").notNull(),
    decidedAt: instant("decided_at"),
  },
  (table) => [
    uniqueIndex("verification_sessions_provider_idx").on(table.provider, table.providerSessionId),
    index("verification_sessions_player_idx").on(table.playerId),
  ],
);

/** Every webhook acted on, by the provider's delivery id: a replay is acknowledged and changes nothing. */
export const verificationWebhookEvents = pgTable(
  "verification_webhook_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    sessionId: text("session_id")
      .notNull()
      .references(() => verificationSessions.id, { onDelete: "cascade" }),
    receivedAt: instant("received_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/** A document the player uploaded; its bytes are in the document store under `storage_key`. */
export const verificationDocuments = pgTable(
  "verification_documents",
  {
    id: text("id").primaryKey(),
    playerId: text("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    /** `pdf`, `gif`, `jpg` or `png`, read from the content. */
    kind: text("kind").notNull(),
    size: integer("size").notNull(),
    storageKey: text("storage_key").notNull(),
    uploadedAt: instant("uploaded_at").notNull(),
  },
  (table) => [index("verification_documents_player_idx").on(table.playerId, table.uploadedAt)],
);
