/** Servers the test suite may use instead of its embedded stand-ins. */

import { z } from "zod";
import { defineConcern } from "./concern.ts";
import { postgresUrl } from "./values.ts";

export const testingEnv = z.object({
  TEST_DATABASE_URL: postgresUrl.optional(),
  TEST_REDIS_URL: z.string().url().optional(),
});

export interface TestingConfig {
  readonly testDatabaseUrl: string | null;
  readonly testRedisUrl: string | null;
}

export function testingConfig(env: z.infer<typeof testingEnv>): TestingConfig {
  return { testDatabaseUrl: env.TEST_DATABASE_URL ?? null, testRedisUrl: env.TEST_REDIS_URL ?? null };
}

export const testingConcern = defineConcern({ key: null, env: testingEnv, build: testingConfig });
