/**
 * What the wallet writes to the outbox (ADR 070): one `wallet.transaction` event per transfer, in
 * the transfer's own transaction. Realtime tells the player's tabs; notifications word the credits.
 */
import type { TransactionKind } from "@reelhouse/contract";
import type { WalletBalances } from "./ledger.ts";

export const WALLET_TRANSACTION_TOPIC = "wallet.transaction";

export interface WalletTransactionEvent {
  transactionId: number;
  kind: TransactionKind;
  playerId: string;
  /** The player's balances after the transfer. */
  balances: WalletBalances;
  /** What the transfer did to the player's own coins and entries (minor units, signed). */
  change: { coins: number; entries: number };
  /** The operation's reason where it has one (`welcome` for the welcome grant). */
  reason?: string;
}
