/**
 * Durable schedules on two instances of the app sharing one database (the embedded one here, and
 * PostgreSQL when the suite runs there): each occurrence runs on exactly one of them however many
 * look at once, a failing handler is tried again after a backoff with its error kept, a crashed
 * instance's lease runs out and another instance takes the occurrence over, an attempt that lost its
 * lease cannot commit, and nothing runs until the clock reaches an occurrence.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../app.ts";
import { withTransaction } from "../db/transaction.ts";
import { buildTestApp, type TestApp } from "../test/build-test-app.ts";
import { SETTLES } from "../test/settles.ts";
import { every, type JobRun, nextUtcMidnight } from "./jobs.ts";

const MINUTE = 60_000;
const LEASE_MS = 60_000;

let t: TestApp;
let a: FastifyInstance;
let b: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp({ JOBS_LEASE_MS: String(LEASE_MS) });
  a = t.app;
  // A second instance of the application on the same database and clock.
  b = await buildApp({ config: t.config, clock: t.clock, database: t.database, serveSite: false });
  await b.ready();
  await t.database.db.execute(
    sql`create table job_test_runs (job text not null, occurrence timestamptz not null, instance text not null,
      primary key (job, occurrence))`,
  );
});
afterAll(async () => {
  await b.close();
  await t.close();
});

/** Records the occurrence in the run's own transaction, fenced: a second write of it would fail the key. */
async function record(app: FastifyInstance, instance: string, run: JobRun): Promise<void> {
  await withTransaction(app.db, async (tx) => {
    await run.fence(tx);
    await tx.execute(
      sql`insert into job_test_runs values (${run.name}, ${run.occurrence.toISOString()}::timestamptz, ${instance})`,
    );
  });
}

async function recorded(job: string): Promise<{ occurrence: string; instance: string }[]> {
  const rows = await t.database.db.execute<{ occurrence: string | Date; instance: string }>(
    sql`select occurrence, instance from job_test_runs where job = ${job} order by occurrence`,
  );
  return rows.rows.map((row) => ({
    occurrence: new Date(row.occurrence).toISOString(),
    instance: row.instance,
  }));
}

/** The outcomes of `job` among what `app` ran (each app also runs the schedules of the earlier tests). */
async function runDue(app: FastifyInstance, job: string) {
  return (await app.jobs.runDue()).filter((outcome) => outcome.name === job);
}

function deferred() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { released, release };
}

