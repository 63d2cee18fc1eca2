/**
 * Realtime (spec §3 `wsConnectionData`, §7 message types; ADR 080): the tokens a player's tabs
 * connect and subscribe with, and which channels a player may hear.
 * Modules never publish directly: they write outbox events in their own transactions, map them to
 * messages on `app.events`, and the relay publishes them once committed.
 */
import {
  BROADCAST_CHANNEL,
  playerChannel,
  type RealtimeConnection,
  type WsConnectionData,
} from "@reelhouse/contract";
import { AppError } from "../../lib/errors.ts";
import type { Fanout } from "./fanout.ts";
import type { Disconnect } from "./protocol.ts";
import type { OutboxRelay } from "./relay.ts";
import type { TokenIssuer } from "./tokens.ts";

export { DISCONNECTS, type Disconnect } from "./protocol.ts";

export interface RealtimeDeps {
  tokens: TokenIssuer;
  fanout: Fanout;
  relay: OutboxRelay;
  /** Where clients connect: the built-in gateway's path, or a Centrifugo cluster's URL. */
  websocketUrl: string;
  /** Open connections on this instance; none when a Centrifugo cluster holds them. */
  connectionCount: () => number;
}

/** The channels a player may subscribe to: their own and the broadcast. */
function channelsOf(playerId: string): string[] {
  return [playerChannel(playerId), BROADCAST_CHANNEL];
}

export function createRealtime({ tokens, fanout, relay, websocketUrl, connectionCount }: RealtimeDeps) {
  return {
    /** App init's `wsConnectionData`: a connection token and a token for each of the player's channels. */
    async connectionData(playerId: string): Promise<WsConnectionData> {
      const channels = channelsOf(playerId);
      const [connectionToken, ...channelTokens] = await Promise.all([
        tokens.connectionToken(playerId),
        ...channels.map((channel) => tokens.subscriptionToken(playerId, channel)),
      ]);
      const connections = channels.map(
        (channelName, index): RealtimeConnection => ({ channelName, token: channelTokens[index] as string }),
      );
      return { url: websocketUrl, connectionToken: connectionToken as string, connections };
    },

    connectionToken: (playerId: string) => tokens.connectionToken(playerId),

    async subscriptionToken(playerId: string, channel: string): Promise<string> {
      if (!channelsOf(playerId).includes(channel)) {
        throw new AppError("FORBIDDEN", { key: "channelNotAllowed" }, { reason: "CHANNEL_NOT_ALLOWED" });
      }
      return tokens.subscriptionToken(playerId, channel);
    },

    /** Closes the player's connections on every instance (an account closed or blocked). */
    disconnectPlayer: (playerId: string, disconnect: Disconnect) =>
      fanout.control({ disconnect: { userId: playerId, ...disconnect } }),

    /** Relays every committed event now, without waiting for the relay's next turn. */
    flush: () => relay.drain(),

    connectionCount,
  };
}

export type Realtime = ReturnType<typeof createRealtime>;
