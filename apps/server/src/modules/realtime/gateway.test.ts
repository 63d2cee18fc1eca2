import { minor } from "@reelhouse/contract";
/**
 * The gateway driven by the official Centrifugo JavaScript client, as the site runs it: connect with
 * app init's token, subscribe to the player's own channel, receive what the outbox relays, and every
 * way a connection or a subscription ends (spec §4 realtime states, §8 realtime errors).
 */
import { type Centrifuge, State, type Subscription, SubscriptionState, UnauthorizedError } from "centrifuge";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { WebSocket } from "ws";
import { buildApp } from "../../app.ts";
import { writeEvent } from "../../db/outbox.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signInAgain, signUpPlayer, type TestPlayer } from "../../test/players.ts";
import { listenOnLoopback } from "../../test/raw-http.ts";
import { realtimeClient } from "../../test/realtime-client.ts";
import { SETTLES } from "../../test/settles.ts";
import { AppReload } from "./events.ts";

const PING_INTERVAL_MS = 400;
const PONG_TIMEOUT_MS = 300;
const MAX_MESSAGE_BYTES = 4096;

let t: TestApp;
let port: number;
const clients: Centrifuge[] = [];

beforeAll(async () => {
  t = await buildTestApp({
    REALTIME_PING_INTERVAL_MS: String(PING_INTERVAL_MS),
    REALTIME_PONG_TIMEOUT_MS: String(PONG_TIMEOUT_MS),
    REALTIME_MAX_MESSAGE_BYTES: String(MAX_MESSAGE_BYTES),
  });
  port = await listenOnLoopback(t.app);
});
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});
afterAll(() => t.close());

interface RealtimePlayer extends TestPlayer {
  connectionToken: string;
  channel: string;
  channelToken: string;
  broadcastToken: string;
  tokenRequests: number;
  getToken(): Promise<string>;
}

async function realtimePlayer(app = t.app): Promise<RealtimePlayer> {
  const player = await signUpPlayer(app, "realtime");
  const init = (await app.inject({ url: "/rest/app/init/", headers: { cookie: player.cookie } })).json().data;
  const [own, broadcast] = init.wsConnectionData.connections;
  const result: RealtimePlayer = {
    ...player,
    connectionToken: init.wsConnectionData.connectionToken,
    channel: own.channelName,
    channelToken: own.token,
    broadcastToken: broadcast.token,
    tokenRequests: 0,
    async getToken() {
      result.tokenRequests++;
      const response = await app.inject({
        url: "/rest/realtime/connection-token/",
        headers: { cookie: player.cookie },
      });
      if (response.statusCode === 401) throw new UnauthorizedError("signed out");
      return response.json().data.token;
    },
  };
  return result;
}

function connect(player: RealtimePlayer, options: Parameters<typeof realtimeClient>[1] = {}) {
  const client = realtimeClient(port, {
    token: player.connectionToken,
    getToken: () => player.getToken(),
    ...options,
  });
  clients.push(client);
  const events: { disconnected: { code: number; reason: string }[]; errors: string[] } = {
    disconnected: [],
    errors: [],
  };
  client.on("disconnected", (ctx) => events.disconnected.push({ code: ctx.code, reason: ctx.reason }));
  client.on("error", (ctx) => events.errors.push(ctx.error.message));
  client.connect();
  return { client, events };
}

function subscribeOwn(client: Centrifuge, player: RealtimePlayer) {
  const received: unknown[] = [];
  const subscription = client.newSubscription(player.channel, { token: player.channelToken });
  subscription.on("publication", (ctx) => received.push(ctx.data));
  subscription.subscribe();
  return { subscription, received };
}

const switchMode = (player: TestPlayer, mode: "sweep-stakes" | "tournament-points") =>
  t.app.inject({ url: `/rest/player/game-mode/switch-to-${mode}/`, headers: { cookie: player.cookie } });

/** A client socket that keeps every frame the server sends, to wait on a reply the client library keeps to itself. */
function recordingSocket(frames: string[]) {
  return class extends WebSocket {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      this.on("message", (data) => frames.push(String(data)));
    }
  };
}

const waitForState = (target: Centrifuge | Subscription, state: State | SubscriptionState) =>
  vi.waitFor(() => expect(target.state).toBe(state), { timeout: 5_000, interval: 20 });

