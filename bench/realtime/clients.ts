/**
 * One of the realtime bench's client processes: a share of the players as raw `ws` clients, kept
 * lean because they share the machine's cores with the server. A gateway client sends connect and
 * both subscribes in one frame and answers the gateway's `{}` pings; a reference client only opens
 * (ws answers the reference's pings itself). A delivery costs a `lastIndexOf` for its round and
 * stamp and a histogram count; when every open connection here to the server being measured has
 * had a round, the coordinator is told. A process holds connections to both servers at once (the
 * coordinator measures them by turns), only one of which publishes at a time.
 */
import { WebSocket } from "ws";
import { createHistogram, record } from "./histogram.ts";
import { answerCalls, reportDone } from "./ipc.ts";
import {
  BROADCAST_CHANNEL,
  type ClientPhase,
  type ConnectArgs,
  type ConnectResult,
  playerChannel,
  playerId,
  type ServerKind,
  stamp,
  TOKEN_TTL_SECONDS,
} from "./shared.ts";

const PONG = "{}";

export function runClients(): void {
  /** Connections to each server that finished their handshake (and subscribes) and are still open. */
  const open: Record<ServerKind, number> = { gateway: 0, reference: 0 };
  /** The server whose deliveries are being counted. */
  let measured: ServerKind = "gateway";
  let phase = -1;
  let histogram = createHistogram();
  let deliveries = 0;
  let closed: Record<string, number> = {};
  let cpuAtStart = process.cpuUsage();
  /** Round → deliveries of it here so far, until every open connection has had it. */
  const rounds = new Map<number, number>();

  const finishRounds = () => {
    for (const [round, count] of rounds) {
      if (count < open[measured]) continue;
      rounds.delete(round);
      reportDone({ event: "done", phase, round });
    }
  };

  const deliver = (data: Buffer) => {
    const text = data.toString("latin1");
    const roundAt = text.lastIndexOf('"round":');
    const sentAt = Number.parseFloat(text.slice(text.lastIndexOf('"sentAt":') + 9));
    if (roundAt < 0 || !Number.isFinite(sentAt)) return;
    record(histogram, stamp() - sentAt);
    deliveries++;
    const round = Number.parseInt(text.slice(roundAt + 8), 10);
    const count = (rounds.get(round) ?? 0) + 1;
    rounds.set(round, count);
    if (count >= open[measured]) finishRounds();
  };

  const connectOne = (args: ConnectArgs, player: number, hello: string | null) =>
    new Promise<void>((resolve, reject) => {
      const url = hello ? args.url : `${args.url}?player=${playerId(player)}`;
      const ws = new WebSocket(url, {
        localAddress: args.sourceAddresses[player % args.sourceAddresses.length],
        perMessageDeflate: false,
        skipUTF8Validation: true,
        handshakeTimeout: 30_000,
      });
      let isReady = false;
      let answered = 0;
      const ready = () => {
        isReady = true;
        open[args.kind]++;
        resolve();
      };
      ws.on("error", (error) => {
        if (!isReady) reject(error);
      });
      ws.on("close", (code) => {
        if (!isReady) return reject(new Error(`closed ${code} before ready`));
        open[args.kind]--;
        if (phase >= 0 && args.kind === measured) closed[code] = (closed[code] ?? 0) + 1;
        finishRounds();
      });
      ws.on("open", () => {
        if (hello) ws.send(hello);
        else ready();
      });
      ws.on("message", (data: Buffer) => {
        if (isReady) {
          if (data.length === 2) ws.send(PONG);
          else deliver(data);
          return;
        }
        // The gateway's replies to connect and the two subscribes, each line one reply.
        for (const line of data.toString().split("\n")) {
          if (line.includes('"error"')) {
            reject(new Error(`gateway refused: ${line}`));
            ws.terminate();
            return;
          }
          answered++;
        }
        if (answered === 3) ready();
      });
    });

  answerCalls({
    async connect(args: ConnectArgs): Promise<ConnectResult> {
      const tokens =
        args.kind === "gateway"
          ? await import("../../apps/server/src/modules/realtime/tokens.ts").then(({ createTokenIssuer }) =>
              createTokenIssuer(args.secret, { now: () => new Date() }, TOKEN_TTL_SECONDS),
            )
          : null;
      const helloOf = async (player: number) => {
        if (!tokens) return null;
        const id = playerId(player);
        const channel = playerChannel(player);
        const [connect, own, broadcast] = await Promise.all([
          tokens.connectionToken(id),
          tokens.subscriptionToken(id, channel),
          tokens.subscriptionToken(id, BROADCAST_CHANNEL),
        ]);
        return [
          JSON.stringify({ id: 1, connect: { token: connect } }),
          JSON.stringify({ id: 2, subscribe: { channel, token: own } }),
          JSON.stringify({ id: 3, subscribe: { channel: BROADCAST_CHANNEL, token: broadcast } }),
        ].join("\n");
      };
      let next = 0;
      let connected = 0;
      let failed = 0;
      let firstError: string | null = null;
      await Promise.all(
        Array.from({ length: args.concurrency }, async () => {
          while (next < args.count) {
            const player = args.first + next++;
            try {
              await connectOne(args, player, await helloOf(player));
              connected++;
            } catch (error) {
              failed++;
              firstError ??= error instanceof Error ? error.message : String(error);
            }
          }
        }),
      );
      return { connected, failed, firstError };
    },
    phaseStart({ phase: number, kind }: { phase: number; kind: ServerKind }): void {
      phase = number;
      measured = kind;
      histogram = createHistogram();
      deliveries = 0;
      closed = {};
      rounds.clear();
      cpuAtStart = process.cpuUsage();
    },
    phaseEnd(): ClientPhase {
      const { user, system } = process.cpuUsage(cpuAtStart);
      phase = -1;
      return { deliveries, histogram, cpuSeconds: (user + system) / 1e6, closed };
    },
  });
}
