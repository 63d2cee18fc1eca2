/**
 * What the wallet writes to the outbox (ADR 070): one `wallet.transaction` event per transfer, in
 * the transfer's own transaction. Its tabs hear the new balance (`cash.balance`); notifications
 * word the credits.
 */
import { type RealtimeMessage, TransactionKind } from "@reelhouse/contract";
import { z } from "zod";
import { defineEvent, type EventOccurrence, type EventPayload } from "../../lib/domain-events.ts";

const minor = z.number().int();

export const WalletTransaction = defineEvent(
  "wallet.transaction",
  z.object({
    transactionId: z.number().int(),
    kind: TransactionKind,
    playerId: z.string(),
    /** The player's balances after the transfer. */
    balances: z.object({
      coins: minor,
      entries: z.object({ total: minor, promotional: minor, redeemable: minor, playThroughLeft: minor }),
    }),
    /** What the transfer did to the player's own coins and entries (minor units, signed). */
    change: z.object({ coins: minor, entries: minor }),
    /** The operation's reason where it has one (`welcome` for the welcome grant). */
    reason: z.string().optional(),
  }),
);

export type WalletTransactionEvent = EventPayload<typeof WalletTransaction>;

/** The player's tabs show the balance the transfer left. */
export function balanceMessages({ payload }: EventOccurrence<WalletTransactionEvent>): RealtimeMessage[] {
  const { transactionId, kind, balances } = payload;
  return [
    {
      type: "cash",
      action: "balance",
      data: { transactionId, kind, balance: { coins: balances.coins, entries: balances.entries.total } },
    },
  ];
}
