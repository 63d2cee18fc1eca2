/**
 * How a publication reaches every subscriber, whichever instance holds its connection (ADR 080):
 * in process when there is one instance, through Redis pub/sub when `REDIS_URL` is set, or through
 * a Centrifugo cluster's HTTP API, which then holds the connections itself.
 */
import type { RealtimeMessage } from "@reelhouse/contract";
import { Redis } from "ioredis";
import type { CentrifugoSettings } from "../../config/realtime.ts";
import type { ConnectionControl } from "../../plugins/events.ts";
import type { Hub } from "./hub.ts";
import { publicationFrame } from "./protocol.ts";

export interface Publication {
  channel: string;
  data: RealtimeMessage;
}

/** What instances tell each other besides publications: close a player's connections. */
/** What the relay sends to connections besides publications (the modules' `toControls`). */
export type ControlMessage = ConnectionControl;

export interface Fanout {
  /** Delivers in order to every subscriber of each channel; resolves once handed on. */
  publish(publications: readonly Publication[]): Promise<void>;
  /** Sends a control message to every instance, this one included. */
  control(message: ControlMessage): Promise<void>;
  /** Publications to `channel` reach this instance from when this resolves (counted per subscriber). */
  listen(channel: string): Promise<void>;
  unlisten(channel: string): void;
  close(): Promise<void>;
}

export type ControlHandler = (message: ControlMessage) => void;

/** One instance: publications go straight to the local hub. */
export function createLocalFanout(hub: Hub, onControl: ControlHandler): Fanout {
  return {
    async publish(publications) {
      for (const { channel, data } of publications) hub.deliver(channel, publicationFrame(channel, data));
    },
    async control(message) {
      onControl(message);
    },
    async listen() {},
    unlisten() {},
    async close() {},
  };
}

/**
 * Several instances sharing one Redis: each publication is a Redis PUBLISH on `<prefix>realtime:
 * <channel>`, and each instance subscribes to the channels its clients hold. Redis delivers a
 * connection's publications in order, so a player's messages arrive in the order the relay sent
 * them. If the subscriber connection drops, whatever was published meanwhile is lost to this
 * instance, so `onResubscribed` lets the gateway make its clients reconnect and refetch.
 */
export function createRedisFanout(options: {
  publisher: Redis;
  url: string;
  keyPrefix: string;
  hub: Hub;
  onControl: ControlHandler;
  onResubscribed: () => void;
}): Fanout {
  const { publisher, hub, onControl } = options;
  // Key prefixes do not apply to pub/sub channel names, so the prefix is written out here.
  const prefix = `${options.keyPrefix}realtime:`;
  const controlChannel = `${options.keyPrefix}realtime-control`;
  const subscriber = new Redis(options.url, { lazyConnect: true, maxRetriesPerRequest: null });
  const listeners = new Map<string, number>();
  let wasReady = false;
  let lostConnection = false;

  subscriber.on("messageBuffer", (channelBytes: Buffer, payload: Buffer) => {
    const channel = channelBytes.toString();
    if (channel === controlChannel) return onControl(JSON.parse(payload.toString()) as ControlMessage);
    const name = channel.slice(prefix.length);
    // The payload is the data's JSON: the frame is built once per instance, not per subscriber.
    hub.deliver(name, `{"push":{"channel":${JSON.stringify(name)},"pub":{"data":${payload.toString()}}}}`);
  });
  subscriber.on("close", () => {
    if (wasReady) lostConnection = true;
  });
  subscriber.on("ready", () => {
    if (lostConnection) {
      lostConnection = false;
      options.onResubscribed();
    }
    wasReady = true;
  });
  const connected = subscriber.connect().then(() => subscriber.subscribe(controlChannel));
  // Closed before it was up (an instance stopped at once): `listen` still hears the failure.
  connected.catch(() => {});

  return {
    async publish(publications) {
      if (publications.length === 0) return;
      const pipeline = publisher.pipeline();
      for (const { channel, data } of publications) pipeline.publish(prefix + channel, JSON.stringify(data));
      const results = (await pipeline.exec()) ?? [];
      const failure = results.find(([error]) => error);
      if (failure?.[0]) throw failure[0];
    },
    async control(message) {
      await publisher.publish(controlChannel, JSON.stringify(message));
    },
    async listen(channel) {
      await connected;
      const count = listeners.get(channel) ?? 0;
      listeners.set(channel, count + 1);
      // Every caller waits for the SUBSCRIBE, so none is told "subscribed" before Redis agreed.
      await subscriber.subscribe(prefix + channel);
    },
    unlisten(channel) {
      const count = (listeners.get(channel) ?? 0) - 1;
      if (count > 0) return void listeners.set(channel, count);
      listeners.delete(channel);
      subscriber.unsubscribe(prefix + channel).catch(() => {});
    },
    async close() {
      subscriber.disconnect();
    },
  };
}

/**
 * A Centrifugo cluster holds the connections: publications go to its server API in one batch
 * request (`POST <api>/batch`, header `X-API-Key`). A failed request or any failed publication
 * rejects, so the relay sends the batch again (Centrifugo's delivery is at most once per request).
 */
export function createCentrifugoFanout(settings: CentrifugoSettings): Fanout {
  const call = async (method: string, body: unknown) => {
    const response = await fetch(`${settings.apiUrl}/${method}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": settings.apiKey },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) throw new Error(`Centrifugo ${method} answered HTTP ${response.status}`);
    type Failure = { error?: { code: number; message: string } };
    return (await response.json()) as Failure & { replies?: Failure[] };
  };
  // Batch replies are `{ replies: [{ publish: {…} } | { error: {…} }] }`, one per command, in order.
  const failureOf = (reply: { error?: { code: number; message: string } }) => reply.error;

  return {
    async publish(publications) {
      if (publications.length === 0) return;
      const answer = await call("batch", {
        commands: publications.map(({ channel, data }) => ({ publish: { channel, data } })),
      });
      const failed = [answer, ...(answer.replies ?? [])].map(failureOf).find(Boolean);
      if (failed) throw new Error(`Centrifugo refused a publication: ${failed.code} ${failed.message}`);
    },
    async control({ disconnect }) {
      const answer = await call("disconnect", {
        user: disconnect.userId,
        disconnect: { code: disconnect.code, reason: disconnect.reason },
      });
      if (answer.error) throw new Error(`Centrifugo refused the disconnect: ${answer.error.message}`);
    },
    async listen() {},
    unlisten() {},
    async close() {},
  };
}
