/**
 * How a publication reaches every subscriber, whichever instance holds its connection (ADR 080):
 * in process when there is one instance, through Redis pub/sub when `REDIS_URL` is set, or through
 * a Centrifugo cluster's HTTP API, which then holds the connections itself.
 */
import type { RealtimeMessage } from "@reelhouse/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
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
 * them.
 *
 * Redis is optional state (ADR 100): while this instance cannot hear Redis, or Redis refuses a
 * publication, the publication goes straight to this instance's own connections, so publishing
 * never fails and the relay carries on. Whatever other instances published meanwhile is lost to
 * this one: when its subscriber connection is back it subscribes to every channel its clients hold
 * again, and `onResubscribed` lets the gateway make those clients reconnect and refetch.
 */
export function createRedisFanout(options: {
  publisher: Redis;
  keyPrefix: string;
  hub: Hub;
  log: FastifyBaseLogger;
  onControl: ControlHandler;
  onResubscribed: () => void;
}): Fanout {
  const { publisher, hub, log, onControl } = options;
  // Key prefixes do not apply to pub/sub channel names, so the prefix is written out here.
  const prefix = `${options.keyPrefix}realtime:`;
  const controlChannel = `${options.keyPrefix}realtime-control`;
  // A subscribed connection takes no other commands, so it is a connection of its own. It
  // resubscribes itself (below), to the channels held now rather than those held when it dropped.
  // A SUBSCRIBE that times out starts the connection over, so it is given longer than a command.
  const subscriber = publisher.duplicate({ autoResubscribe: false, commandTimeout: 5_000 });
  const listeners = new Map<string, number>();
  /** Every channel held here is subscribed on the subscriber's current connection. */
  let isListening = false;
  let isCutOff = false;
  let isClosing = false;
  let resubscribing: Promise<void> = Promise.resolve();

  function cutOff(error?: unknown): void {
    isListening = false;
    if (isCutOff || isClosing) return;
    isCutOff = true;
    log.warn(
      { err: error },
      "realtime fan-out cut off from Redis: messages reach this instance's own connections only until it answers",
    );
  }

  /** A SUBSCRIBE failed: if the connection is still up, starting it over resubscribes everything. */
  function startOver(): void {
    if (subscriber.status === "ready") subscriber.disconnect(true);
  }

  async function resubscribe(): Promise<void> {
    try {
      await subscriber.subscribe(controlChannel, ...[...listeners.keys()].map((channel) => prefix + channel));
    } catch (error) {
      // Its next `ready` tries again.
      cutOff(error);
      return startOver();
    }
    isListening = true;
    if (!isCutOff) return;
    isCutOff = false;
    log.info({ channels: listeners.size }, "realtime fan-out hears Redis again");
    options.onResubscribed();
  }

  subscriber.on("messageBuffer", (channelBytes: Buffer, payload: Buffer) => {
    const channel = channelBytes.toString();
    if (channel === controlChannel) return onControl(JSON.parse(payload.toString()) as ControlMessage);
    const name = channel.slice(prefix.length);
    // The payload is the data's JSON: the frame is built once per instance, not per subscriber.
    hub.deliver(name, `{"push":{"channel":${JSON.stringify(name)},"pub":{"data":${payload.toString()}}}}`);
  });
  // The `close` that follows says it; a failed attempt to reconnect is no news.
  subscriber.on("error", (error) => log.debug({ err: error }, "realtime subscriber connection error"));
  subscriber.on("close", () => cutOff());
  subscriber.on("ready", () => {
    resubscribing = resubscribe();
  });
  /** Settles once the first attempt to reach Redis has succeeded or failed; it never rejects. */
  const firstAttempt = subscriber.connect().then(
    () => resubscribing,
    () => {},
  );

  /** Publishes each message; answers, per message, whether Redis took it. Never rejects. */
  async function publishAll(messages: readonly (readonly [channel: string, payload: string])[]) {
    const nothingTaken = messages.map(() => false);
    if (publisher.status !== "ready") return nothingTaken;
    try {
      const pipeline = publisher.pipeline();
      for (const [channel, payload] of messages) pipeline.publish(channel, payload);
      const results = (await pipeline.exec()) ?? [];
      return messages.map((_, index) => results[index]?.[0] === null);
    } catch (error) {
      if (isListening)
        log.warn({ err: error }, "Redis refused publications: delivered on this instance only");
      return nothingTaken;
    }
  }

  return {
    async publish(publications) {
      if (publications.length === 0) return;
      const taken = await publishAll(
        publications.map(({ channel, data }) => [prefix + channel, JSON.stringify(data)] as const),
      );
      // What Redis did not take, or this instance does not hear back from Redis, is delivered here.
      publications.forEach(({ channel, data }, index) => {
        if (!taken[index] || !isListening) hub.deliver(channel, publicationFrame(channel, data));
      });
    },
    async control(message) {
      const [taken] = await publishAll([[controlChannel, JSON.stringify(message)]]);
      if (!taken || !isListening) onControl(message);
    },
    async listen(channel) {
      await firstAttempt;
      listeners.set(channel, (listeners.get(channel) ?? 0) + 1);
      // Cut off, the channel is subscribed with the rest when Redis answers again.
      if (subscriber.status !== "ready") return;
      // Every caller waits for the SUBSCRIBE, so none is told "subscribed" before Redis agreed.
      await subscriber.subscribe(prefix + channel).catch(startOver);
    },
    unlisten(channel) {
      const count = (listeners.get(channel) ?? 0) - 1;
      if (count > 0) return void listeners.set(channel, count);
      listeners.delete(channel);
      if (subscriber.status === "ready") subscriber.unsubscribe(prefix + channel).catch(() => {});
    },
    async close() {
      isClosing = true;
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
