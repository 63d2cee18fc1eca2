/**
 * What the wallet writes to the outbox (ADR 070): one `wallet.transaction` event per transfer, in
 * the transfer's own transaction. Its tabs hear the new balance (`cash.balance`); notifications
 * word the credits.
 */
import { Currency, minor, type RealtimeMessage, TransactionKind } from "@reelhouse/contract";
import { z } from "zod";
import { defineEvent, type EventOccurrence, type EventPayload } from "../../lib/domain-events.ts";

/** A whole amount of `currency` in minor units, branded as it is read. */
const amountOf = <C extends Currency>(currency: C) =>
  z
    .number()
    .int()
    .transform((amount) => minor(currency, amount));
const entries = amountOf("entries");

export const WalletTransaction = defineEvent(
  "wallet.transaction",
  z.object({
    transactionId: z.number().int(),
    kind: TransactionKind,
    playerId: z.string(),
    /** The player's balances after the transfer. */
    balances: z.object({
      coins: amountOf("coins"),
      entries: z.object({
        total: entries,
        promotional: entries,
        redeemable: entries,
        playThroughLeft: entries,
      }),
    }),
    /** What the transfer did to the player's own coins and entries (minor units, signed). */
    change: z.object({ coins: amountOf("coins"), entries }),
    /** The operation's reason where it has one (`welcome` for the welcome grant). */
    reason: z.string().optional(),
    /** A refund's bet: the transaction it gives back (races take that bet's points back). */
    refunds: z.number().int().optional(),
    /** A bet's or a win's round: its game (title id or provider game code) and the amount staked or won. */
    round: z
      .object({
        gameId: z.string(),
        roundId: z.string(),
        /** The brand the round was played on, where the game said (races count their own brand's). */
        theme: z.string().optional(),
        currency: Currency,
        amount: z.number().int().positive(),
      })
      .optional(),
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
