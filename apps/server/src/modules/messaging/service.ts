/**
 * Outgoing email and SMS for every module. The messaging plugin calls `createMessaging` once and
 * decorates the app with the result (`app.messaging`); modules that send declare the dependency.
 *
 * Each channel uses its real transport when configured (SMTP_URL; the TWILIO_* account), else the
 * development outbox when that is on, else nothing: sending then fails with UNAVAILABLE. Message
 * bodies carry reset links and codes, so logs name the recipient's domain or last digits only.
 */
import type { DevOutboxMessage } from "@reelhouse/contract";
import type { FastifyBaseLogger } from "fastify";
import type { MessagingConfig } from "../../config/env.ts";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { AppError } from "../../lib/errors.ts";
import { outboxEmailTransport, outboxSmsTransport } from "./outbox-transport.ts";
import { findOutboxMessage, listOutboxMessages, type OutboxFilter, type OutboxRow } from "./repo.ts";
import { senderOf } from "./sender.ts";
import { createSmtpTransport } from "./smtp-transport.ts";
import {
  DeliveryError,
  type EmailTransport,
  type OutgoingEmail,
  type OutgoingSms,
  type SmsTransport,
} from "./transports.ts";
import { createTwilioTransport } from "./twilio-transport.ts";

export { type EmailContent, type RenderedEmail, renderEmail } from "./email-layout.tsx";
export type { OutboxFilter } from "./repo.ts";
export type { OutgoingEmail, OutgoingSms } from "./transports.ts";

export interface Messaging {
  /** True when messages without a real transport are kept and /dev/mailbox may be served. */
  readonly isOutboxEnabled: boolean;
  /**
   * Sends as the email's brand (From its operator, Reply-To its support; ADR 091). Resolves once
   * the message is handed over; throws AppError UNAVAILABLE when it could not be.
   */
  sendEmail(email: OutgoingEmail): Promise<void>;
  /**
   * A marketing email: as `sendEmail`, carrying one-click unsubscribe headers (RFC 8058) to
   * `unsubscribeUrl`. Whether the player takes marketing at all is for the caller to have checked
   * (the accounts module's `sendMarketing`, the one sender of such messages).
   */
  sendMarketingEmail(email: OutgoingEmail & { unsubscribeUrl: string }): Promise<void>;
  /** Resolves once the message is handed over; throws AppError UNAVAILABLE when it could not be. */
  sendSms(sms: OutgoingSms): Promise<void>;
  /** Development outbox, newest first (50 unless `limit` says otherwise). */
  listOutbox(filter?: OutboxFilter): Promise<DevOutboxMessage[]>;
  /** One outbox message; NOT_FOUND when there is no such id. */
  getOutboxMessage(id: number): Promise<DevOutboxMessage>;
  close(): Promise<void>;
}

export interface MessagingDeps {
  db: Db;
  clock: Clock;
  config: MessagingConfig;
  log: FastifyBaseLogger;
}

/** Builds the transports once and logs at boot which channels do not reach real recipients. */
export function createMessaging({ db, clock, config, log }: MessagingDeps): Messaging {
  const email = emailTransport(config, db, clock);
  const sms = smsTransport(config, db, clock);
  warnAboutUndelivered(log, email.name, "SMTP_URL is not set", "emails");
  warnAboutUndelivered(
    log,
    sms.name,
    "TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are not set",
    "SMS",
  );

  async function deliver(channel: "email" | "sms", via: string, to: string, send: () => Promise<void>) {
    const context = { channel, via, to: channel === "email" ? emailDomain(to) : phoneTail(to) };
    try {
      await send();
    } catch (error) {
      const reason =
        error instanceof DeliveryError ? { reason: error.message, ...error.details } : { err: error };
      log.error({ ...context, ...reason }, "message delivery failed");
      throw new AppError("UNAVAILABLE", { key: "deliveryFailed" });
    }
    log.info(context, "message sent");
  }

  const sendAsBrand = ({ brand, ...message }: OutgoingEmail & { unsubscribeUrl?: string }) =>
    deliver("email", email.name, message.to, () =>
      email.send({ ...message, ...senderOf(brand, config.mailFrom) }),
    );

  return {
    isOutboxEnabled: config.devOutbox,
    sendEmail: sendAsBrand,
    sendMarketingEmail: sendAsBrand,
    sendSms: (message) => deliver("sms", sms.name, message.to, () => sms.send(message)),
    listOutbox: async (filter = {}) => (await listOutboxMessages(db, filter)).map(toOutboxMessage),
    async getOutboxMessage(id) {
      const row = await findOutboxMessage(db, id);
      if (!row) throw new AppError("NOT_FOUND", { key: "outboxMessageMissing", values: { id } });
      return toOutboxMessage(row);
    },
    close: () => email.close(),
  };
}

function emailTransport(config: MessagingConfig, db: Db, clock: Clock): EmailTransport {
  if (config.smtpUrl) return createSmtpTransport(config.smtpUrl);
  if (config.devOutbox) return outboxEmailTransport(db, clock);
  return {
    name: "none",
    send: async () => {
      throw new DeliveryError("No email transport: SMTP_URL is not set");
    },
    close: async () => {},
  };
}

function smsTransport(config: MessagingConfig, db: Db, clock: Clock): SmsTransport {
  if (config.twilio) return createTwilioTransport(config.twilio);
  if (config.devOutbox) return outboxSmsTransport(db, clock);
  return {
    name: "none",
    send: async () => {
      throw new DeliveryError("No SMS transport: the TWILIO_* account is not set");
    },
  };
}

function warnAboutUndelivered(log: FastifyBaseLogger, via: string, cause: string, what: string): void {
  if (via === "outbox") {
    log.warn(`${cause}: ${what} are not delivered; they are kept in the development outbox at /dev/mailbox`);
  } else if (via === "none") {
    log.warn(`${cause} and the development outbox is off: ${what} cannot be sent`);
  }
}

function emailDomain(address: string): string {
  const at = address.lastIndexOf("@");
  return at >= 0 ? `…${address.slice(at)}` : "…";
}

function phoneTail(phone: string): string {
  return `…${phone.replace(/\D/g, "").slice(-4)}`;
}

function toOutboxMessage(row: OutboxRow): DevOutboxMessage {
  return {
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    from: row.sender,
    replyTo: row.replyTo,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    createdAt: row.createdAt.toISOString(),
  };
}