describe("connecting and listening", () => {
  it("connects with app init's token and receives the player's own messages, validated against the contract", async () => {
    const player = await realtimePlayer();
    const welcome = t.config.wallet.welcomeGrant;
    // The welcome grant's message goes out before anyone listens (a client refetches on subscribe).
    await t.app.realtime.flush();
    const { client } = connect(player);
    const { subscription, received } = subscribeOwn(client, player);
    await subscription.ready(5_000);

    await switchMode(player, "sweep-stakes");
    await t.app.wallet.grant(
      player.playerId,
      { coins: minor("coins", 500) },
      `gift-${player.playerId}`,
      "test",
    );
    // In the order the transactions committed, each saying what changed.
    await vi.waitFor(
      () =>
        expect(received).toEqual([
          { type: "profile", action: "updated", data: { fields: ["gameMode"] } },
          {
            type: "cash",
            action: "balance",
            data: {
              transactionId: expect.any(Number),
              kind: "grant",
              balance: { coins: welcome.coins + 500, entries: welcome.entries },
            },
          },
        ]),
      SETTLES,
    );
    expect(t.app.realtime.connectionCount()).toBeGreaterThan(0);
  });

  it("hears the operator's broadcasts on the broadcast channel", async () => {
    const player = await realtimePlayer();
    const { client } = connect(player);
    const broadcast = client.newSubscription("broadcast", { token: player.broadcastToken });
    const received: unknown[] = [];
    broadcast.on("publication", (ctx) => received.push(ctx.data));
    broadcast.subscribe();
    await broadcast.ready(5_000);
    await writeEvent(t.app.db, AppReload, { playerId: null, payload: {} }, t.clock.now());
    await vi.waitFor(() => expect(received).toEqual([{ type: "app", action: "reload", data: {} }]), SETTLES);
  });

  it("refuses a token that is not ours with 3500 and does not reconnect", async () => {
    const player = await realtimePlayer();
    const forged = `${player.connectionToken.slice(0, -4)}AAAA`;
    const { client, events } = connect(player, { token: forged, getToken: null });
    await waitForState(client, State.Disconnected);
    expect(events.disconnected).toEqual([{ code: 3500, reason: "invalid token" }]);
  });

  it("refuses a subscription token as a connection token, and a channel token of another player", async () => {
    const player = await realtimePlayer();
    const other = await realtimePlayer();
    const { client: wrongKind } = connect(player, { token: player.channelToken, getToken: null });
    await waitForState(wrongKind, State.Disconnected);

    const { client } = connect(player);
    const errors: number[] = [];
    const stolen = client.newSubscription(other.channel, { token: other.channelToken });
    stolen.on("error", (ctx) => errors.push(ctx.error.code));
    const unsubscribed = new Promise<{ code: number }>((resolve) => stolen.on("unsubscribed", resolve));
    stolen.subscribe();
    // Centrifugo's 103: the subscription ends for good, and the connection stays up.
    expect((await unsubscribed).code).toBe(103);
    expect(client.state).toBe(State.Connected);

    const tokenForOther = await t.app.inject({
      url: `/rest/realtime/subscription-token/?channel=${encodeURIComponent(other.channel)}`,
      headers: { cookie: player.cookie },
    });
    expect(tokenForOther.statusCode).toBe(403);
    expect(tokenForOther.json().error.reason).toBe("CHANNEL_NOT_ALLOWED");
    const guest = await t.app.inject({ url: "/rest/realtime/connection-token/" });
    expect(guest.statusCode).toBe(401);
  });
});

