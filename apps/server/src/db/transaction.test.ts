import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, type Db, openDatabase } from "./client.ts";
import { guardPool, PoolUsedInTransactionError, withTransaction } from "./transaction.ts";

describe("the pool guard", () => {
  let database: Database;
  let db: Db;

  beforeAll(async () => {
    database = await openDatabase({ kind: "pglite", dataDir: null });
    db = guardPool(database.db);
  });
  afterAll(async () => {
    await database.close();
  });

  const answer = async (handle: Db) =>
    ((await handle.execute(sql`select 1 as one`)) as unknown as { rows: unknown[] }).rows;

  // Unguarded, the embedded database's one connection would wait here for ever.
  it("refuses a query on the pool inside a transaction opened through it, with a stack", async () => {
    const attempt = withTransaction(db, async () => answer(db));
    await expect(attempt).rejects.toThrow(PoolUsedInTransactionError);
    await expect(attempt).rejects.toThrow(/db\.execute\(\) on the pool while a transaction is open/);
    await expect(attempt).rejects.toHaveProperty("stack", expect.stringContaining("transaction.test.ts"));
  });

  it("refuses a query built on the pool deep in the transaction's call chain", async () => {
    const readLater = async () => {
      await Promise.resolve();
      return db.select({ one: sql<number>`1` }).from(sql`(select 1) as t`);
    };
    await expect(withTransaction(db, async () => readLater())).rejects.toThrow(PoolUsedInTransactionError);
  });

  it("refuses a second transaction on the pool inside the first", async () => {
    await expect(withTransaction(db, () => withTransaction(db, async () => "nested"))).rejects.toThrow(
      /db\.transaction\(\) on the pool/,
    );
  });

  it("lets the transaction's own handle and its savepoints work", async () => {
    const rows = await withTransaction(db, async (tx) =>
      withTransaction(tx, (savepoint) => answer(savepoint)),
    );
    expect(rows).toEqual([{ one: 1 }]);
  });

  it("lets work outside the transaction's context use the pool, during and after it", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let escapeLater: (() => Promise<unknown>) | undefined;
    const transaction = withTransaction(db, async (tx) => {
      escapeLater = () => answer(db);
      await held;
      return answer(tx);
    });
    const elsewhere = answer(db);
    release();
    await expect(Promise.all([transaction, elsewhere])).resolves.toEqual([[{ one: 1 }], [{ one: 1 }]]);
    // A callback made inside keeps the transaction's context, but the transaction is over.
    await expect(escapeLater?.()).resolves.toEqual([{ one: 1 }]);
  });
});
