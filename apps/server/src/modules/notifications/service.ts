/**
 * The notification centre (spec §2): what happened to a player's account, made from the outbox
 * events of the modules that did it. The realtime relay hands each batch of events to
 * `recordEvents` inside the transaction that marks the batch delivered, and each notification
 * names its source event (unique), so every event makes its notification exactly once.
 *
 * Which events are worth one: a payment completed, failed or refunded, and a wallet credit that
 * gives the player something for nothing (a grant such as the welcome bonus, a prize, an
 * operator's adjustment in the player's favour). A purchase's own wallet credit is left out: the
 * payment's event already tells it.
 */
import {
  NOTIFICATION_LIST_SIZE,
  type Notification,
  type NotificationKind,
  type NotificationsData,
  type TransactionKind,
} from "@reelhouse/contract";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { PAYMENT_TOPICS, type PaymentEvent } from "../payments/events.ts";
import type { StoredEvent } from "../realtime/service.ts";
import { WALLET_TRANSACTION_TOPIC, type WalletTransactionEvent } from "../wallet/events.ts";
import * as repo from "./repo.ts";

export interface NotificationsDeps {
  db: Db;
  clock: Clock;
}

const PAYMENT_KINDS: Record<string, NotificationKind> = {
  [PAYMENT_TOPICS.completed]: "purchaseCompleted",
  [PAYMENT_TOPICS.failed]: "paymentFailed",
  [PAYMENT_TOPICS.refunded]: "purchaseRefunded",
};

const BONUS_TRANSACTION_KINDS: ReadonlySet<TransactionKind> = new Set(["grant", "prize", "adjustment"]);

/** The notification an outbox event makes for its player, or null when it makes none. */
export function notificationOf(event: StoredEvent): repo.NewNotification | null {
  const { playerId } = event;
  if (!playerId) return null;
  const made = (kind: NotificationKind, values: Record<string, string | number>) => ({
    playerId,
    kind,
    values,
    sourceEventId: event.id,
    createdAt: event.createdAt,
  });

  const paymentKind = PAYMENT_KINDS[event.topic];
  if (paymentKind) {
    const { paymentId, packageId, priceMinor, coins, entries } = event.payload as unknown as PaymentEvent;
    return made(paymentKind, { paymentId, packageId, priceMinor, coins, entries });
  }
  if (event.topic === WALLET_TRANSACTION_TOPIC) {
    const { transactionId, kind, change, reason } = event.payload as unknown as WalletTransactionEvent;
    const isGift = change.coins >= 0 && change.entries >= 0 && change.coins + change.entries > 0;
    if (!BONUS_TRANSACTION_KINDS.has(kind) || !isGift) return null;
    // The site words a known reason (`welcome`) and falls back on the transaction's kind.
    return made("bonusReceived", {
      transactionId,
      source: kind,
      ...(reason ? { reason } : {}),
      coins: change.coins,
      entries: change.entries,
    });
  }
  return null;
}

function toNotification(row: repo.NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    values: row.values,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

export function createNotifications({ db, clock }: NotificationsDeps) {
  return {
    /** The realtime relay's handler: writes the batch's notifications on the batch's transaction. */
    async recordEvents(tx: Db, events: readonly StoredEvent[]): Promise<void> {
      const rows = events.map(notificationOf).filter((row) => row !== null);
      await repo.insertNotifications(tx, rows);
    },

    /** The player's latest notifications, newest first, and how many of all of theirs are unread. */
    async list(playerId: string): Promise<NotificationsData> {
      const [rows, unreadCount] = await Promise.all([
        repo.listLatest(db, playerId, NOTIFICATION_LIST_SIZE),
        repo.countUnread(db, playerId),
      ]);
      return { notifications: rows.map(toNotification), unreadCount };
    },

    /**
     * Marks the player's notifications of `ids` read, or all of them without `ids`; ids that are
     * not the player's are ignored rather than refused, so a stale list never makes an error.
     * Answers how many stay unread.
     */
    async markRead(playerId: string, ids?: number[]): Promise<{ unreadCount: number }> {
      if (!ids || ids.length > 0) await repo.markRead(db, playerId, ids, clock.now());
      return { unreadCount: await repo.countUnread(db, playerId) };
    },
  };
}

export type Notifications = ReturnType<typeof createNotifications>;