describe("token expiry", () => {
  it("answers an expired connection token with 109 and connects once getToken gives a fresh one", async () => {
    const player = await realtimePlayer();
    t.clock.advance(16 * 60 * 1000);
    try {
      const { client, events } = connect(player);
      await waitForState(client, State.Connected);
      expect(player.tokenRequests).toBe(1);
      expect(events.errors).toContain("token expired");
    } finally {
      t.clock.advance(-16 * 60 * 1000);
    }
  });

  it("without getToken, gives up on an expired token with the spec's configuration error", async () => {
    const player = await realtimePlayer();
    t.clock.advance(16 * 60 * 1000);
    try {
      const { client, events } = connect(player, { getToken: null });
      await waitForState(client, State.Disconnected);
      expect(events.errors).toContain("token expired but no getToken function set in the configuration");
    } finally {
      t.clock.advance(-16 * 60 * 1000);
    }
  });

  it("refreshes the connection before its token runs out, and closes one that was not refreshed (3005)", async () => {
    const player = await realtimePlayer();
    // Two seconds of the token's fifteen minutes are left when it connects: the client refreshes then.
    t.clock.advance(15 * 60 * 1000 - 2_000);
    try {
      const frames: string[] = [];
      const refreshed = connect(player, { websocket: recordingSocket(frames) });
      const stale = connect(player, { getToken: null });
      await waitForState(refreshed.client, State.Connected);
      await waitForState(stale.client, State.Connected);
      // The server has taken the new token once its refresh reply reaches the client.
      await vi.waitFor(() => expect(frames.join("\n")).toContain('"refresh":{'), SETTLES);
      expect(player.tokenRequests).toBe(1);
      // Past the old token's expiry and the grace: only the refreshed connection stays.
      t.clock.advance(30_000);
      await vi.waitFor(() => expect(stale.events.disconnected[0]?.code ?? null).not.toBeNull(), {
        timeout: 5_000,
      });
      expect(refreshed.client.state).toBe(State.Connected);
      expect(refreshed.events.disconnected).toEqual([]);
    } finally {
      t.clock.advance(-(15 * 60 * 1000 - 2_000 + 30_000));
    }
  });

  it("ends realtime in the browser that signed out, and keeps the player's other device connected", async () => {
    const player = await realtimePlayer();
    const otherDevice = await signInAgain(t.app, player);
    const tokenFor = (cookie: string) => async () => {
      const response = await t.app.inject({ url: "/rest/realtime/connection-token/", headers: { cookie } });
      if (response.statusCode === 401) throw new UnauthorizedError("signed out");
      return response.json().data.token as string;
    };
    const here = connect(player, { getToken: tokenFor(player.cookie) });
    const there = connect(player, { getToken: tokenFor(otherDevice) });
    await waitForState(here.client, State.Connected);
    await waitForState(there.client, State.Connected);
    const reconnected = new Promise<void>((resolve) => there.client.on("connected", () => resolve()));

    await t.app.inject({
      url: "/rest/logout/",
      headers: { cookie: player.cookie, "sec-fetch-site": "same-origin" },
    });
    await t.app.realtime.flush();

    await waitForState(here.client, State.Disconnected);
    expect(here.events.disconnected).toEqual([{ code: 1, reason: "unauthorized" }]);
    await reconnected;
    expect(there.client.state).toBe(State.Connected);
  });

  it("signs the player out of realtime when getToken is refused (unauthorized is terminal)", async () => {
    const player = await realtimePlayer();
    t.clock.advance(16 * 60 * 1000);
    try {
      await t.app.inject({
        url: "/rest/logout/",
        method: "GET",
        headers: { cookie: player.cookie, "sec-fetch-site": "same-origin" },
      });
      const { client, events } = connect(player);
      await waitForState(client, State.Disconnected);
      expect(events.disconnected.at(-1)).toEqual({ code: 1, reason: "unauthorized" });
    } finally {
      t.clock.advance(-16 * 60 * 1000);
    }
  });
});

