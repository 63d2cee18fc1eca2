import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// A non-UTC zone with daylight saving makes time-zone bugs fail loudly.
process.env.TZ = "America/New_York";

const redisConfigured = Boolean(process.env.TEST_REDIS_URL);
const postgresConfigured = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    // Vitest's default leaves one core to the runner, which on a two-core machine is one worker; the
    // server files spend much of their time waiting on the database, so two workers keep both busy.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: "packages",
          include: ["packages/*/src/**/*.test.ts", "scripts/**/*.test.mjs"],
          environment: "node",
          // Pure functions, no mocks: one module graph per worker is enough.
          isolate: false,
        },
      },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts"],
          // Suites about a real Redis or PostgreSQL run only where one is configured (CI, developer machines).
          exclude: [
            ...(redisConfigured ? [] : ["apps/server/src/**/*.redis.test.ts"]),
            ...(postgresConfigured ? [] : ["apps/server/src/**/*.postgres.test.ts"]),
          ],
          environment: "node",
          // No module mocks here and every test app is built fresh, so files can share a worker's
          // module graph: PGlite's WebAssembly and the app's imports then load once per worker.
          isolate: false,
          // Migrates one template database that every test app clones.
          globalSetup: ["apps/server/src/test/template-database.ts"],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      "apps/web/vitest.config.ts",
    ],
  },
});
