/**
 * Durable schedules (ADR 114): `app.jobs.schedule({ name, next, run })` from any module, run on
 * whichever instance takes each occurrence first, on PostgreSQL and on the embedded database alike.
 *
 * - Each schedule is a row of `scheduled_jobs` (db/jobs.ts) holding the occurrence due next. An
 *   instance takes a due occurrence with a lease in one `FOR UPDATE SKIP LOCKED` statement, runs its
 *   handler outside any transaction of the runner's, and records the outcome only if it still holds
 *   the lease: success moves the row to the next occurrence, failure keeps the occurrence and tries
 *   it again after a backoff, with the error kept on the row.
 * - The lease is renewed while the handler runs; an instance that dies stops renewing it, and once
 *   it runs out another instance takes the occurrence over. A handler writes in transactions of its
 *   own and calls `run.fence(tx)` in each: that refuses to commit for an attempt whose lease was
 *   taken over, so exactly one attempt's writes count; writes must still be idempotent, since an
 *   attempt that failed half-way is tried again.
 * - Time is the injected clock: a test moves it and calls `runDue()`; a browser test moves a test
 *   deployment's clock and the poller finds the occurrence due.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/client.ts";
import {
  type ClaimedJob,
  claimDueJob,
  findJob,
  holdsLease,
  insertMissingJobs,
  recordFailure,
  recordSuccess,
  releaseLease,
  renewLease,
} from "../db/jobs.ts";
import type { Clock } from "../lib/clock.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_RETRY = { baseMs: 10_000, maxMs: 15 * 60 * 1000 };
/** Occurrences one poll runs at most before it lets the timer breathe (a long catch-up continues next poll). */
const RUNS_PER_POLL = 100;
const MAX_POLL_BACKOFF_MS = 60_000;
const ERROR_TEXT_LIMIT = 2_000;

/** What a handler is told about the occurrence it runs. */
export interface JobRun {
  readonly name: string;
  /** The occurrence: the instant its schedule named (not when it started, which may be later). */
  readonly occurrence: Date;
  /** 1 on the first attempt at this occurrence. */
  readonly attempt: number;
  /** Aborted when this attempt lost its lease or the instance is stopping: stop at the next safe point. */
  readonly signal: AbortSignal;
  /**
   * Call in each transaction the handler writes in: throws `LeaseLostError` unless this attempt
   * still holds the occurrence, and keeps any other instance from taking it until that transaction ends.
   */
  fence(tx: Db): Promise<void>;
}

export interface JobDefinition {
  /** Unique across the application: `<module>.<what>` (`cashback.calculate`). */
  name: string;
  /** The first occurrence strictly after `after` (`every(ms)`, `nextUtcMidnight`). */
  next(after: Date): Date;
  run(run: JobRun): Promise<void>;
  /**
   * After occurrences were missed (every instance was down): true runs each in turn; false (the
   * default) runs the earliest missed one, then goes on from now.
   */
  catchUp?: boolean;
  /** A failed attempt is tried again after `baseMs × 2^(attempt−1)`, at most `maxMs`. */
  retry?: { baseMs: number; maxMs: number };
}

/** How one attempt ended. */
export interface JobOutcome {
  name: string;
  occurrence: Date;
  attempt: number;
  outcome: "succeeded" | "failed" | "lost" | "released";
  error?: string;
}

/** Where a schedule stands, for the module that owns it (and for operators). */
export interface JobStatus {
  /** The occurrence due next (the one running, while one runs). */
  dueAt: Date;
  /** Not tried before this (later than `dueAt` after a failure). */
  runAfter: Date;
  attempts: number;
  lastError: string | null;
  lastSucceededAt: Date | null;
  /** Whether an instance holds a lease on it now. */
  isRunning: boolean;
}

/** An attempt whose lease ran out and was taken over: its writes must not commit. */
export class LeaseLostError extends Error {
  constructor(name: string) {
    super(`the lease on job ${name} was lost: another instance has taken the occurrence over`);
    this.name = "LeaseLostError";
  }
}

