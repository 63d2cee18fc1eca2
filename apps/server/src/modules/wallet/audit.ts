/**
 * The ledger audit (`npm run ledger:audit`): every transaction's postings sum to zero per
 * currency, every stored balance equals the sum of its postings, no posting names a player account
 * that does not exist, and no balance is negative. It reads only, so it can run beside traffic.
 */
import type { Db } from "../../db/client.ts";
import * as repo from "./repo.ts";

export interface AuditReport {
  violations: string[];
}

export async function auditLedger(db: Db): Promise<AuditReport> {
  const [unbalanced, drifted, orphans, negative] = await Promise.all([
    repo.unbalancedTransactions(db),
    repo.driftedAccounts(db),
    repo.orphanPostings(db),
    repo.negativeAccounts(db),
  ]);
  return {
    violations: [
      ...unbalanced.map(
        (row) => `transaction ${row.transactionId}: ${row.currency} postings sum to ${row.sum}, not 0`,
      ),
      ...drifted.map(
        (row) => `account ${row.account}: balance ${row.balance} but its postings sum to ${row.postings}`,
      ),
      ...orphans.map((row) => `postings to ${row.account}, which has no account row`),
      ...negative.map((row) => `account ${row.account}: negative balance ${row.balance}`),
    ],
  };
}
