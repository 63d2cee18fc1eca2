import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/build-test-app.ts";

// Two instances behind a load balancer must not each grant the full budget.
describe("rate limit shared through Redis", () => {
  let first: TestApp;
  let second: TestApp;
  const sharedPrefix = `reelhouse-test:shared-${Date.now()}:`;

  beforeAll(async () => {
    first = await buildTestApp({ RATE_LIMIT_MAX: "3", REDIS_KEY_PREFIX: sharedPrefix });
    second = await buildTestApp({ RATE_LIMIT_MAX: "3", REDIS_KEY_PREFIX: sharedPrefix });
  });
  afterAll(async () => {
    await first.app.redis?.del(`rate-limit:127.0.0.1`);
    await Promise.all([first.close(), second.close()]);
  });

  it("counts requests to either instance against one budget", async () => {
    expect(first.app.redis).not.toBeNull();
    const get = (harness: TestApp) => harness.app.inject({ method: "GET", url: "/rest/page/content/terms/" });
    const statuses = [
      (await get(first)).statusCode,
      (await get(second)).statusCode,
      (await get(first)).statusCode,
    ];
    expect(statuses).not.toContain(429);
    expect((await get(second)).statusCode).toBe(429);
  });
});
