/**
 * The wallet (spec §1, §3 playerBalance): the ledger every later module moves coins and entries
 * through, and the balances it keeps. Other modules call these functions; none writes a balance.
 */
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { auditLedger } from "./audit.ts";
import { balancesOf, type WalletBalances } from "./ledger.ts";
import { createOperations, type WalletSettings } from "./operations.ts";
import * as repo from "./repo.ts";

export type { WalletBalances } from "./ledger.ts";
export type { Credit, RoundRef, WalletResult } from "./operations.ts";

export interface WalletDeps {
  db: Db;
  clock: Clock;
  settings: WalletSettings & { welcomeGrant: { coins: number; entries: number } };
}

export function createWallet({ db, clock, settings }: WalletDeps) {
  const operations = createOperations({ db, clock }, settings);
  return {
    ...operations,

    /** Operations on `tx`, the transaction of another module's write (a sign-up, a payment). */
    within: (tx: Db) => createOperations({ db: tx, clock }, settings),

    /** The welcome grant, given once per player; `tx` is the transaction creating the player. */
    async welcome(playerId: string, tx: Db = db): Promise<void> {
      const { coins, entries } = settings.welcomeGrant;
      if (coins === 0 && entries === 0) return;
      await createOperations({ db: tx, clock }, settings).grant(
        playerId,
        { coins, entries },
        `welcome:${playerId}`,
        "welcome",
      );
    },

    async balances(playerId: string): Promise<WalletBalances> {
      return balancesOf(await repo.findPlayerAccounts(db, playerId));
    },

    /** The wallet's part of app init (spec §3): balances and deposits. */
    async appInit(playerId: string) {
      const [balances, depositsCount] = await Promise.all([
        balancesOf(await repo.findPlayerAccounts(db, playerId)),
        repo.countPurchases(db, playerId),
      ]);
      return {
        hasDeposits: depositsCount > 0,
        depositsCount,
        playerInfo: {
          playerBalance: { coins: balances.coins, entries: balances.entries.total },
          redeemableEntries: balances.entries.redeemable,
          playThroughLeft: balances.entries.playThroughLeft,
        },
      };
    },

    audit: () => auditLedger(db),
  };
}

export type Wallet = ReturnType<typeof createWallet>;
