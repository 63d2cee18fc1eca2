import { z } from "zod";
import { Int4IdParam } from "../ids.ts";

export const MESSAGE_CHANNELS = ["email", "sms"] as const;
export const MessageChannel = z.enum(MESSAGE_CHANNELS);
export type MessageChannel = z.infer<typeof MessageChannel>;

/** An HTML filter form sends empty fields for "any"; they mean the same as absent ones. */
const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    schema.optional(),
  );

export const DEV_OUTBOX_DEFAULT_LIMIT = 50;

/**
 * Filter of the development outbox (`GET /rest/dev/outbox/`), which browser tests read to pick up
 * the links and codes the server would have mailed or texted.
 */
export const DevOutboxQuery = z.object({
  to: optionalFilter(z.string().trim().max(320)).describe("Email address (any case) or phone number"),
  channel: optionalFilter(MessageChannel),
  limit: z.coerce.number().int().min(1).max(200).default(DEV_OUTBOX_DEFAULT_LIMIT),
});
export type DevOutboxQuery = z.infer<typeof DevOutboxQuery>;

export const DevOutboxMessage = z.object({
  id: z.number().int(),
  channel: MessageChannel,
  to: z.string(),
  /** Emails only: the From header, `"Brand" <no-reply@brand.example>`. */
  from: z.string().nullable(),
  /** Emails only: where a reply goes (the brand's support address). */
  replyTo: z.string().nullable(),
  /** Emails only. */
  subject: z.string().nullable(),
  text: z.string(),
  /** Emails only. */
  html: z.string().nullable(),
  createdAt: z.string().datetime(),
});
export type DevOutboxMessage = z.infer<typeof DevOutboxMessage>;

export const DevOutboxResponse = z.object({
  success: z.literal(true),
  data: z.array(DevOutboxMessage).describe("Newest first"),
});
export type DevOutboxResponse = z.infer<typeof DevOutboxResponse>;

export const DevMailboxParams = z.object({ id: Int4IdParam });
