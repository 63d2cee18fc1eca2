/** The module's rows. Every function takes the handle it is given. */
import { and, asc, desc, eq, getTableColumns, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { redemptionDestinations, redemptionSteps, redemptions, redemptionWebhookEvents } from "./schema.ts";

export type DestinationRow = typeof redemptionDestinations.$inferSelect;
export type RedemptionRow = typeof redemptions.$inferSelect;
export type StepRow = typeof redemptionSteps.$inferSelect;

/** A redemption with the label of where it goes. */
export type RedemptionWithLabel = RedemptionRow & { destinationLabel: string };

const withLabel = { ...getTableColumns(redemptions), destinationLabel: redemptionDestinations.label };

function selectWithLabel(db: Db) {
  return db
    .select(withLabel)
    .from(redemptions)
    .innerJoin(redemptionDestinations, eq(redemptionDestinations.id, redemptions.destinationId));
}

export async function listDestinations(
  db: Db,
  playerId: string,
  provider: string,
): Promise<DestinationRow[]> {
  return db
    .select()
    .from(redemptionDestinations)
    .where(and(eq(redemptionDestinations.playerId, playerId), eq(redemptionDestinations.provider, provider)))
    .orderBy(desc(redemptionDestinations.createdAt), asc(redemptionDestinations.id));
}

/** The player's own destination with this provider; anyone else's is not found. */
export async function findOwnDestination(
  db: Db,
  playerId: string,
  provider: string,
  id: string,
): Promise<DestinationRow | null> {
  const [row] = await db
    .select()
    .from(redemptionDestinations)
    .where(
      and(
        eq(redemptionDestinations.id, id),
        eq(redemptionDestinations.playerId, playerId),
        eq(redemptionDestinations.provider, provider),
      ),
    );
  return row ?? null;
}

export async function insertDestination(db: Db, row: DestinationRow): Promise<void> {
  await db.insert(redemptionDestinations).values(row);
}

export async function findByKey(
  db: Db,
  playerId: string,
  idempotencyKey: string,
): Promise<RedemptionWithLabel | null> {
  const [row] = await selectWithLabel(db).where(
    and(eq(redemptions.playerId, playerId), eq(redemptions.idempotencyKey, idempotencyKey)),
  );
  return row ?? null;
}

export async function findById(db: Db, id: string): Promise<RedemptionWithLabel | null> {
  const [row] = await selectWithLabel(db).where(eq(redemptions.id, id));
  return row ?? null;
}

/** The redemption, locked until the transaction ends, so two moves of it apply one after the other. */
export async function lockById(db: Db, id: string): Promise<RedemptionRow | null> {
  const [row] = await db.select().from(redemptions).where(eq(redemptions.id, id)).for("update");
  return row ?? null;
}

export async function lockByTransfer(db: Db, transferReference: string): Promise<RedemptionRow | null> {
  const [row] = await db
    .select()
    .from(redemptions)
    .where(eq(redemptions.transferReference, transferReference))
    .for("update");
  return row ?? null;
}

export async function listOfPlayer(db: Db, playerId: string, limit: number): Promise<RedemptionWithLabel[]> {
  return selectWithLabel(db)
    .where(eq(redemptions.playerId, playerId))
    .orderBy(desc(redemptions.requestedAt), desc(redemptions.id))
    .limit(limit);
}

export async function listAll(
  db: Db,
  status: string | undefined,
  limit: number,
): Promise<RedemptionWithLabel[]> {
  return selectWithLabel(db)
    .where(status ? eq(redemptions.status, status) : undefined)
    .orderBy(desc(redemptions.requestedAt), desc(redemptions.id))
    .limit(limit);
}

/** What the player's requests of `day` add up to, leaving out those whose entries were given back. */
export async function sumOfDay(db: Db, playerId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${redemptions.amount}), 0)` })
    .from(redemptions)
    .where(
      and(
        eq(redemptions.playerId, playerId),
        eq(redemptions.requestDay, day),
        inArray(redemptions.status, ["inReview", "approved", "paid"]),
      ),
    );
  return Number(row?.total ?? 0);
}

export async function insertRedemption(db: Db, row: RedemptionRow): Promise<void> {
  await db.insert(redemptions).values(row);
}

export async function updateRedemption(
  db: Db,
  id: string,
  change: Partial<Pick<RedemptionRow, "status" | "decidedBy" | "transferReference">>,
): Promise<void> {
  await db.update(redemptions).set(change).where(eq(redemptions.id, id));
}

export async function insertStep(db: Db, row: StepRow): Promise<void> {
  await db.insert(redemptionSteps).values(row);
}

export async function listSteps(db: Db, redemptionIds: readonly string[]): Promise<StepRow[]> {
  if (redemptionIds.length === 0) return [];
  return db
    .select()
    .from(redemptionSteps)
    .where(inArray(redemptionSteps.redemptionId, [...redemptionIds]))
    .orderBy(asc(redemptionSteps.at));
}

/** Approved payouts of `provider` approved at or before `before`, oldest first, with where they go. */
export async function listApprovedBefore(
  db: Db,
  provider: string,
  before: Date,
  limit: number,
): Promise<{ transferReference: string | null; destinationReference: string }[]> {
  return db
    .select({
      transferReference: redemptions.transferReference,
      destinationReference: redemptionDestinations.reference,
    })
    .from(redemptions)
    .innerJoin(redemptionDestinations, eq(redemptionDestinations.id, redemptions.destinationId))
    .innerJoin(
      redemptionSteps,
      and(eq(redemptionSteps.redemptionId, redemptions.id), eq(redemptionSteps.step, "approved")),
    )
    .where(
      and(
        eq(redemptions.status, "approved"),
        eq(redemptionDestinations.provider, provider),
        lte(redemptionSteps.at, before),
      ),
    )
    .orderBy(asc(redemptionSteps.at))
    .limit(limit);
}

/** Records a delivery; false when it was recorded before (a redelivery or a replay). */
export async function claimWebhookEvent(
  db: Db,
  row: typeof redemptionWebhookEvents.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(redemptionWebhookEvents)
    .values(row)
    .onConflictDoNothing()
    .returning({ eventId: redemptionWebhookEvents.eventId });
  return inserted.length > 0;
}
