import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { insertOutboxMessage } from "./repo.ts";
import { formatAddress } from "./sender.ts";
import type { EmailTransport, SmsTransport } from "./transports.ts";

/** Keeps emails in the development outbox instead of sending them. */
export function outboxEmailTransport(db: Db, clock: Clock): EmailTransport {
  return {
    name: "outbox",
    async send(email) {
      await insertOutboxMessage(db, {
        channel: "email",
        recipient: email.to,
        sender: formatAddress(email.from),
        replyTo: email.replyTo,
        subject: email.subject,
        textBody: email.text,
        htmlBody: email.html ?? null,
        createdAt: clock.now(),
      });
    },
    async close() {},
  };
}

/** Keeps SMS in the development outbox instead of sending them. */
export function outboxSmsTransport(db: Db, clock: Clock): SmsTransport {
  return {
    name: "outbox",
    async send(sms) {
      await insertOutboxMessage(db, {
        channel: "sms",
        recipient: sms.to,
        sender: null,
        replyTo: null,
        subject: null,
        textBody: sms.body,
        htmlBody: null,
        createdAt: clock.now(),
      });
    },
  };
}
