/**
 * Redis killed under spin load and started again (ADR 100): two instances share one Redis of the
 * test's own. While it is gone, spins keep succeeding, each instance still refuses a client over
 * its budget, realtime messages still reach the instance's own connections and readiness holds;
 * once it is back, the budget and the fan-out are shared again without a restart.
 */
import { randomBytes } from "node:crypto";
import { minor, type Round } from "@reelhouse/contract";
import { findTitle } from "@reelhouse/games";
import type { Centrifuge } from "centrifuge";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, type TestApp } from "./test/build-test-app.ts";
import { signUpPlayer, type TestPlayer } from "./test/players.ts";
import { listenOnLoopback } from "./test/raw-http.ts";
import { realtimeClient } from "./test/realtime-client.ts";
import { type RedisServer, startRedisServer } from "./test/redis-server.ts";
import { SETTLES } from "./test/settles.ts";

const GAME = "midnight-fruits";
const BET = findTitle(GAME)?.info.betLevels.coins[0] as number;
const BUDGET = 5;
const SPINNERS_PER_INSTANCE = 3;
/** Bounds the load: each spinner stops after this many rounds even if the test has not ended it. */
const MAX_ROUNDS_PER_SPINNER = 400;

let server: RedisServer;
let first: TestApp;
let second: TestApp;
/** Reads what the instances wrote, under their key prefix. */
let inspector: Redis;
const clients: Centrifuge[] = [];

beforeAll(async () => {
  server = await startRedisServer();
  const keyPrefix = `reelhouse-test:faults-${randomBytes(6).toString("hex")}:`;
  const shared = {
    REDIS_URL: server.url,
    REDIS_KEY_PREFIX: keyPrefix,
    RATE_LIMIT_MAX: String(BUDGET),
    REALTIME_TOKEN_SECRET: randomBytes(32).toString("hex"),
    REALTIME_RELAY_INTERVAL_MS: "20",
  };
  first = await buildTestApp(shared);
  second = await buildTestApp(shared);
  inspector = new Redis(server.url, { keyPrefix, lazyConnect: true, retryStrategy: () => 50 });
  inspector.on("error", () => {});
  await inspector.connect();
}, 60_000);

afterAll(async () => {
  for (const client of clients) client.disconnect();
  stopLoad();
  await load;
  await Promise.all([first?.close(), second?.close()]);
  inspector?.disconnect();
  await server?.stop();
});

// Every request comes from an address of its own unless it is meant to spend one client's budget.
let addresses = 0;
const freshAddress = () => {
  const n = ++addresses;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

type Phase = "up" | "down" | "back";
let phase: Phase = "up";
const answers: { phase: Phase; status: number; body: string }[] = [];
const spinsIn = (wanted: Phase) => answers.filter((answer) => answer.phase === wanted).length;

let isLoadStopped = false;
let load: Promise<unknown> = Promise.resolve();
const stopLoad = () => {
  isLoadStopped = true;
};

async function spinner(t: TestApp): Promise<void> {
  const player = await signUpPlayer(t.app, "redis-fault", freshAddress());
  await t.app.wallet.grant(
    player.playerId,
    { coins: minor("coins", 10_000_000) },
    `fund:${player.playerId}`,
    "test",
  );
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url,
      headers: { cookie: player.cookie, ...headers },
      payload,
      remoteAddress: freshAddress(),
    });
  for (let n = 0; n < MAX_ROUNDS_PER_SPINNER && !isLoadStopped; n++) {
    const spin = await post(
      `/rest/studio/${GAME}/spin/`,
      { currency: "coins", bet: BET },
      { "idempotency-key": `redis-fault-spin-${n}` },
    );
    answers.push({ phase, status: spin.statusCode, body: spin.statusCode === 200 ? "" : spin.body });
    if (spin.statusCode !== 200) continue;
    let round = spin.json().data.round as Round;
    while (round.status === "open") {
      const step = await post(`/rest/studio/rounds/${round.id}/next/`, { step: round.stepCount });
      answers.push({ phase, status: step.statusCode, body: step.statusCode === 200 ? "" : step.body });
      if (step.statusCode !== 200) break;
      round = step.json().data.round as Round;
    }
  }
}

/** One client's requests, in turn to the instances given: how many of them were refused with 429. */
async function statusesOfOneClient(instances: TestApp[], requests: number): Promise<number[]> {
  const remoteAddress = freshAddress();
  const statuses: number[] = [];
  for (let i = 0; i < requests; i++) {
    const t = instances[i % instances.length] as TestApp;
    statuses.push(
      (await t.app.inject({ method: "GET", url: "/rest/page/content/terms/", remoteAddress })).statusCode,
    );
  }
  return statuses;
}

/** A player's tab on `t`, listening on the player's own channel with tokens from `home`. */
async function tabOf(player: TestPlayer, home: TestApp, t: TestApp) {
  const init = (
    await home.app.inject({
      url: "/rest/app/init/",
      headers: { cookie: player.cookie },
      remoteAddress: freshAddress(),
    })
  ).json().data;
  const [own] = init.wsConnectionData.connections as { channelName: string; token: string }[];
  const client = realtimeClient(await listenOnLoopback(t.app), {
    token: init.wsConnectionData.connectionToken,
  });
  clients.push(client);
  const received: unknown[] = [];
  let subscribed = 0;
  const subscription = client.newSubscription(own?.channelName as string, { token: own?.token as string });
  subscription.on("publication", (ctx) => received.push(ctx.data));
  subscription.on("subscribed", () => subscribed++);
  subscription.subscribe();
  client.connect();
  await vi.waitFor(() => expect(subscription.state).toBe("subscribed"), SETTLES);
  return {
    received,
    subscribedTimes: () => subscribed,
    isSubscribed: () => subscription.state === "subscribed",
  };
}

