/**
 * The platform's schedules (ADR 114): one row per named recurring job that some module registered
 * on `app.jobs` (plugins/jobs.ts). The row holds the occurrence to run next and, while an instance
 * runs it, that instance's lease; only db/jobs.ts reads and writes it.
 */
import { sql } from "drizzle-orm";
import { check, integer, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "../columns.ts";

export const scheduledJobs = pgTable(
  "scheduled_jobs",
  {
    name: text("name").primaryKey(),
    /** The occurrence to run next: the instant its schedule named, whatever the retries. */
    dueAt: instant("due_at").notNull(),
    /** Not tried before this: the occurrence itself, or later after a failed attempt. */
    runAfter: instant("run_after").notNull(),
    /** The instance running it now (for people reading the table); null when nobody is. */
    lockedBy: text("locked_by"),
    /** The running attempt's own token: its writes and its result count only while it matches. */
    lease: text("lease"),
    /** The lease ends here unless its instance renews it; then another instance may take over. */
    lockedUntil: instant("locked_until"),
    /** Attempts at the current occurrence, the running one included; 0 after a success. */
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    lastStartedAt: instant("last_started_at"),
    lastSucceededAt: instant("last_succeeded_at"),
  },
  (table) => [
    check("scheduled_jobs_attempts_check", sql`${table.attempts} >= 0`),
    check(
      "scheduled_jobs_lease_check",
      sql`(${table.lease} is null) = (${table.lockedUntil} is null) and (${table.lease} is null) = (${table.lockedBy} is null)`,
    ),
  ],
);
