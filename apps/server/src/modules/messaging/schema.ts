import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Emails and SMS kept instead of sent while a channel has no real transport (development, the
 * demo), shown at /dev/mailbox. Never written when the development outbox is off.
 */
export const devOutboxMessages = pgTable(
  "dev_outbox_messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    channel: text("channel").$type<"email" | "sms">().notNull(),
    recipient: text("recipient").notNull(),
    /** Emails only. */
    subject: text("subject"),
    /** Emails only: the From and Reply-To headers as the email was addressed. */
    sender: text("sender"),
    replyTo: text("reply_to"),
    textBody: text("text_body").notNull(),
    /** Emails only. */
    htmlBody: text("html_body"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [
    check("dev_outbox_messages_channel_check", sql`${table.channel} in ('email', 'sms')`),
    index("dev_outbox_messages_recipient_idx").on(sql`lower(${table.recipient})`, table.createdAt),
  ],
);
