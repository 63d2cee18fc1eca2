/**
 * The built-in realtime gateway: Centrifugo's bidirectional protocol (JSON) over WebSocket at
 * `/connection/websocket`, on the site's own port (ADR 080). It authenticates a connection by its
 * token in the first command, never by cookies, so a page on another site gains nothing by opening
 * one. It bounds what a client may send (a larger frame closes with 1009) and what may wait unsent
 * to it (a slow reader is closed with 3008 rather than allowed to grow memory), pings every
 * connection and closes one that stops answering (3012).
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { CHANNEL_NAME_PATTERN } from "@reelhouse/contract";
import type { FastifyBaseLogger } from "fastify";
import { type RawData, WebSocket, WebSocketServer } from "ws";
import type { Clock } from "../../lib/clock.ts";
import type { Fanout } from "./fanout.ts";
import type { Hub, Subscriber } from "./hub.ts";
import {
  type Command,
  DISCONNECTS,
  type Disconnect,
  ERRORS,
  encode,
  PING_FRAME,
  type ProtocolError,
  parseCommands,
} from "./protocol.ts";
import { type TokenClaims, type TokenIssuer, TokenRefused } from "./tokens.ts";

export const GATEWAY_PATH = "/connection/websocket";

/** Centrifugo's unsubscribe push code for an expired subscription: the client subscribes again. */
const SUBSCRIPTION_EXPIRED = { code: 2501, reason: "subscription expired" };

export interface GatewaySettings {
  pingIntervalMs: number;
  pongTimeoutMs: number;
  maxMessageBytes: number;
  maxQueueBytes: number;
  /** A connection that sends no connect command within this time is closed as stale. */
  connectTimeoutMs: number;
  /** How long an expired connection or subscription is kept while its refresh is on the way. */
  expiryGraceMs: number;
}

export const GATEWAY_DEFAULTS = { connectTimeoutMs: 10_000, expiryGraceMs: 25_000 } as const;

export interface GatewayDeps {
  tokens: TokenIssuer;
  hub: Hub;
  fanout: Fanout;
  clock: Clock;
  log: FastifyBaseLogger;
  settings: GatewaySettings;
}

export interface Gateway {
  /** Takes an HTTP upgrade for the gateway's path; answers false for any other path. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Closes every connection of `userId` on this instance. */
  disconnectUser(userId: string, disconnect: Disconnect): void;
  /** Closes every connection (shutdown: clients reconnect to another instance or after restart). */
  disconnectAll(disconnect: Disconnect): void;
  stats(): { connections: number };
  close(): void;
}

export function createGateway(deps: GatewayDeps): Gateway {
  const { settings } = deps;
  const server = new WebSocketServer({
    noServer: true,
    maxPayload: settings.maxMessageBytes,
    perMessageDeflate: false,
    clientTracking: false,
  });
  const sessions = new Set<Session>();
  const byUser = new Map<string, Set<Session>>();
  const context: SessionContext = {
    ...deps,
    onConnected(session) {
      const own = byUser.get(session.userId) ?? new Set<Session>();
      byUser.set(session.userId, own);
      own.add(session);
    },
    onClosed(session) {
      sessions.delete(session);
      const own = byUser.get(session.userId);
      if (own?.delete(session) && own.size === 0) byUser.delete(session.userId);
    },
  };

  // One timer for every connection: pings fall due by each connection's own start time, so they
  // spread out instead of all going at once.
  const sweepEvery = Math.max(50, Math.min(1_000, Math.floor(settings.pingIntervalMs / 4)));
  const sweeper = setInterval(() => {
    const now = performance.now();
    const nowSeconds = deps.clock.now().getTime() / 1000;
    for (const session of sessions) session.tick(now, nowSeconds);
  }, sweepEvery);
  sweeper.unref();

  return {
    handleUpgrade(request, socket, head) {
      if (new URL(request.url ?? "/", "http://gateway").pathname !== GATEWAY_PATH) return false;
      server.handleUpgrade(request, socket, head, (webSocket) => {
        sessions.add(new Session(webSocket, context));
      });
      return true;
    },
    disconnectUser(userId, disconnect) {
      for (const session of byUser.get(userId) ?? []) session.close(disconnect);
    },
    disconnectAll(disconnect) {
      for (const session of sessions) session.close(disconnect);
    },
    stats: () => ({ connections: sessions.size }),
    close() {
      clearInterval(sweeper);
      for (const session of sessions) session.close(DISCONNECTS.shutdown);
      server.close();
    },
  };
}

interface SessionContext extends GatewayDeps {
  onConnected(session: Session): void;
  onClosed(session: Session): void;
}

type Reply = Record<string, unknown>;

