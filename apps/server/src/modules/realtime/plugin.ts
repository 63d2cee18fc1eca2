/**
 * Realtime (ADR 080): the built-in Centrifugo-protocol gateway on the site's port, the fan-out
 * (in process, Redis, or a Centrifugo cluster), the outbox relay, the token routes and app init's
 * `wsConnectionData`. With Centrifugo configured, no gateway runs here: clients connect to the
 * cluster and the relay publishes through its API.
 */
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppNewBuild, AppReload, newBuildMessages, reloadMessages } from "./events.ts";
import {
  type ControlMessage,
  createCentrifugoFanout,
  createLocalFanout,
  createRedisFanout,
} from "./fanout.ts";
import { createGateway, GATEWAY_DEFAULTS, GATEWAY_PATH, type Gateway } from "./gateway.ts";
import { createHub } from "./hub.ts";
import { DISCONNECTS } from "./protocol.ts";
import { createOutboxRelay } from "./relay.ts";
import { findOrCreateSecret } from "./repo.ts";
import { realtimeRoutes } from "./routes.ts";
import { createRealtime, type Realtime } from "./service.ts";
import { createTokenIssuer } from "./tokens.ts";

declare module "fastify" {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

async function realtimePlugin(app: FastifyInstance): Promise<void> {
  const settings = app.config.realtime;
  const secret =
    settings.tokenSecret ??
    (await findOrCreateSecret(
      app.db,
      "token-signing",
      () => randomBytes(32).toString("base64url"),
      app.clock.now(),
    ));
  const tokens = createTokenIssuer(secret, app.clock, settings.tokenTtlSeconds);
  const hub = createHub();
  let gateway: Gateway | null = null;
  const onControl = ({ disconnect }: ControlMessage) =>
    gateway?.disconnectUser(disconnect.userId, disconnect);

  const redis = app.config.redis;
  const fanout = settings.centrifugo
    ? createCentrifugoFanout(settings.centrifugo)
    : app.redis && redis
      ? createRedisFanout({
          publisher: app.redis,
          keyPrefix: redis.keyPrefix,
          hub,
          log: app.log.child({ module: "realtime" }),
          onControl,
          // Publications sent while this instance was cut off from Redis are lost to its clients:
          // they reconnect and refetch what they show.
          onResubscribed: () => gateway?.disconnectAll(DISCONNECTS.insufficientState),
        })
      : createLocalFanout(hub, onControl);

  if (!settings.centrifugo) {
    const running = createGateway({
      tokens,
      hub,
      fanout,
      clock: app.clock,
      log: app.log.child({ module: "realtime" }),
      settings: { ...GATEWAY_DEFAULTS, ...settings },
    });
    gateway = running;
    app.server.on("upgrade", (request, socket, head) => {
      if (running.handleUpgrade(request, socket, head)) return;
      // Nothing else on this server takes upgrades (Vite's hot reload has a port of its own).
      if (app.server.listenerCount("upgrade") === 1)
        socket.end("HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n");
    });
  }

  const relay = createOutboxRelay({
    db: app.db,
    clock: app.clock,
    log: app.log.child({ module: "outbox-relay" }),
    fanout,
    events: app.events,
    intervalMs: settings.relayIntervalMs,
  });
  app.events.toRealtime(AppReload, reloadMessages);
  app.events.toRealtime(AppNewBuild, newBuildMessages);
  const realtime = createRealtime({
    tokens,
    fanout,
    relay,
    websocketUrl: settings.centrifugo?.websocketUrl ?? GATEWAY_PATH,
    connectionCount: () => gateway?.stats().connections ?? 0,
  });
  app.decorate("realtime", realtime);
  app.appInit.addSlice(async ({ playerId }) =>
    playerId ? { wsConnectionData: await realtime.connectionData(playerId) } : {},
  );
  await app.register(realtimeRoutes);

  app.addHook("onReady", async () => relay.start());
  // Clients are told to reconnect before the server stops taking connections; the relay finishes
  // the batch in hand; the fan-out's own connections close last.
  app.addHook("preClose", async () => {
    gateway?.close();
    await relay.stop();
  });
  app.addHook("onClose", () => fanout.close());
}

export default fp(realtimePlugin, {
  name: "realtime",
  dependencies: ["core", "redis", "auth", "app-init", "events"],
});
