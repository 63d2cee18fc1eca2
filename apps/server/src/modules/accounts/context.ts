import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";

/** Outgoing email and SMS, as the accounts module needs them. */
export interface Messenger {
  sendEmail(message: { to: string; subject: string; text: string; html: string }): Promise<void>;
  sendSms(message: { to: string; body: string }): Promise<void>;
  renderEmail(content: {
    brandName: string;
    heading: string;
    paragraphs: string[];
    action?: { label: string; url: string };
    footer?: string;
  }): { html: string; text: string };
}

/** Everything the accounts services share, created once by the accounts plugin. */
export interface AccountsContext {
  readonly db: Db;
  readonly clock: Clock;
  readonly log: FastifyBaseLogger;
  readonly messenger: Messenger;
  readonly settings: {
    readonly idleTimeoutMs: number;
    readonly absoluteTimeoutMs: number;
  };
}