/** One client connection: its state, its subscriptions and its timers, driven by the sweep. */
class Session implements Subscriber {
  userId = "";
  private readonly clientId = randomUUID();
  private isConnected = false;
  private isClosed = false;
  /** Connection token expiry, seconds since the epoch. */
  private expiresAt = 0;
  /** Channel → its subscription token's expiry. */
  private readonly subscriptions = new Map<string, number>();
  private readonly openedAt = performance.now();
  private nextPingAt = 0;
  private pingSentAt: number | null = null;
  /** Frames are handled one after another, so replies keep the order of the commands. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly socket: WebSocket,
    private readonly context: SessionContext,
  ) {
    socket.on("message", (data, isBinary) => this.receive(data, isBinary));
    socket.on("close", () => this.closed());
    socket.on("error", () => this.closed());
  }

  send(frame: string): void {
    if (this.isClosed || this.socket.readyState !== WebSocket.OPEN) return;
    this.socket.send(frame);
    // The close frame would wait behind the very backlog that makes the client slow, so the socket
    // is dropped at once (the client reconnects and refetches, as after any lost connection).
    if (this.socket.bufferedAmount > this.context.settings.maxQueueBytes) {
      this.close(DISCONNECTS.slow);
      this.socket.terminate();
    }
  }

  close({ code, reason }: Disconnect): void {
    if (this.isClosed) return;
    this.socket.close(code, reason);
    this.closed();
    // A client that never answers the close handshake must not keep its socket.
    setTimeout(() => this.socket.terminate(), 1_000).unref();
  }

  tick(now: number, nowSeconds: number): void {
    const { settings } = this.context;
    if (!this.isConnected) {
      if (now - this.openedAt > settings.connectTimeoutMs) this.close(DISCONNECTS.stale);
      return;
    }
    if (this.pingSentAt !== null && now - this.pingSentAt > settings.pongTimeoutMs) {
      this.close(DISCONNECTS.noPong);
      return;
    }
    const grace = settings.expiryGraceMs / 1000;
    if (nowSeconds > this.expiresAt + grace) {
      this.close(DISCONNECTS.expired);
      return;
    }
    for (const [channel, expiresAt] of this.subscriptions) {
      if (nowSeconds > expiresAt + grace) {
        this.leave(channel);
        this.send(encode({ push: { channel, unsubscribe: SUBSCRIPTION_EXPIRED } }));
      }
    }
    if (now >= this.nextPingAt) {
      this.send(PING_FRAME);
      if (this.pingSentAt === null) this.pingSentAt = now;
      this.nextPingAt = now + settings.pingIntervalMs;
    }
  }

  private receive(data: RawData, isBinary: boolean): void {
    if (this.isClosed) return;
    const commands = isBinary ? null : parseCommands(data.toString());
    if (!commands) {
      this.close(DISCONNECTS.badRequest);
      return;
    }
    this.queue = this.queue.then(async () => {
      const replies: string[] = [];
      for (const command of commands) {
        if (this.isClosed) return;
        const reply = await this.handle(command).catch((error: unknown) => {
          this.context.log.error({ err: error }, "realtime command failed");
          return this.error(command, ERRORS.internal);
        });
        if (reply) replies.push(encode(reply));
      }
      if (replies.length > 0) this.send(replies.join("\n"));
    });
  }

  private async handle(command: Command): Promise<Reply | null> {
    // A command without an id is the client's pong (or an async `send`, which nobody here reads).
    if (command.id === undefined) {
      if (command.send === undefined) this.pingSentAt = null;
      return null;
    }
    const { id } = command;
    if (typeof id !== "number" || !Number.isInteger(id) || id <= 0) {
      this.close(DISCONNECTS.badRequest);
      return null;
    }
    if (command.connect) return this.connect(id, command.connect.token);
    if (!this.isConnected) {
      this.close(DISCONNECTS.badRequest);
      return null;
    }
    if (command.subscribe) return this.subscribe(id, command.subscribe.channel, command.subscribe.token);
    if (command.unsubscribe) return this.unsubscribe(id, command.unsubscribe.channel);
    if (command.refresh) return this.refresh(id, command.refresh.token);
    if (command.sub_refresh)
      return this.refreshSubscription(id, command.sub_refresh.channel, command.sub_refresh.token);
    // Clients only listen here: they publish nothing and ask for no history, presence or RPC.
    return { id, error: command.publish ? ERRORS.permissionDenied : ERRORS.methodNotFound };
  }

  private async connect(id: number, token: unknown): Promise<Reply | null> {
    if (this.isConnected || typeof token !== "string" || token === "") {
      this.close(this.isConnected ? DISCONNECTS.badRequest : DISCONNECTS.invalidToken);
      return null;
    }
    const claims = await this.verify(() => this.context.tokens.verifyConnectionToken(token));
    if (claims === "expired") return { id, error: ERRORS.tokenExpired };
    if (claims === "invalid") {
      this.close(DISCONNECTS.invalidToken);
      return null;
    }
    if (this.isClosed) return null;
    this.userId = claims.userId;
    this.expiresAt = claims.expiresAt;
    this.isConnected = true;
    this.nextPingAt = performance.now() + this.context.settings.pingIntervalMs;
    this.context.onConnected(this);
    return {
      id,
      connect: {
        client: this.clientId,
        version: "reelhouse",
        ...this.expiry(claims.expiresAt),
        ping: Math.max(1, Math.round(this.context.settings.pingIntervalMs / 1000)),
        pong: true,
      },
    };
  }

  private async subscribe(id: number, channel: unknown, token: unknown): Promise<Reply | null> {
    if (typeof channel !== "string" || !CHANNEL_NAME_PATTERN.test(channel)) {
      return { id, error: ERRORS.unknownChannel };
    }
    if (this.subscriptions.has(channel)) return { id, error: ERRORS.alreadySubscribed };
    if (typeof token !== "string" || token === "") return { id, error: ERRORS.permissionDenied };
    const claims = await this.verify(() =>
      this.context.tokens.verifySubscriptionToken(token, this.userId, channel),
    );
    if (claims === "expired") return { id, error: ERRORS.tokenExpired };
    if (claims === "invalid") return { id, error: ERRORS.permissionDenied };
    if (this.subscriptions.has(channel)) return { id, error: ERRORS.alreadySubscribed };
    await this.context.fanout.listen(channel);
    if (this.isClosed) {
      this.context.fanout.unlisten(channel);
      return null;
    }
    this.subscriptions.set(channel, claims.expiresAt);
    this.context.hub.add(channel, this);
    return { id, subscribe: this.expiry(claims.expiresAt) };
  }

  private unsubscribe(id: number, channel: unknown): Reply {
    if (typeof channel === "string") this.leave(channel);
    return { id, unsubscribe: {} };
  }

  private async refresh(id: number, token: unknown): Promise<Reply | null> {
    const claims =
      typeof token === "string"
        ? await this.verify(() => this.context.tokens.verifyConnectionToken(token))
        : "invalid";
    if (claims === "expired") {
      this.close(DISCONNECTS.expired);
      return null;
    }
    // A refresh may extend a connection, never hand it to another player.
    if (claims === "invalid" || claims.userId !== this.userId) {
      this.close(DISCONNECTS.invalidToken);
      return null;
    }
    this.expiresAt = claims.expiresAt;
    return { id, refresh: { client: this.clientId, version: "reelhouse", ...this.expiry(claims.expiresAt) } };
  }

  private async refreshSubscription(id: number, channel: unknown, token: unknown): Promise<Reply | null> {
    if (typeof channel !== "string" || !this.subscriptions.has(channel)) {
      return { id, error: ERRORS.permissionDenied };
    }
    const claims =
      typeof token === "string"
        ? await this.verify(() => this.context.tokens.verifySubscriptionToken(token, this.userId, channel))
        : "invalid";
    // Centrifugo's rules: a token for another player or channel ends the connection; an expired one
    // gets a temporary error (a plain 109 here would end the subscription for good).
    if (claims === "expired") return { id, error: ERRORS.expired };
    if (claims === "invalid") {
      this.close(DISCONNECTS.invalidToken);
      return null;
    }
    if (!this.subscriptions.has(channel)) return { id, error: ERRORS.permissionDenied };
    this.subscriptions.set(channel, claims.expiresAt);
    return { id, sub_refresh: this.expiry(claims.expiresAt) };
  }

  private async verify(check: () => Promise<TokenClaims>): Promise<TokenClaims | "expired" | "invalid"> {
    try {
      return await check();
    } catch (error) {
      if (error instanceof TokenRefused) return error.reason;
      throw error;
    }
  }

  /** Centrifugo's `expires`/`ttl`: the client asks for a new token when the ttl runs out. */
  private expiry(expiresAt: number): { expires: true; ttl: number } {
    const left = Math.ceil(expiresAt - this.context.clock.now().getTime() / 1000);
    return { expires: true, ttl: Math.max(1, left) };
  }

  private error(command: Command, error: ProtocolError): Reply | null {
    return command.id ? { id: command.id, error } : null;
  }

  private leave(channel: string): void {
    if (!this.subscriptions.delete(channel)) return;
    this.context.hub.remove(channel, this);
    this.context.fanout.unlisten(channel);
  }

  private closed(): void {
    if (this.isClosed) return;
    this.isClosed = true;
    for (const channel of [...this.subscriptions.keys()]) this.leave(channel);
    this.context.onClosed(this);
  }
}
