/**
 * The realtime bench's server process (started with `--expose-gc`): a bare `node:http` server on
 * loopback carrying either the gateway as the server builds it (createGateway, createHub,
 * createLocalFanout, the real token checks) or the reference, a textbook `ws` server with no
 * protocol and no tokens (ws's README: a client set, a heartbeat, a broadcast over `wss.clients`,
 * a map from player to socket). Both send the same frames, stamped here.
 */
import { createServer, type Server } from "node:http";
import { join } from "node:path";
import { setImmediate as yieldToIo } from "node:timers/promises";
import { writeHeapSnapshot } from "node:v8";
import { WebSocket, WebSocketServer } from "ws";
import { answerCalls } from "./ipc.ts";
import {
  BROADCAST_CHANNEL,
  broadcastMessage,
  type Memory,
  type Phase,
  PLAYER_BATCH,
  playerChannel,
  playerId,
  playerMessage,
  type ServerPhase,
  type StartArgs,
} from "./shared.ts";

interface Delivery {
  connections(): number;
  /** Publishes round `round` of `phase`: one broadcast, or one publication per player channel. */
  publish(phase: Phase, round: number): Promise<void>;
}

export function runServer(): void {
  let delivery: Delivery | null = null;
  let sent = 0;
  let cpuAtStart = process.cpuUsage();
  const countSent = (count: number) => {
    sent += count;
  };

  answerCalls({
    async start({ kind, secret, players }: StartArgs): Promise<{ port: number }> {
      const http = createServer((_request, response) => response.writeHead(404).end());
      delivery =
        kind === "gateway"
          ? await startGateway(http, secret, players, countSent)
          : startReference(http, players, countSent);
      await new Promise<void>((resolve) =>
        http.listen({ host: "127.0.0.1", port: 0, backlog: 4096 }, resolve),
      );
      const address = http.address();
      if (!address || typeof address === "string") throw new Error("no port");
      return { port: address.port };
    },
    async memory(): Promise<Memory> {
      // Several times, with I/O between, so what finalizers of one collection free goes in the next.
      for (let i = 0; i < 3; i++) {
        globalThis.gc?.();
        await yieldToIo();
      }
      const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
      return { rss, heapUsed, external, arrayBuffers, connections: delivery?.connections() ?? 0 };
    },
    heapSnapshot({ directory, label }: { directory: string; label: string }): string {
      globalThis.gc?.();
      return writeHeapSnapshot(join(directory, `${label}.heapsnapshot`));
    },
    cpuSeconds(): number {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1e6;
    },
    phaseStart(): void {
      sent = 0;
      cpuAtStart = process.cpuUsage();
    },
    async publish({ phase, round }: { phase: Phase; round: number }): Promise<void> {
      await delivery?.publish(phase, round);
    },
    phaseEnd(): ServerPhase {
      const { user, system } = process.cpuUsage(cpuAtStart);
      return { cpuSeconds: (user + system) / 1e6, sent };
    },
  });
}

async function startGateway(
  http: Server,
  secret: string,
  players: number,
  countSent: (count: number) => void,
): Promise<Delivery> {
  const [{ createGateway, GATEWAY_DEFAULTS }, { createHub }, { createLocalFanout }, { createTokenIssuer }] =
    await Promise.all([
      import("../../apps/server/src/modules/realtime/gateway.ts"),
      import("../../apps/server/src/modules/realtime/hub.ts"),
      import("../../apps/server/src/modules/realtime/fanout.ts"),
      import("../../apps/server/src/modules/realtime/tokens.ts"),
    ]);
  const { realtimeConfig, realtimeEnv } = await import("../../apps/server/src/config/realtime.ts");
  const { systemClock } = await import("../../apps/server/src/lib/clock.ts");
  const { pino } = await import("pino");
  // The server's defaults, as an unconfigured instance runs.
  const config = realtimeConfig(realtimeEnv.parse({}));
  const hub = createHub();
  const counting = {
    ...hub,
    deliver(channel: string, frame: string) {
      const count = hub.deliver(channel, frame);
      countSent(count);
      return count;
    },
  };
  const fanout = createLocalFanout(counting, () => {});
  const gateway = createGateway({
    tokens: createTokenIssuer(secret, systemClock, config.tokenTtlSeconds),
    hub: counting,
    fanout,
    clock: systemClock,
    log: pino({ level: "warn" }),
    settings: { ...GATEWAY_DEFAULTS, ...config },
  });
  http.on("upgrade", (request, socket, head) => {
    if (!gateway.handleUpgrade(request, socket, head)) socket.destroy();
  });
  return {
    connections: () => gateway.stats().connections,
    async publish(phase, round) {
      if (phase === "broadcast") {
        await fanout.publish([{ channel: BROADCAST_CHANNEL, data: broadcastMessage(round) }]);
        return;
      }
      for (let first = 0; first < players; first += PLAYER_BATCH) {
        const batch = [];
        for (let player = first; player < Math.min(players, first + PLAYER_BATCH); player++) {
          batch.push({ channel: playerChannel(player), data: playerMessage(round, player) });
        }
        await fanout.publish(batch);
        await yieldToIo();
      }
    },
  };
}

/** The textbook server: what `ws` alone costs for the same connections and frames. */
function startReference(http: Server, players: number, countSent: (count: number) => void): Delivery {
  type Client = WebSocket & { isAlive: boolean };
  const wss = new WebSocketServer({ server: http, perMessageDeflate: false });
  const byPlayer = new Map<string, WebSocket>();
  wss.on("connection", (ws: Client, request) => {
    const player = new URL(request.url ?? "/", "http://reference").searchParams.get("player") ?? "";
    byPlayer.set(player, ws);
    ws.isAlive = true;
    ws.on("error", () => {});
    ws.on("pong", () => {
      ws.isAlive = true;
    });
    ws.on("close", () => byPlayer.delete(player));
  });
  const heartbeat = setInterval(() => {
    for (const ws of wss.clients as Set<Client>) {
      if (!ws.isAlive) {
        ws.terminate();
        continue;
      }
      ws.isAlive = false;
      ws.ping();
    }
  }, 25_000);
  heartbeat.unref();
  const frameOf = (channel: string, data: unknown) => JSON.stringify({ push: { channel, pub: { data } } });
  return {
    connections: () => wss.clients.size,
    async publish(phase, round) {
      if (phase === "broadcast") {
        const frame = frameOf(BROADCAST_CHANNEL, broadcastMessage(round));
        for (const ws of wss.clients) {
          if (ws.readyState !== WebSocket.OPEN) continue;
          ws.send(frame);
          countSent(1);
        }
        return;
      }
      // Stamped as the gateway's are: a batch's messages are made, then sent.
      for (let first = 0; first < players; first += PLAYER_BATCH) {
        const batch = [];
        for (let player = first; player < Math.min(players, first + PLAYER_BATCH); player++) {
          batch.push({ player, data: playerMessage(round, player) });
        }
        for (const { player, data } of batch) {
          const ws = byPlayer.get(playerId(player));
          if (ws?.readyState !== WebSocket.OPEN) continue;
          ws.send(frameOf(playerChannel(player), data));
          countSent(1);
        }
        await yieldToIo();
      }
    },
  };
}
