/**
 * The SQL of the durable schedules (ADR 114; the runner is plugins/jobs.ts). An instance takes an
 * occurrence by giving its row a lease in one statement (`FOR UPDATE SKIP LOCKED`, so instances
 * polling at once never take the same row); every later write of that attempt names the lease, so
 * an attempt whose lease ran out and was taken over changes nothing.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "./client.ts";
import { scheduledJobs } from "./schema/index.ts";

/** An occurrence this instance holds the lease of. */
export interface ClaimedJob {
  name: string;
  /** The occurrence: the instant the schedule named. */
  dueAt: Date;
  /** 1 on the first attempt at this occurrence. */
  attempt: number;
  lease: string;
}

export type JobRow = typeof scheduledJobs.$inferSelect;

/** Adds the schedules that have no row yet, each first due at its `dueAt`; answers how many were added. */
export async function insertMissingJobs(db: Db, jobs: { name: string; dueAt: Date }[]): Promise<number> {
  if (jobs.length === 0) return 0;
  const inserted = await db
    .insert(scheduledJobs)
    .values(jobs.map(({ name, dueAt }) => ({ name, dueAt, runAfter: dueAt })))
    .onConflictDoNothing()
    .returning({ name: scheduledJobs.name });
  return inserted.length;
}

/**
 * Takes the earliest due occurrence among `names` that nobody holds (no lease, or one that ran out),
 * with a lease until `until`, and counts the attempt. Null when nothing is due.
 */
export async function claimDueJob(
  db: Db,
  claim: { names: readonly string[]; instance: string; lease: string; now: Date; until: Date },
): Promise<ClaimedJob | null> {
  if (claim.names.length === 0) return null;
  const now = claim.now.toISOString();
  // Both drivers answer `{ rows }`; node-postgres reads a timestamp as a string here, PGlite as a Date.
  const claimed = await db.execute<{ name: string; due_at: string | Date; attempts: number }>(sql`
    update scheduled_jobs j
    set locked_by = ${claim.instance}, lease = ${claim.lease},
      locked_until = ${claim.until.toISOString()}::timestamptz,
      attempts = j.attempts + 1, last_started_at = ${now}::timestamptz
    from (
      select name from scheduled_jobs
      where name = any(${sql.param([...claim.names])}::text[])
        and run_after <= ${now}::timestamptz
        and (locked_until is null or locked_until <= ${now}::timestamptz)
      order by run_after, name
      limit 1
      for update skip locked) due
    where j.name = due.name
    returning j.name, j.due_at, j.attempts`);
  const [row] = claimed.rows;
  if (!row) return null;
  return { name: row.name, dueAt: new Date(row.due_at), attempt: Number(row.attempts), lease: claim.lease };
}

const held = (job: Pick<ClaimedJob, "name" | "lease">) =>
  and(eq(scheduledJobs.name, job.name), eq(scheduledJobs.lease, job.lease));

const released = { lockedBy: null, lease: null, lockedUntil: null } as const;

/** Moves the lease on to `until`; false when the attempt no longer holds it. */
export async function renewLease(db: Db, job: ClaimedJob, until: Date): Promise<boolean> {
  const renewed = await db
    .update(scheduledJobs)
    .set({ lockedUntil: until })
    .where(held(job))
    .returning({ name: scheduledJobs.name });
  return renewed.length === 1;
}

/** The occurrence ran: the next one is due at `next`. False when the attempt had lost its lease. */
export async function recordSuccess(db: Db, job: ClaimedJob, next: Date, at: Date): Promise<boolean> {
  const recorded = await db
    .update(scheduledJobs)
    .set({ ...released, dueAt: next, runAfter: next, attempts: 0, lastError: null, lastSucceededAt: at })
    .where(held(job))
    .returning({ name: scheduledJobs.name });
  return recorded.length === 1;
}

/** The attempt failed: the same occurrence is tried again from `retryAt`. */
export async function recordFailure(db: Db, job: ClaimedJob, retryAt: Date, error: string): Promise<boolean> {
  const recorded = await db
    .update(scheduledJobs)
    .set({ ...released, runAfter: retryAt, lastError: error })
    .where(held(job))
    .returning({ name: scheduledJobs.name });
  return recorded.length === 1;
}

/** Gives the occurrence back untried (the instance is stopping): another instance may take it at once. */
export async function releaseLease(db: Db, job: ClaimedJob): Promise<void> {
  await db.update(scheduledJobs).set(released).where(held(job));
}

/**
 * In the caller's transaction: whether `job`'s attempt still holds its lease. The row is share-
 * locked until that transaction ends, so no other instance can take the occurrence over before
 * what the attempt writes there commits.
 */
export async function holdsLease(tx: Db, job: Pick<ClaimedJob, "name" | "lease">): Promise<boolean> {
  const rows = await tx
    .select({ name: scheduledJobs.name })
    .from(scheduledJobs)
    .where(held(job))
    .for("share");
  return rows.length === 1;
}

export async function findJob(db: Db, name: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name));
  return row;
}
