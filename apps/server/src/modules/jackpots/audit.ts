/**
 * The jackpots' part of `npm run ledger:audit`: every pool's amount equals the balance of its
 * ledger account (the sum of its postings), so no pool's account is below zero (its row may not
 * be). The wallet's audit checks the postings themselves. Run it with the server stopped.
 */
import type { Currency, JackpotTier } from "@reelhouse/contract";
import type { Db } from "../../db/client.ts";
import { systemBalance } from "../wallet/service.ts";
import * as repo from "./repo.ts";

export async function auditJackpots(db: Db): Promise<string[]> {
  const pools = await repo.listPools(db);
  const violations: string[] = [];
  for (const pool of pools) {
    const balance = await systemBalance(db, `jackpot:${pool.tier as JackpotTier}`, pool.currency as Currency);
    if (balance !== pool.amount) {
      violations.push(
        `jackpot ${pool.currency}/${pool.tier}: pool holds ${pool.amount} but its account ${balance}`,
      );
    }
  }
  return violations;
}