describe("disconnects", () => {
  it.each([
    { code: 3011, reason: "force reconnect", reconnects: true },
    { code: 4200, reason: "maintenance", reconnects: true },
    { code: 3503, reason: "force disconnect", reconnects: false },
    { code: 4503, reason: "account closed", reconnects: false },
  ])("after close code $code the client reconnects: $reconnects", async ({ code, reason, reconnects }) => {
    const player = await realtimePlayer();
    const { client, events } = connect(player);
    await waitForState(client, State.Connected);
    const reconnected = new Promise<void>((resolve) => client.on("connected", () => resolve()));
    await t.app.realtime.disconnectPlayer(player.playerId, { code, reason });
    if (reconnects) {
      await reconnected;
      expect(events.disconnected).toEqual([]);
    } else {
      await waitForState(client, State.Disconnected);
      expect(events.disconnected).toEqual([{ code, reason }]);
    }
  });

  it("closes a connection that sends a frame over the size limit with 1009, for good", async () => {
    const player = await realtimePlayer();
    const { client, events } = connect(player);
    await waitForState(client, State.Connected);
    await client.send({ note: "x".repeat(MAX_MESSAGE_BYTES) }).catch(() => {});
    await waitForState(client, State.Disconnected);
    expect(events.disconnected).toEqual([{ code: 3, reason: "message size limit exceeded" }]);
  });

  it("pings, keeps a client that answers, and closes one that does not (3012)", async () => {
    const player = await realtimePlayer();
    const { client, events } = connect(player);
    await waitForState(client, State.Connected);

    const silent = new WebSocket(`ws://127.0.0.1:${port}/connection/websocket`);
    const frames: string[] = [];
    silent.on("message", (data) => frames.push(data.toString()));
    const closed = new Promise<number>((resolve) => silent.on("close", (closeCode) => resolve(closeCode)));
    await new Promise((resolve) => silent.on("open", resolve));
    silent.send(JSON.stringify({ id: 1, connect: { token: player.connectionToken } }));

    expect(await closed).toBe(3012);
    expect(frames).toContain("{}");
    // Several ping intervals later, the official client, which answers, is still connected.
    expect(client.state).toBe(State.Connected);
    expect(events.disconnected).toEqual([]);
  });

  it("answers a client publish with 103 and an unknown method with 104, and stays connected", async () => {
    const player = await realtimePlayer();
    const socket = new WebSocket(`ws://127.0.0.1:${port}/connection/websocket`);
    const replies: Record<string, unknown>[] = [];
    socket.on("message", (data) => {
      for (const line of data.toString().split("\n")) replies.push(JSON.parse(line));
    });
    await new Promise((resolve) => socket.on("open", resolve));
    socket.send(
      [
        { id: 1, connect: { token: player.connectionToken } },
        { id: 2, publish: { channel: player.channel, data: { type: "cash" } } },
        { id: 3, rpc: { method: "balance" } },
      ]
        .map((command) => JSON.stringify(command))
        .join("\n"),
    );
    await vi.waitFor(() => expect(replies).toHaveLength(3), SETTLES);
    expect(replies[1]).toEqual({ id: 2, error: { code: 103, message: "permission denied" } });
    expect(replies[2]).toEqual({ id: 3, error: { code: 104, message: "method not found" } });
    expect(socket.readyState).toBe(WebSocket.OPEN);
    socket.close();
  });

  it("closes a socket whose first command is not connect, or that sends no protocol JSON (3501)", async () => {
    const early = new WebSocket(`ws://127.0.0.1:${port}/connection/websocket`);
    const earlyClosed = new Promise<number>((resolve) => early.on("close", (code) => resolve(code)));
    await new Promise((resolve) => early.on("open", resolve));
    early.send(JSON.stringify({ id: 1, subscribe: { channel: "broadcast" } }));
    expect(await earlyClosed).toBe(3501);

    const garbage = new WebSocket(`ws://127.0.0.1:${port}/connection/websocket`);
    const garbageClosed = new Promise<number>((resolve) => garbage.on("close", (code) => resolve(code)));
    await new Promise((resolve) => garbage.on("open", resolve));
    garbage.send("not json");
    expect(await garbageClosed).toBe(3501);
  });

  it("drops a client that stops reading instead of queueing for it without bound (3008)", async () => {
    const slow = await buildTestApp({ REALTIME_MAX_QUEUE_BYTES: "65536", REALTIME_RELAY_INTERVAL_MS: "10" });
    try {
      const slowPort = await listenOnLoopback(slow.app);
      const player = await realtimePlayer(slow.app);
      const socket = new WebSocket(`ws://127.0.0.1:${slowPort}/connection/websocket`);
      const replies: string[] = [];
      socket.on("message", (data) => replies.push(data.toString()));
      await new Promise((resolve) => socket.on("open", resolve));
      socket.send(
        `${JSON.stringify({ id: 1, connect: { token: player.connectionToken } })}\n${JSON.stringify({
          id: 2,
          subscribe: { channel: player.channel, token: player.channelToken },
        })}`,
      );
      await vi.waitFor(() => expect(replies.join("\n")).toContain('"subscribe"'), SETTLES);
      // The client stops reading; 16 MB of profile messages (512 of 32 KB) head its way.
      (socket as unknown as { _socket: { pause(): void } })._socket.pause();
      const fields = JSON.stringify(["x".repeat(32_768)]);
      await slow.database.db.execute(
        `insert into outbox_events (topic, player_id, payload, created_at)
         select 'profile.updated', '${player.playerId}', jsonb_build_object('fields', '${fields}'::jsonb), now()
         from generate_series(1, 512)` as never,
      );
      await vi.waitFor(() => expect(slow.app.realtime.connectionCount()).toBe(0), { timeout: 10_000 });
      socket.terminate();
    } finally {
      await slow.close();
    }
  });
});

describe("restarts", () => {
  it("reconnects after the server restarts on the same port and database, and hears what happens next", async () => {
    const first = await buildTestApp();
    const firstPort = await listenOnLoopback(first.app);
    const player = await realtimePlayer(first.app);
    const client = realtimeClient(firstPort, {
      token: player.connectionToken,
      getToken: () => player.getToken(),
    });
    clients.push(client);
    const { subscription, received } = subscribeOwn(client, player);
    const states: string[] = [];
    client.on("state", (ctx) => states.push(ctx.newState));
    client.connect();
    await subscription.ready(5_000);

    await first.app.close();
    const second = await buildApp({
      config: first.config,
      clock: first.clock,
      database: first.database,
      serveSite: false,
    });
    try {
      await second.listen({ port: firstPort, host: "127.0.0.1" });
      await vi.waitFor(() => expect(states).toEqual(["connecting", "connected", "connecting", "connected"]), {
        timeout: 10_000,
      });
      await waitForState(subscription, SubscriptionState.Subscribed);
      await second.inject({
        url: "/rest/player/game-mode/switch-to-sweep-stakes/",
        headers: { cookie: player.cookie },
      });
      await vi.waitFor(
        () => expect(received).toContainEqual(expect.objectContaining({ type: "profile" })),
        SETTLES,
      );
    } finally {
      client.disconnect();
      await second.close();
      await first.close();
    }
  });
});
