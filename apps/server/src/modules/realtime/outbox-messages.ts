/**
 * Which realtime messages an outbox event becomes (spec §7 message types): a player's events go to
 * their own channel, events without a player to the broadcast channel. Every message is checked
 * against the contract's union before it is published. Some events act on connections instead.
 */
import {
  BROADCAST_CHANNEL,
  playerChannel,
  type RealtimeMessage,
  RealtimeMessage as RealtimeMessageSchema,
} from "@reelhouse/contract";
import { PROFILE_UPDATED_TOPIC, type ProfileUpdatedEvent, SESSIONS_ENDED_TOPIC } from "../accounts/events.ts";
import { PAYMENT_TOPICS, type PaymentEvent } from "../payments/events.ts";
import { WALLET_TRANSACTION_TOPIC, type WalletTransactionEvent } from "../wallet/events.ts";
import type { ControlMessage, Publication } from "./fanout.ts";
import { DISCONNECTS } from "./protocol.ts";
import type { StoredEvent } from "./repo.ts";

/** Operator broadcasts: every open tab reloads, or is told a new build is out. */
export const APP_TOPICS = { reload: "app.reload", newBuild: "app.newBuild" } as const;

function messagesOf(event: StoredEvent): RealtimeMessage[] {
  const { topic, payload } = event;
  switch (topic) {
    case WALLET_TRANSACTION_TOPIC: {
      const { transactionId, kind, balances } = payload as unknown as WalletTransactionEvent;
      return [
        {
          type: "cash",
          action: "balance",
          data: { transactionId, kind, balance: { coins: balances.coins, entries: balances.entries.total } },
        },
      ];
    }
    case PAYMENT_TOPICS.completed:
    case PAYMENT_TOPICS.failed:
    case PAYMENT_TOPICS.refunded: {
      const { paymentId, packageId } = payload as unknown as PaymentEvent;
      const data = { paymentId, packageId };
      if (topic === PAYMENT_TOPICS.failed) return [{ type: "payment", action: "failed-complete", data }];
      if (topic === PAYMENT_TOPICS.refunded) return [{ type: "payment", action: "refunded", data }];
      return [
        { type: "payment", action: "complete", data },
        { type: "deposit", action: "completed", data },
      ];
    }
    case PROFILE_UPDATED_TOPIC:
      return [
        {
          type: "profile",
          action: "updated",
          data: { fields: (payload as unknown as ProfileUpdatedEvent).fields },
        },
      ];
    case APP_TOPICS.reload:
      return [{ type: "app", action: "reload", data: {} }];
    case APP_TOPICS.newBuild:
      return [{ type: "app", action: "newBuild", data: { buildId: String(payload.buildId) } }];
    default:
      return [];
  }
}

/**
 * The publications of a batch of events, in event order. A message the contract refuses is a bug
 * in its mapping: it is reported through `onInvalid` and left out, so one bad event cannot hold
 * up the rest.
 */
export function publicationsOf(
  events: readonly StoredEvent[],
  onInvalid: (event: StoredEvent, error: unknown) => void,
): Publication[] {
  const publications: Publication[] = [];
  for (const event of events) {
    const channel = event.playerId ? playerChannel(event.playerId) : BROADCAST_CHANNEL;
    for (const message of messagesOf(event)) {
      const checked = RealtimeMessageSchema.safeParse(message);
      if (checked.success) publications.push({ channel, data: checked.data });
      else onInvalid(event, checked.error);
    }
  }
  return publications;
}

/**
 * What events do to connections: when a player's sessions end, every connection of theirs is told
 * its state is invalid (3014), so each reconnects with a token fetched anew, which only tabs still
 * signed in get; the others stop for good (spec §4 unauthorized).
 */
export function controlsOf(events: readonly StoredEvent[]): ControlMessage[] {
  return events
    .filter((event) => event.topic === SESSIONS_ENDED_TOPIC && event.playerId)
    .map((event) => ({ disconnect: { userId: event.playerId as string, ...DISCONNECTS.stateInvalidated } }));
}
