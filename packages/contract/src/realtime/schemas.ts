/**
 * Spec §3 `wsConnectionData`: where the realtime connection goes, its token, and the channels to
 * subscribe with a token each. Tokens are HS256 JWTs with Centrifugo's claims, so the same data
 * drives the built-in gateway or a Centrifugo cluster (ADR 080).
 */
import { z } from "zod";
import { CHANNEL_NAME_PATTERN } from "./channels.ts";

export const ChannelName = z.string().regex(CHANNEL_NAME_PATTERN);

export const RealtimeConnection = z.object({ channelName: ChannelName, token: z.string().min(1) });
export type RealtimeConnection = z.infer<typeof RealtimeConnection>;

export const WsConnectionData = z.object({
  /** The WebSocket endpoint: `wss://<site>/connection/websocket`, or the Centrifugo cluster's. */
  url: z.string().min(1),
  connectionToken: z.string().min(1),
  connections: z.array(RealtimeConnection),
});
export type WsConnectionData = z.infer<typeof WsConnectionData>;

export const RealtimeTokenResponse = z.object({
  success: z.literal(true),
  data: z.object({ token: z.string() }),
});
export const SubscriptionTokenQuery = z.object({ channel: ChannelName });
