/**
 * Servers the test suite may use instead of its embedded stand-ins, and the shiftable clock the
 * browser tests move to try what happens tomorrow (a new promotion day, a schedule that runs).
 */

import { z } from "zod";
import { defineConcern } from "./concern.ts";
import { postgresUrl, type RawEnv } from "./values.ts";

export const testingEnv = z.object({
  TEST_DATABASE_URL: postgresUrl.optional(),
  TEST_REDIS_URL: z.string().url().optional(),
  /**
   * Set, the process runs on the system clock plus an offset that `POST /__test/clock/` moves, for
   * requests that carry this secret. Never on a public deployment (refused with TRUST_PROXY).
   */
  TEST_CLOCK_SECRET: z.string().min(16).optional(),
});

export interface TestingConfig {
  readonly testDatabaseUrl: string | null;
  readonly testRedisUrl: string | null;
  readonly testClockSecret: string | null;
}

export function testingConfig(env: z.infer<typeof testingEnv>): TestingConfig {
  return {
    testDatabaseUrl: env.TEST_DATABASE_URL ?? null,
    testRedisUrl: env.TEST_REDIS_URL ?? null,
    testClockSecret: env.TEST_CLOCK_SECRET ?? null,
  };
}

/** Behind a proxy the process faces the public: a clock anyone with the secret could move is refused. */
function shiftableClockBehindProxy(env: RawEnv): string[] {
  const behindProxy = ["true", "1", "yes"].includes(env.TRUST_PROXY ?? "");
  return env.TEST_CLOCK_SECRET && behindProxy
    ? ["TEST_CLOCK_SECRET: the shiftable test clock cannot be on behind a proxy (TRUST_PROXY=true)"]
    : [];
}

export const testingConcern = defineConcern({
  key: null,
  env: testingEnv,
  build: testingConfig,
  checks: [shiftableClockBehindProxy],
});
