/**
 * Two server processes behind one Redis (ADR 080): a player connected to one hears what happened
 * on the other. Each process has its own embedded database here, or both share a scratch
 * PostgreSQL database where one is configured: either way the only path between them is Redis.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { WsConnectionData as RealtimeConnectionData } from "@reelhouse/contract";
import type { Centrifuge } from "centrifuge";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../config/env.ts";
import { createScratchDatabase } from "../../test/build-test-app.ts";
import { realtimeClient } from "../../test/realtime-client.ts";
import { SETTLES } from "../../test/settles.ts";
import { type ServerProcess, spawnServer } from "../../test/spawn-server.ts";

const { testRedisUrl, testDatabaseUrl } = loadConfig({ NODE_ENV: "test", DATABASE_URL: "", REDIS_URL: "" });
const dataDirs: string[] = [];
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;
let processes: ServerProcess[] = [];
const clients: Centrifuge[] = [];

beforeAll(async () => {
  scratch = testDatabaseUrl ? await createScratchDatabase(testDatabaseUrl) : null;
  const shared = {
    REDIS_URL: testRedisUrl ?? "",
    REDIS_KEY_PREFIX: `reelhouse-test:${randomBytes(6).toString("hex")}:`,
    REALTIME_TOKEN_SECRET: randomBytes(32).toString("hex"),
    REALTIME_RELAY_INTERVAL_MS: "50",
  };
  const database = (): Record<string, string> => {
    if (scratch) return { DATABASE_URL: scratch.url };
    const dataDir = mkdtempSync(join(tmpdir(), "reelhouse-fanout-"));
    dataDirs.push(dataDir);
    return { DATA_DIR: dataDir };
  };
  // One after the other: on a shared database the first one migrates it.
  processes = [await spawnServer({ ...shared, ...database() })];
  processes.push(await spawnServer({ ...shared, ...database() }));
}, 60_000);

afterAll(async () => {
  for (const client of clients) client.disconnect();
  await Promise.all(processes.map((process) => process.stop()));
  await scratch?.drop();
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
});

async function signUpOn(server: ServerProcess) {
  const response = await fetch(`${server.baseUrl}/rest/registration/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: `fanout-${randomBytes(4).toString("hex")}@example.com`,
      password: "correct horse battery staple",
      termsVersion: 1,
    }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  const init = (await (await fetch(`${server.baseUrl}/rest/app/init/`, { headers: { cookie } })).json()) as {
    data: { wsConnectionData: RealtimeConnectionData };
  };
  return { cookie, connection: init.data.wsConnectionData };
}

function listen(
  server: ServerProcess,
  connection: { connectionToken: string; connections: { channelName: string; token: string }[] },
) {
  const client = realtimeClient(Number(new URL(server.baseUrl).port), { token: connection.connectionToken });
  clients.push(client);
  const received: unknown[] = [];
  const subscriptions = connection.connections.map(({ channelName, token }) => {
    const subscription = client.newSubscription(channelName, { token });
    subscription.on("publication", (ctx) => received.push(ctx.data));
    subscription.subscribe();
    return subscription;
  });
  client.connect();
  const isListening = () => subscriptions.every((subscription) => subscription.state === "subscribed");
  return { received, isListening };
}

describe("fan-out through Redis across two server processes", () => {
  it("delivers a change made on one process to the player's tabs on both", async () => {
    const [first, second] = processes as [ServerProcess, ServerProcess];
    const player = await signUpOn(second);
    const onFirst = listen(first, player.connection);
    const onSecond = listen(second, player.connection);
    // A subscription is confirmed only once Redis has it, so nothing sent after this is missed.
    await vi.waitFor(() => expect(onFirst.isListening() && onSecond.isListening()).toBe(true), SETTLES);

    await fetch(`${second.baseUrl}/rest/player/game-mode/switch-to-sweep-stakes/`, {
      headers: { cookie: player.cookie },
    });
    const expected = { type: "profile", action: "updated", data: { fields: ["gameMode"] } };
    await vi.waitFor(() => {
      expect(onFirst.received).toContainEqual(expected);
      expect(onSecond.received).toContainEqual(expected);
    }, SETTLES);
    expect(
      onFirst.received.filter((message) => JSON.stringify(message) === JSON.stringify(expected)),
    ).toHaveLength(1);
  });
});