describe("durable schedules", () => {
  it("runs each occurrence on exactly one of two instances, however many look for it at once", async () => {
    const started: string[] = [];
    for (const [app, instance] of [
      [a, "a"],
      [b, "b"],
    ] as const) {
      app.jobs.schedule({
        name: "test.every-minute",
        next: every(MINUTE),
        run: async (run) => {
          started.push(run.occurrence.toISOString());
          await record(app, instance, run);
        },
      });
    }
    // Nothing is due until the clock reaches the first occurrence.
    expect(await Promise.all([a.jobs.runDue(), b.jobs.runDue()])).toEqual([[], []]);

    const rounds = 12;
    for (let round = 0; round < rounds; round++) {
      t.clock.advance(MINUTE);
      await Promise.all([a.jobs.runDue(), b.jobs.runDue(), a.jobs.runDue(), b.jobs.runDue()]);
    }

    const runs = await recorded("test.every-minute");
    expect(runs).toHaveLength(rounds);
    expect(new Set(started).size).toBe(started.length);
    expect(started.sort()).toEqual(runs.map((run) => run.occurrence));
    const status = await a.jobs.status("test.every-minute");
    expect(status).toMatchObject({ attempts: 0, lastError: null, isRunning: false });
    expect(status?.dueAt.getTime()).toBe(t.clock.now().getTime() + MINUTE);
  });

  it("tries a failing occurrence again after a growing backoff, keeping the error, then moves on", async () => {
    const attempts: { occurrence: string; attempt: number }[] = [];
    for (const [app, instance] of [
      [a, "a"],
      [b, "b"],
    ] as const) {
      app.jobs.schedule({
        name: "test.flaky",
        next: every(10 * MINUTE),
        retry: { baseMs: 1_000, maxMs: 2_000 },
        run: async (run) => {
          attempts.push({ occurrence: run.occurrence.toISOString(), attempt: run.attempt });
          if (run.attempt < 4) throw new Error(`the service is down (attempt ${run.attempt})`);
          await record(app, instance, run);
        },
      });
    }
    await Promise.all([runDue(a, "test.flaky"), runDue(b, "test.flaky")]);
    t.clock.advance(10 * MINUTE);
    const occurrence = t.clock.now().toISOString();

    expect(await runDue(a, "test.flaky")).toEqual([
      expect.objectContaining({
        outcome: "failed",
        attempt: 1,
        error: "Error: the service is down (attempt 1)",
      }),
    ]);
    const failed = await a.jobs.status("test.flaky");
    expect(failed).toMatchObject({ attempts: 1, lastError: "Error: the service is down (attempt 1)" });
    expect(failed?.dueAt.toISOString()).toBe(occurrence);
    expect(failed?.runAfter.getTime()).toBe(t.clock.now().getTime() + 1_000);
    expect(await runDue(b, "test.flaky")).toEqual([]); // not before its backoff, on any instance

    t.clock.advance(1_000);
    expect((await runDue(b, "test.flaky"))[0]).toMatchObject({ outcome: "failed", attempt: 2 });
    t.clock.advance(1_999);
    expect(await runDue(a, "test.flaky")).toEqual([]); // the second wait is twice as long
    t.clock.advance(1);
    expect((await runDue(a, "test.flaky"))[0]).toMatchObject({ outcome: "failed", attempt: 3 });
    t.clock.advance(2_000); // at most maxMs
    expect((await runDue(a, "test.flaky"))[0]).toMatchObject({ outcome: "succeeded", attempt: 4 });

    expect(attempts.map((attempt) => attempt.occurrence)).toEqual([
      occurrence,
      occurrence,
      occurrence,
      occurrence,
    ]);
    expect(await recorded("test.flaky")).toEqual([{ occurrence, instance: "a" }]);
    const done = await a.jobs.status("test.flaky");
    expect(done).toMatchObject({ attempts: 0, lastError: null });
    expect(done?.dueAt.getTime()).toBe(Date.parse(occurrence) + 10 * MINUTE);
  });

  it("takes over an occurrence whose instance crashed once its lease runs out", async () => {
    const runs: JobRun[] = [];
    b.jobs.schedule({
      name: "test.crash",
      next: every(5 * MINUTE),
      run: async (run) => {
        runs.push(run);
        await record(b, "b", run);
      },
    });
    await runDue(b, "test.crash");
    t.clock.advance(5 * MINUTE);
    const occurrence = t.clock.now();
    // An instance took the occurrence and died: nobody renews its lease.
    await t.database.db.execute(sql`update scheduled_jobs
      set locked_by = 'crashed:1', lease = 'crashed-lease', attempts = 1,
        locked_until = ${new Date(occurrence.getTime() + LEASE_MS).toISOString()}::timestamptz
      where name = 'test.crash'`);

    expect(await runDue(b, "test.crash")).toEqual([]);
    expect((await b.jobs.status("test.crash"))?.isRunning).toBe(true);
    t.clock.advance(LEASE_MS - 1);
    expect(await runDue(b, "test.crash")).toEqual([]);
    t.clock.advance(1);
    expect(await runDue(b, "test.crash")).toEqual([
      expect.objectContaining({ outcome: "succeeded", attempt: 2, occurrence }),
    ]);
    expect(runs.map((run) => run.occurrence)).toEqual([occurrence]);
    expect(await recorded("test.crash")).toEqual([{ occurrence: occurrence.toISOString(), instance: "b" }]);
  });

  it("refuses the writes of an attempt that lost its lease to another instance", async () => {
    const slow = deferred();
    let isSlowStarted = false;
    for (const [app, instance] of [
      [a, "a"],
      [b, "b"],
    ] as const) {
      app.jobs.schedule({
        name: "test.stalled",
        next: every(7 * MINUTE),
        run: async (run) => {
          if (instance === "a") {
            isSlowStarted = true;
            await slow.released; // a stall longer than the lease (a paused process, a lost network)
          }
          await record(app, instance, run);
        },
      });
    }
    await Promise.all([a.jobs.runDue(), b.jobs.runDue()]);
    t.clock.advance(7 * MINUTE);
    const stalled = runDue(a, "test.stalled");
    await vi.waitFor(() => expect(isSlowStarted).toBe(true), SETTLES);

    t.clock.advance(LEASE_MS + 1);
    expect((await runDue(b, "test.stalled"))[0]).toMatchObject({ outcome: "succeeded", attempt: 2 });
    slow.release();
    expect((await stalled)[0]).toMatchObject({ outcome: "lost", attempt: 1 });
    expect((await recorded("test.stalled")).map((run) => run.instance)).toEqual(["b"]);
    expect(await a.jobs.status("test.stalled")).toMatchObject({ attempts: 0, isRunning: false });
  });

  it("keeps renewing the lease of a long run, so no other instance takes it", async () => {
    t.clock.advance(MINUTE);
    const long = deferred();
    let isStarted = false;
    const lease = 3_000; // renewed every second of real time
    const c = await buildApp({
      config: { ...t.config, jobs: { pollIntervalMs: 0, leaseMs: lease } },
      clock: t.clock,
      database: t.database,
      serveSite: false,
    });
    await c.ready();
    try {
      for (const [app, instance] of [
        [c, "c"],
        [b, "b"],
      ] as const) {
        app.jobs.schedule({
          name: "test.long",
          next: every(MINUTE),
          run: async (run) => {
            isStarted = true;
            if (instance === "c") await long.released;
            await record(app, instance, run);
          },
        });
      }
      await Promise.all([c.jobs.runDue(), b.jobs.runDue()]);
      t.clock.advance(MINUTE);
      const running = runDue(c, "test.long");
      await vi.waitFor(() => expect(isStarted).toBe(true), SETTLES);
      for (let step = 0; step < 3; step++) {
        // Most of the lease passes; the running instance renews it from the clock as it stands.
        t.clock.advance(lease - 500);
        const renewedPast = t.clock.now().getTime() + 1_000;
        await vi.waitFor(async () => expect(await leaseEnd("test.long")).toBeGreaterThan(renewedPast), {
          timeout: 5_000,
          interval: 50,
        });
        expect(await runDue(b, "test.long")).toEqual([]);
      }
      long.release();
      expect((await running)[0]).toMatchObject({ outcome: "succeeded", attempt: 1 });
      expect((await recorded("test.long")).map((run) => run.instance)).toEqual(["c"]);
    } finally {
      await c.close();
    }
  });

  it("gives a stopping instance's occurrence back, so another runs it at once", async () => {
    t.clock.advance(MINUTE);
    const d = await buildApp({ config: t.config, clock: t.clock, database: t.database, serveSite: false });
    await d.ready();
    let isStarted = false;
    d.jobs.schedule({
      name: "test.stopping",
      next: every(MINUTE),
      run: async (run) => {
        isStarted = true;
        await new Promise((_, reject) => {
          run.signal.addEventListener("abort", () => reject(run.signal.reason));
        });
      },
    });
    b.jobs.schedule({ name: "test.stopping", next: every(MINUTE), run: (run) => record(b, "b", run) });
    await Promise.all([d.jobs.runDue(), b.jobs.runDue()]);
    t.clock.advance(MINUTE);
    const running = runDue(d, "test.stopping");
    await vi.waitFor(() => expect(isStarted).toBe(true), SETTLES);
    await d.close();
    expect((await running)[0]).toMatchObject({ outcome: "released" });
    expect((await runDue(b, "test.stopping"))[0]).toMatchObject({ outcome: "succeeded", attempt: 2 });
  });

  it("names the next midnight UTC, whatever the zone the process runs in", () => {
    expect(nextUtcMidnight(new Date("2026-03-08T06:59:59Z")).toISOString()).toBe("2026-03-09T00:00:00.000Z");
    expect(nextUtcMidnight(new Date("2026-03-09T00:00:00Z")).toISOString()).toBe("2026-03-10T00:00:00.000Z");
  });
});

async function leaseEnd(job: string): Promise<number> {
  const rows = await t.database.db.execute<{ locked_until: string | Date | null }>(
    sql`select locked_until from scheduled_jobs where name = ${job}`,
  );
  const until = rows.rows[0]?.locked_until;
  return until ? new Date(until).getTime() : 0;
}
