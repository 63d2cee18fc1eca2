/**
 * What the realtime bench's coordinator, server and clients agree on: who the players are, what a
 * publication carries, and the shapes of their calls. Every publication carries its round (so the
 * clients can tell when a round has reached all of them) and the time the server stamped it
 * (`performance.timeOrigin + performance.now()`, comparable across processes of one machine).
 */
import type { RealtimeMessage } from "@reelhouse/contract";

export type ServerKind = "gateway" | "reference";
export type Phase = "broadcast" | "player";

export const BROADCAST_CHANNEL = "broadcast";
/** Per-player publications go out in batches of the outbox relay's size (relay.ts BATCH_SIZE). */
export const PLAYER_BATCH = 500;
/** Tokens outlive any run; expiry is not what is measured. */
export const TOKEN_TTL_SECONDS = 3600;

/** Player `index`'s id, shaped like the server's UUIDs so names cost what real ones do. */
export function playerId(index: number): string {
  return `00000000-0000-4000-8000-${index.toString().padStart(12, "0")}`;
}

export const playerChannel = (index: number) => `player:${playerId(index)}`;

export const stamp = () => performance.timeOrigin + performance.now();

/**
 * A message of the contract's union with the bench's `round` and `sentAt` added last in `data`
 * (the bench builds the gateway directly, so nothing checks the union): the clients find them
 * with `lastIndexOf` instead of parsing every frame.
 */
export function broadcastMessage(round: number): RealtimeMessage {
  return {
    type: "app",
    action: "newBuild",
    data: { buildId: "bench", round, sentAt: stamp() },
  } as RealtimeMessage;
}

export function playerMessage(round: number, player: number): RealtimeMessage {
  return {
    type: "cash",
    action: "balance",
    data: {
      transactionId: round * 1_000_000 + player,
      kind: "bet",
      balance: { coins: 1_000_000 - round * 100, entries: 50_000 },
      round,
      sentAt: stamp(),
    },
  } as RealtimeMessage;
}

export interface StartArgs {
  kind: ServerKind;
  secret: string;
  players: number;
}

export interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  /** Connections the server holds when it measured. */
  connections: number;
}

export interface ServerPhase {
  cpuSeconds: number;
  /** Frames handed to sockets (subscribers reached); the clients count what arrived. */
  sent: number;
}

export interface ConnectArgs {
  kind: ServerKind;
  url: string;
  secret: string;
  first: number;
  count: number;
  sourceAddresses: string[];
  concurrency: number;
}

export interface ConnectResult {
  connected: number;
  failed: number;
  firstError: string | null;
}

export interface ClientPhase {
  deliveries: number;
  histogram: number[];
  cpuSeconds: number;
  /** Connections to the measured server that closed during the phase, by close code. */
  closed: Record<string, number>;
}