/** Occurrences `ms` apart. */
export const every =
  (ms: number) =>
  (after: Date): Date =>
    new Date(after.getTime() + ms);

/** Each midnight UTC. */
export function nextUtcMidnight(after: Date): Date {
  return new Date((Math.floor(after.getTime() / DAY_MS) + 1) * DAY_MS);
}

export interface JobRunnerOptions {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** 0: this instance does not poll (it still runs what `runDue()` finds). */
  pollIntervalMs: number;
  leaseMs: number;
  /** Names this instance on the rows it holds; unique per process by default. */
  instance?: string;
}

function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, ERROR_TEXT_LIMIT);
}

export function createJobRunner({ db, clock, log, pollIntervalMs, leaseMs, instance }: JobRunnerOptions) {
  const self = instance ?? `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
  const definitions = new Map<string, JobDefinition>();
  const withoutRow = new Set<string>();
  const running = new Set<AbortController>();
  let queue: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let isPolling = false;
  let isStopping = false;
  let failures = 0;

  const later = (ms: number) => new Date(clock.now().getTime() + ms);

  async function addMissingRows(): Promise<void> {
    if (withoutRow.size === 0) return;
    const names = [...withoutRow];
    const now = clock.now();
    await insertMissingJobs(
      db,
      names.map((name) => ({ name, dueAt: (definitions.get(name) as JobDefinition).next(now) })),
    );
    for (const name of names) withoutRow.delete(name);
  }

  /** The occurrence after `occurrence`: the schedule's next, or (without catch-up) the first after now. */
  function following(definition: JobDefinition, occurrence: Date, now: Date): Date {
    const next = definition.next(occurrence);
    if (next.getTime() <= occurrence.getTime()) {
      throw new Error(`job ${definition.name}: next(${occurrence.toISOString()}) is not later than it`);
    }
    return definition.catchUp || next.getTime() > now.getTime() ? next : definition.next(now);
  }

  function retryDelay(definition: JobDefinition, attempt: number): number {
    const { baseMs, maxMs } = definition.retry ?? DEFAULT_RETRY;
    return Math.min(maxMs, baseMs * 2 ** Math.min(attempt - 1, 30));
  }

  async function runClaimed(job: ClaimedJob): Promise<JobOutcome> {
    const definition = definitions.get(job.name) as JobDefinition;
    const base = { name: job.name, occurrence: job.dueAt, attempt: job.attempt };
    const controller = new AbortController();
    running.add(controller);
    const heartbeat = setInterval(
      () => {
        renewLease(db, job, later(leaseMs))
          .then((isHeld) => {
            if (!isHeld) controller.abort(new LeaseLostError(job.name));
          })
          .catch((error: unknown) => log.warn({ err: error, job: job.name }, "job lease not renewed"));
      },
      Math.max(250, Math.floor(leaseMs / 3)),
    );
    heartbeat.unref();
    try {
      await definition.run({
        ...base,
        signal: controller.signal,
        fence: async (tx) => {
          if (!(await holdsLease(tx, job))) throw new LeaseLostError(job.name);
        },
      });
    } catch (error) {
      clearInterval(heartbeat);
      running.delete(controller);
      if (error instanceof LeaseLostError || controller.signal.reason instanceof LeaseLostError) {
        log.warn(
          { job: job.name, occurrence: job.dueAt },
          "job attempt lost its lease; its writes were refused",
        );
        return { ...base, outcome: "lost" };
      }
      if (isStopping && controller.signal.aborted) {
        await releaseLease(db, job);
        return { ...base, outcome: "released" };
      }
      const text = describe(error);
      const retryAt = later(retryDelay(definition, job.attempt));
      const isRecorded = await recordFailure(db, job, retryAt, text);
      log.error(
        { err: error, job: job.name, occurrence: job.dueAt, attempt: job.attempt, retryAt },
        "scheduled job failed; it will be tried again",
      );
      return { ...base, outcome: isRecorded ? "failed" : "lost", error: text };
    }
    clearInterval(heartbeat);
    running.delete(controller);
    const now = clock.now();
    const isRecorded = await recordSuccess(db, job, following(definition, job.dueAt, now), now);
    if (!isRecorded) {
      log.warn({ job: job.name, occurrence: job.dueAt }, "job finished after its lease was taken over");
      return { ...base, outcome: "lost" };
    }
    return { ...base, outcome: "succeeded" };
  }

  /** Takes and runs due occurrences one after another until none is left (or `limit` ran). */
  async function drain(limit: number): Promise<JobOutcome[]> {
    await addMissingRows();
    const outcomes: JobOutcome[] = [];
    while (outcomes.length < limit && !isStopping) {
      const now = clock.now();
      const claimed = await claimDueJob(db, {
        names: [...definitions.keys()],
        instance: self,
        lease: randomUUID(),
        now,
        until: new Date(now.getTime() + leaseMs),
      });
      if (!claimed) break;
      outcomes.push(await runClaimed(claimed));
    }
    return outcomes;
  }

  /** One drain at a time in this instance: the poller's and `runDue()`'s queue behind each other. */
  function enqueue(limit: number): Promise<JobOutcome[]> {
    const next = queue.catch(() => {}).then(() => drain(limit));
    queue = next;
    return next;
  }

  function poll(delayMs: number): void {
    if (!isPolling) return;
    timer = setTimeout(() => {
      enqueue(RUNS_PER_POLL)
        .then((outcomes) => {
          failures = 0;
          // A full batch means more is due (a catch-up): carry on at once.
          poll(outcomes.length >= RUNS_PER_POLL ? 0 : pollIntervalMs);
        })
        .catch((error: unknown) => {
          failures++;
          log.warn({ err: error, failures }, "looking for due jobs failed; trying again");
          poll(Math.min(MAX_POLL_BACKOFF_MS, pollIntervalMs * 2 ** failures));
        });
    }, delayMs);
    timer.unref();
  }

  return {
    /** Registers a schedule; its row is added (first due at `next(now)`) before the next look for due jobs. */
    schedule(definition: JobDefinition): void {
      if (definitions.has(definition.name)) throw new Error(`job ${definition.name} is scheduled twice`);
      definitions.set(definition.name, definition);
      withoutRow.add(definition.name);
    },

    /** Runs every occurrence due now that no other instance holds, in turn; answers how each ended. */
    runDue: (): Promise<JobOutcome[]> => enqueue(Number.POSITIVE_INFINITY),

    /** Where `name`'s schedule stands; null before its row exists. */
    async status(name: string): Promise<JobStatus | null> {
      const row = await findJob(db, name);
      if (!row) return null;
      return {
        dueAt: row.dueAt,
        runAfter: row.runAfter,
        attempts: row.attempts,
        lastError: row.lastError,
        lastSucceededAt: row.lastSucceededAt,
        isRunning: row.lockedUntil !== null && row.lockedUntil.getTime() > clock.now().getTime(),
      };
    },

    /** Adds the rows of the schedules registered so far, and starts polling (unless the interval is 0). */
    async start(): Promise<void> {
      await addMissingRows();
      if (pollIntervalMs === 0 || isPolling) return;
      isPolling = true;
      poll(pollIntervalMs);
    },

    /** Stops polling, asks running handlers to stop and waits for them: their occurrences are given back. */
    async stop(): Promise<void> {
      isPolling = false;
      isStopping = true;
      clearTimeout(timer);
      for (const controller of running) controller.abort(new Error("the instance is stopping"));
      await queue.catch(() => {});
    },
  };
}

export type Jobs = ReturnType<typeof createJobRunner>;

declare module "fastify" {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

async function jobsPlugin(app: FastifyInstance): Promise<void> {
  const jobs = createJobRunner({
    db: app.db,
    clock: app.clock,
    log: app.log.child({ module: "jobs" }),
    ...app.config.jobs,
  });
  app.decorate("jobs", jobs);
  app.addHook("onReady", () => jobs.start());
  app.addHook("preClose", () => jobs.stop());
}

export default fp(jobsPlugin, { name: "jobs", dependencies: ["core"] });
