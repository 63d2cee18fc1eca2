import type { Brand } from "@reelhouse/contract/brands";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { withTransaction } from "../../db/transaction.ts";
import type { Clock } from "../../lib/clock.ts";
import type { EmailContent, RenderedEmail } from "../messaging/service.ts";
import type { CreatedPlayer, PlayerCreatedHook } from "./events.ts";

/**
 * One email, rendered and addressed, ready to send once the writes behind it have committed. Its
 * brand decides the sender (the brand's operator) when it is sent.
 */
export interface OutgoingEmail {
  to: string;
  brand: Brand;
  subject: string;
  text: string;
  html: string;
}

/** Outgoing email and SMS, as the accounts module needs them. */
export interface Messenger {
  sendEmail(message: OutgoingEmail): Promise<void>;
  /** A marketing email, with one-click unsubscribe headers to `unsubscribeUrl`. */
  sendMarketingEmail(message: OutgoingEmail & { unsubscribeUrl: string }): Promise<void>;
  sendSms(message: { to: string; body: string }): Promise<void>;
  renderEmail(content: EmailContent): Promise<RenderedEmail>;
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
  /** Run in the creating transaction for every new player (other modules add theirs at start). */
  readonly playerCreatedHooks: PlayerCreatedHook[];
}

/** Tells every player-created hook, on the transaction that created the player. */
export async function announcePlayerCreated(ctx: AccountsContext, player: CreatedPlayer): Promise<void> {
  for (const hook of ctx.playerCreatedHooks) await hook(ctx.db, player);
}

/**
 * Runs an operation's writes in one transaction with a context whose `db` is that transaction.
 * Email and SMS are sent by the caller after this resolves: a message must never announce writes
 * that were rolled back.
 */
export function inTransaction<T>(
  ctx: AccountsContext,
  work: (tx: AccountsContext) => Promise<T>,
): Promise<T> {
  return withTransaction(ctx.db, (db) => work({ ...ctx, db }));
}
