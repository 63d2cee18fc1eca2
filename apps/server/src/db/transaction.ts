/**
 * The one way to make several writes atomic: `withTransaction(db, tx => …)`. Repos never open
 * transactions; every repo function takes the handle it is given, the pool or a transaction, so a
 * service decides where an operation's boundary sits. Inside, every query must go through `tx`:
 * on the embedded database a query on the outer handle would wait for the transaction to end.
 * Called with a transaction, it opens a savepoint, so operations compose.
 */
import type { Db } from "./client.ts";

export function withTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}