const switchMode = (t: TestApp, player: TestPlayer, mode: "sweep-stakes" | "tournament-points") =>
  t.app.inject({
    url: `/rest/player/game-mode/switch-to-${mode}/`,
    headers: { cookie: player.cookie },
    remoteAddress: freshAddress(),
  });
const modeSwitched = { type: "profile", action: "updated", data: { fields: ["gameMode"] } };

describe("a Redis outage under load", () => {
  let crossing: TestPlayer;
  let crossingTab: Awaited<ReturnType<typeof tabOf>>;

  it("shares the budget and the fan-out between the instances while Redis is up", async () => {
    expect(await statusesOfOneClient([first, second], BUDGET + 1)).toEqual([200, 200, 200, 200, 200, 429]);
    crossing = await signUpPlayer(second.app, "crossing", freshAddress());
    crossingTab = await tabOf(crossing, second, first);
    expect((await switchMode(second, crossing, "sweep-stakes")).statusCode).toBe(200);
    await vi.waitFor(() => expect(crossingTab.received).toContainEqual(modeSwitched), SETTLES);
  });

  it("keeps serving spins, limiting clients and delivering on the instance while Redis is killed", async () => {
    load = Promise.all([
      ...Array.from({ length: SPINNERS_PER_INSTANCE }, () => spinner(first)),
      ...Array.from({ length: SPINNERS_PER_INSTANCE }, () => spinner(second)),
    ]);
    // A spinner that fails is reported where the load is awaited, at the end.
    load.catch(() => {});
    await vi.waitFor(() => expect(spinsIn("up")).toBeGreaterThan(5), SETTLES);

    await server.stop("SIGKILL");
    phase = "down";
    await vi.waitFor(() => {
      expect(first.app.redis?.status).not.toBe("ready");
      expect(second.app.redis?.status).not.toBe("ready");
    }, SETTLES);
    await vi.waitFor(() => expect(spinsIn("down")).toBeGreaterThan(10), SETTLES);

    // Each instance counts the client on its own, with the same budget.
    expect(await statusesOfOneClient([first], BUDGET + 1)).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await first.app.inject({ url: "/readyz" })).statusCode).toBe(200);

    // A message published now reaches a tab on the same instance, and a new tab can subscribe.
    const local = await signUpPlayer(first.app, "local", freshAddress());
    const localTab = await tabOf(local, first, first);
    expect((await switchMode(first, local, "sweep-stakes")).statusCode).toBe(200);
    await vi.waitFor(() => expect(localTab.received).toContainEqual(modeSwitched), SETTLES);
  });

  it("shares the budget and the fan-out again once Redis is back, without a restart", async () => {
    const subscribedBefore = crossingTab.subscribedTimes();
    await server.start();
    phase = "back";

    // The tab was told to reconnect once its instance heard Redis again, and is subscribed anew.
    await vi.waitFor(() => {
      expect(crossingTab.subscribedTimes()).toBeGreaterThan(subscribedBefore);
      expect(crossingTab.isSubscribed()).toBe(true);
      expect(second.app.redis?.status).toBe("ready");
    }, SETTLES);
    crossingTab.received.length = 0;
    expect((await switchMode(second, crossing, "tournament-points")).statusCode).toBe(200);
    await vi.waitFor(() => expect(crossingTab.received).toContainEqual(modeSwitched), SETTLES);

    // Each instance counts in Redis again once it has asked it (it waits a moment after a failure).
    for (const t of [first, second]) {
      await vi.waitFor(async () => {
        const remoteAddress = freshAddress();
        await t.app.inject({ url: "/rest/page/content/terms/", remoteAddress });
        expect(await inspector.exists(`rate-limit:${remoteAddress}`)).toBe(1);
      }, SETTLES);
    }
    expect(await statusesOfOneClient([first, second], BUDGET + 1)).toEqual([200, 200, 200, 200, 200, 429]);

    await vi.waitFor(() => expect(spinsIn("back")).toBeGreaterThan(5), SETTLES);
    stopLoad();
    await load;
    expect(answers.filter(({ status }) => status !== 200)).toEqual([]);
    for (const t of [first, second]) expect((await t.app.wallet.audit()).violations).toEqual([]);
  });
});

describe("Redis down when an instance starts", () => {
  it("starts, serves and is ready without it, and shares the budget once Redis answers", async () => {
    const absent = await startRedisServer();
    await absent.stop();
    const lone = await buildTestApp({ REDIS_URL: absent.url, RATE_LIMIT_MAX: String(BUDGET) });
    const reader = new Redis(absent.url, { keyPrefix: lone.config.redis?.keyPrefix, lazyConnect: true });
    reader.on("error", () => {});
    try {
      expect((await lone.app.inject({ url: "/readyz" })).statusCode).toBe(200);
      expect(await statusesOfOneClient([lone], BUDGET + 1)).toEqual([200, 200, 200, 200, 200, 429]);

      await absent.start();
      await reader.connect();
      await vi.waitFor(async () => {
        const remoteAddress = freshAddress();
        expect((await lone.app.inject({ url: "/rest/page/content/terms/", remoteAddress })).statusCode).toBe(
          200,
        );
        expect(await reader.exists(`rate-limit:${remoteAddress}`)).toBe(1);
      }, SETTLES);
    } finally {
      reader.disconnect();
      await lone.close();
      await absent.stop();
    }
  });
});
