/**
 * With a Centrifugo cluster configured, clients are sent to it and the relay publishes through its
 * server API (ADR 080): the same tokens, the same channels, the same messages.
 */
import { jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { WebSocket } from "ws";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { type LocalCentrifugoApi, startLocalCentrifugoApi } from "../../test/local-centrifugo-api.ts";
import { signUpPlayer } from "../../test/players.ts";
import { listenOnLoopback } from "../../test/raw-http.ts";
import { SETTLES } from "../../test/settles.ts";

const SECRET = "a-secret-shared-with-centrifugo-0123456789";
const WEBSOCKET_URL = "wss://realtime.example.com/connection/websocket";

let centrifugo: LocalCentrifugoApi;
let t: TestApp;
beforeAll(async () => {
  centrifugo = await startLocalCentrifugoApi();
  t = await buildTestApp({
    CENTRIFUGO_API_URL: centrifugo.url,
    CENTRIFUGO_API_KEY: centrifugo.apiKey,
    CENTRIFUGO_WS_URL: WEBSOCKET_URL,
    REALTIME_TOKEN_SECRET: SECRET,
  });
});
afterAll(async () => {
  await t.close();
  await centrifugo.close();
});

describe("realtime through a Centrifugo cluster", () => {
  it("points clients at the cluster, allowed by the CSP, with tokens signed by the shared secret", async () => {
    const player = await signUpPlayer(t.app, "centrifugo");
    const init = (await t.app.inject({ url: "/rest/app/init/", headers: { cookie: player.cookie } })).json()
      .data;
    expect(init.wsConnectionData.url).toBe(WEBSOCKET_URL);
    const key = new TextEncoder().encode(SECRET);
    const { payload } = await jwtVerify(init.wsConnectionData.connectionToken, key, {
      currentDate: t.clock.now(),
    });
    expect(payload.sub).toBe(player.playerId);
    const [own] = init.wsConnectionData.connections;
    const channelClaims = (await jwtVerify(own.token, key, { currentDate: t.clock.now() })).payload;
    expect(channelClaims).toMatchObject({ sub: player.playerId, channel: `player:${player.playerId}` });
  });

  it("publishes each committed event through the API, and sends it again after the cluster failed", async () => {
    const player = await signUpPlayer(t.app, "centrifugo");
    await t.app.realtime.flush();
    centrifugo.failNext(1);
    await t.app.inject({
      url: "/rest/player/game-mode/switch-to-sweep-stakes/",
      headers: { cookie: player.cookie },
    });
    await expect(t.app.realtime.flush()).rejects.toThrow("HTTP 503");
    await t.app.realtime.flush();
    await vi.waitFor(
      () =>
        expect(centrifugo.publications()).toContainEqual({
          channel: `player:${player.playerId}`,
          data: { type: "profile", action: "updated", data: { fields: ["gameMode"] } },
        }),
      SETTLES,
    );
  });

  it("asks the cluster to close a player's connections, and runs no gateway of its own", async () => {
    const player = await signUpPlayer(t.app, "centrifugo");
    // The sign-up's events are published first, so the disconnect is the cluster's last call.
    await t.app.realtime.flush();
    await t.app.realtime.disconnectPlayer(player.playerId, { code: 3503, reason: "force disconnect" });
    expect(centrifugo.calls.at(-1)).toEqual({
      method: "disconnect",
      body: { user: player.playerId, disconnect: { code: 3503, reason: "force disconnect" } },
    });
    const port = await listenOnLoopback(t.app);
    const socket = new WebSocket(`ws://127.0.0.1:${port}/connection/websocket`);
    socket.on("error", () => {});
    const status = await new Promise<number>((resolve) => {
      socket.on("unexpected-response", (_request, response) => resolve(response.statusCode ?? 0));
      socket.on("open", () => resolve(101));
    });
    socket.terminate();
    expect(status).toBe(404);
  });
});
