/**
 * The API budget's store against a Redis of the test's own, killed and frozen under it: it counts
 * in Redis while Redis answers, alone with the same budget while it does not, says so once each
 * way, and never fails a count.
 */
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { type RedisServer, startRedisServer } from "../test/redis-server.ts";
import { SETTLES } from "../test/settles.ts";
import { REDIS_RETRY_AFTER_MS, redisWithLocalFallback } from "./rate-limit-store.ts";
import { REDIS_CONNECTION_OPTIONS } from "./redis.ts";

const WINDOW_MS = 60_000;
const MAX = 3;

let server: RedisServer;
let redis: Redis;
let now = 0;
const logged: { level: string; msg: string }[] = [];
const log = {
  warn: (_details: unknown, msg: string) => logged.push({ level: "warn", msg }),
  info: (msg: string) => logged.push({ level: "info", msg }),
} as unknown as FastifyBaseLogger;

beforeAll(async () => {
  server = await startRedisServer();
  redis = new Redis(server.url, REDIS_CONNECTION_OPTIONS);
  redis.on("error", () => {});
  await redis.connect();
});
afterAll(async () => {
  redis.disconnect();
  await server.stop();
});

const Store = () => redisWithLocalFallback({ redis, nameSpace: "budget:", log, now: () => now });

function counter() {
  const store = new (Store())({});
  // The in-memory store answers with its own entry, which later counts change: keep a copy.
  return (key: string) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(
        key,
        (error, result) => (error || !result ? reject(error) : resolve({ ...result })),
        WINDOW_MS,
        MAX,
      ),
    );
}

it("counts in Redis, then alone with the same budget while Redis is down, then in Redis again", async () => {
  const count = counter();
  expect((await count("before")).current).toBe(1);
  expect(await redis.get("budget:before")).toBe("1");

  await server.stop();
  await vi.waitFor(() => expect(redis.status).not.toBe("ready"), SETTLES);
  const alone = [];
  for (let i = 0; i <= MAX; i++) {
    alone.push((await count("during")).current);
    now += REDIS_RETRY_AFTER_MS / 4;
  }
  expect(alone).toEqual([1, 2, 3, 4]);
  expect(logged.filter(({ level }) => level === "warn")).toHaveLength(1);

  await server.start();
  await vi.waitFor(() => expect(redis.status).toBe("ready"), SETTLES);
  // Steady traffic while Redis was away does not put off asking it again.
  expect((await count("after")).current).toBe(1);
  expect(await redis.get("budget:after")).toBe("1");
  expect((await count("after")).current).toBe(2);
  expect(logged.map(({ level }) => level)).toEqual(["warn", "info"]);
});

it("asks a Redis that stopped answering one request a second, while the others count alone", async () => {
  const count = counter();
  logged.length = 0;
  server.pause();
  try {
    // Redis takes the command but never answers: it times out, and the count is made here.
    expect((await count("frozen")).current).toBe(1);
    expect((await count("frozen")).current).toBe(2);
    now += REDIS_RETRY_AFTER_MS;
    // One request asks again and waits for the timeout; the other does not wait with it.
    const [asking, alone] = await Promise.all([count("frozen"), count("frozen")]);
    expect([asking.current, alone.current]).toEqual([4, 3]);
    expect(logged.map(({ level }) => level)).toEqual(["warn"]);
  } finally {
    server.resume();
  }
  // Redis ran the two commands it was sent while frozen, and no other.
  expect(await redis.ping()).toBe("PONG");
  expect(await redis.get("budget:frozen")).toBe("2");
  now += REDIS_RETRY_AFTER_MS;
  expect((await count("frozen")).current).toBe(3);
  expect(logged.map(({ level }) => level)).toEqual(["warn", "info"]);
});
