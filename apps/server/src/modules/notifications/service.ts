/**
 * The notification centre (spec §2): what happened to a player's account, made from the domain
 * events of the modules that did it. The plugin subscribes `record` to those events: it runs inside
 * the relay's transaction that marks the event delivered, and each notification names its source
 * event (unique), so every event makes its notification exactly once.
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
import type { EventOccurrence } from "../../lib/domain-events.ts";
import type { PaymentEvent, PaymentStep } from "../payments/events.ts";
import type { WalletTransactionEvent } from "../wallet/events.ts";
import * as repo from "./repo.ts";

export interface NotificationsDeps {
  db: Db;
  clock: Clock;
}

export const PAYMENT_KINDS: Record<PaymentStep, NotificationKind> = {
  completed: "purchaseCompleted",
  failed: "paymentFailed",
  refunded: "purchaseRefunded",
};

const BONUS_TRANSACTION_KINDS: ReadonlySet<TransactionKind> = new Set([
  "grant",
  "prize",
  "adjustment",
  "onboarding_reward",
  "daily_login_prize",
  "daily_wheel_prize",
  "deposit_streak_prize",
  "cashback",
  "scratch_card_prize",
  "mail_in_entries",
  "race_prize",
]);

/** The notification of `kind` an event makes for its player, or null for an event without one. */
function made(
  { id, playerId, createdAt }: EventOccurrence<unknown>,
  kind: NotificationKind,
  values: Record<string, string | number>,
): repo.NewNotification | null {
  return playerId ? { playerId, kind, values, sourceEventId: id, createdAt } : null;
}

/** Every payment step is told: what was bought, for how much. */
export function paymentNotification(
  step: PaymentStep,
  occurrence: EventOccurrence<PaymentEvent>,
): repo.NewNotification | null {
  const { paymentId, packageId, priceMinor, coins, entries } = occurrence.payload;
  return made(occurrence, PAYMENT_KINDS[step], { paymentId, packageId, priceMinor, coins, entries });
}

/** A wallet transfer is told when it is a gift: a grant, prize or adjustment that only adds. */
export function creditNotification(
  occurrence: EventOccurrence<WalletTransactionEvent>,
): repo.NewNotification | null {
  const { transactionId, kind, change, reason } = occurrence.payload;
  const isGift = change.coins >= 0 && change.entries >= 0 && change.coins + change.entries > 0;
  if (!BONUS_TRANSACTION_KINDS.has(kind) || !isGift) return null;
  // The site words a known reason (`welcome`) and falls back on the transaction's kind.
  return made(occurrence, "bonusReceived", {
    transactionId,
    source: kind,
    ...(reason ? { reason } : {}),
    coins: change.coins,
    entries: change.entries,
  });
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
    /** Writes an event's notification, if it makes one, on the relay's transaction. */
    async record(tx: Db, notification: repo.NewNotification | null): Promise<void> {
      if (notification) await repo.insertNotifications(tx, [notification]);
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
