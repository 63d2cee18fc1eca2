import { asc, count, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { playerLocationVerdicts, restrictionBlocks, restrictionRules } from "../../db/schema/index.ts";

export type RuleRow = typeof restrictionRules.$inferSelect;
export type NewBlockRow = typeof restrictionBlocks.$inferInsert;
export type VerdictRow = typeof playerLocationVerdicts.$inferSelect;

export async function findRules(db: Db, areas: string[]): Promise<RuleRow[]> {
  return db.select().from(restrictionRules).where(inArray(restrictionRules.area, areas));
}

export async function listRuleRows(db: Db): Promise<RuleRow[]> {
  return db.select().from(restrictionRules).orderBy(asc(restrictionRules.area));
}

export async function countRules(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(restrictionRules);
  return row?.total ?? 0;
}

export async function saveRule(db: Db, row: RuleRow): Promise<RuleRow> {
  const [saved] = await db
    .insert(restrictionRules)
    .values(row)
    .onConflictDoUpdate({
      target: restrictionRules.area,
      set: { entries: row.entries, coins: row.coins, updatedAt: row.updatedAt },
    })
    .returning();
  if (!saved) throw new Error(`Rule ${row.area} was not saved`);
  return saved;
}

/** Leaves rows that already exist alone, so two instances seeding at once agree. */
export async function insertMissingRules(db: Db, rows: RuleRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(restrictionRules)
    .values(rows)
    .onConflictDoNothing()
    .returning({ area: restrictionRules.area });
  return inserted.length;
}

export async function insertBlock(db: Db, row: NewBlockRow): Promise<{ id: string; createdAt: Date }> {
  const [inserted] = await db
    .insert(restrictionBlocks)
    .values(row)
    .returning({ id: restrictionBlocks.id, createdAt: restrictionBlocks.createdAt });
  if (!inserted) throw new Error("Block was not recorded");
  return inserted;
}

export async function findVerdict(db: Db, playerId: string): Promise<VerdictRow | null> {
  const [row] = await db
    .select()
    .from(playerLocationVerdicts)
    .where(eq(playerLocationVerdicts.playerId, playerId));
  return row ?? null;
}

/** Replaces the player's verdict with `row`; the latest check is the one that counts. */
export async function saveVerdict(db: Db, row: VerdictRow): Promise<void> {
  await db
    .insert(playerLocationVerdicts)
    .values(row)
    .onConflictDoUpdate({
      target: playerLocationVerdicts.playerId,
      set: { verdict: row.verdict, area: row.area, decidedAt: row.decidedAt },
    });
}
