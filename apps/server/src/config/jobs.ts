/**
 * The durable schedules (ADR 114): how often this instance looks for a due occurrence, and how long
 * an instance's hold on a running one lasts without renewal (a crashed instance's runs are taken
 * over after that).
 */

import { z } from "zod";
import { defineConcern } from "./concern.ts";
import { durationMs } from "./values.ts";

export const jobsEnv = z.object({
  /** 0: this instance runs no schedules (others do; tests run them with `app.jobs.runDue()`). */
  JOBS_POLL_INTERVAL_MS: durationMs("ms", { min: 0, max: 600_000, default: 1_000 }),
  JOBS_LEASE_MS: durationMs("ms", { min: 1_000, max: 3_600_000, default: 60_000 }),
});

export interface JobsConfig {
  /** 0 when this instance does not poll. */
  readonly pollIntervalMs: number;
  readonly leaseMs: number;
}

export function jobsConfig(env: z.infer<typeof jobsEnv>): JobsConfig {
  return { pollIntervalMs: env.JOBS_POLL_INTERVAL_MS, leaseMs: env.JOBS_LEASE_MS };
}

export const jobsConcern = defineConcern({ key: "jobs", env: jobsEnv, build: jobsConfig });
