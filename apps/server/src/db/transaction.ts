/**
 * The one way to make several writes atomic: `withTransaction(db, tx => …)`. Repos never open
 * transactions; every repo function takes the handle it is given, the pool or a transaction, so a
 * use case decides where an operation's boundary sits, and other modules join it through their
 * service's `within(tx)`. Called with a transaction, it opens a savepoint, so operations compose.
 *
 * Inside, every query must go through `tx`: on the embedded database a query on the pool would
 * wait for the transaction to end, which waits for the query: a silent deadlock. On PostgreSQL it
 * would run outside the transaction, seeing and writing around it. `guardPool` turns that mistake
 * into an error with a stack, in development and tests; production leaves the pool unwrapped.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { Db } from "./client.ts";

export function withTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}

/** Open while the transaction it was made for runs; a timer started inside may outlive it. */
interface TransactionScope {
  isOpen: boolean;
}

const openTransaction = new AsyncLocalStorage<TransactionScope>();

export class PoolUsedInTransactionError extends Error {
  constructor(operation: string) {
    super(
      `db.${operation}() on the pool while a transaction is open in this async context: ` +
        "use the transaction's handle (`tx`, or the service's `within(tx)`) instead; " +
        "on the embedded database this query would wait for the transaction forever.",
    );
    this.name = "PoolUsedInTransactionError";
  }
}

/**
 * The pool, refusing to be used while a transaction opened through it is running in the same async
 * context (the call chain of the transaction's work, its awaits included).
 */
export function guardPool(pool: Db): Db {
  const refuseInsideTransaction = (operation: string) => {
    if (openTransaction.getStore()?.isOpen) throw new PoolUsedInTransactionError(operation);
  };
  return new Proxy(pool, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property === "transaction") {
        return (work: (tx: Db) => Promise<unknown>, ...rest: unknown[]) => {
          refuseInsideTransaction("transaction");
          const scope: TransactionScope = { isOpen: true };
          return target
            .transaction((tx) => openTransaction.run(scope, () => work(tx)), ...(rest as []))
            .finally(() => {
              scope.isOpen = false;
            });
        };
      }
      if (property === "query") {
        refuseInsideTransaction("query");
        return value;
      }
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        refuseInsideTransaction(String(property));
        return value.apply(target, args);
      };
    },
  });
}
