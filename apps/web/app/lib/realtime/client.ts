/**
 * The tab's realtime client (spec §4, §9; ADR 080): Centrifuge's own client, connected to the
 * built-in gateway or a Centrifugo cluster and subscribed to every channel app init lists. The
 * first tokens come with app init; when one runs out the client asks the API for another, and a
 * refusal for good (the session ended) stops it for good, as `UnauthorizedError` tells it to.
 * Loaded only for players, after hydration (provider.tsx), so guests never download it.
 */
import type { RealtimeMessage, WsConnectionData } from "@reelhouse/contract";
import { realtimeApi } from "@reelhouse/contract/client";
import { Centrifuge, type State, UnauthorizedError } from "centrifuge";
import { ApiError, callApi } from "../api-client.ts";
import { readPublication } from "./publication.ts";

/** Spec §9: the realtime client's timings. Centrifuge's defaults, stated so they cannot drift. */
export const MIN_RECONNECT_DELAY_MS = 500;
export const MAX_RECONNECT_DELAY_MS = 20_000;
export const REQUEST_TIMEOUT_MS = 5_000;
export const MAX_SERVER_PING_DELAY_MS = 10_000;
export const MIN_RESUBSCRIBE_DELAY_MS = 500;
export const MAX_RESUBSCRIBE_DELAY_MS = 20_000;

/** Spec §4 connection states: connecting, connected, disconnected. */
export type ConnectionState = `${State}`;

export interface RealtimeClientHandlers {
  /** A publication the contract's union accepts (the others are dropped, with a warning). */
  onPublication(message: RealtimeMessage): void;
  onState(state: ConnectionState): void;
  /** Connected again after a break, with every channel heard again (or given up on). */
  onReconnected(): void;
}

export interface RealtimeClient {
  close(): void;
}

/**
 * The WebSocket address: a path (the built-in gateway) is taken on the page's own host, `ws:` or
 * `wss:` as the page is `http:` or `https:`; an absolute `wss://` address (a cluster) is kept.
 */
export function resolveWebSocketUrl(url: string, page: Pick<Location, "href">): string {
  const resolved = new URL(url, page.href);
  if (resolved.protocol === "http:") resolved.protocol = "ws:";
  else if (resolved.protocol === "https:") resolved.protocol = "wss:";
  return resolved.href;
}

/** Spec §4: a token refused with one of `statuses` will never come, so the client must stop trying. */
function stopOn(statuses: readonly number[]) {
  return (error: unknown): never => {
    if (error instanceof ApiError && statuses.includes(error.status)) {
      throw new UnauthorizedError(error.message);
    }
    throw error;
  };
}

export function fetchConnectionToken(): Promise<string> {
  return callApi(realtimeApi.getConnectionToken).then(({ data }) => data.token, stopOn([401]));
}

/** 401: signed out; 403: a channel that is not this player's. */
export function fetchSubscriptionToken(channel: string): Promise<string> {
  return callApi(realtimeApi.getSubscriptionToken, { query: { channel } }).then(
    ({ data }) => data.token,
    stopOn([401, 403]),
  );
}

export function openRealtimeClient(
  connection: WsConnectionData,
  handlers: RealtimeClientHandlers,
  page: Pick<Location, "href"> = window.location,
): RealtimeClient {
  // A closed client may still hand over what was on its way: nobody wants it any more.
  let isClosed = false;
  const client = new Centrifuge(resolveWebSocketUrl(connection.url, page), {
    token: connection.connectionToken,
    getToken: fetchConnectionToken,
    minReconnectDelay: MIN_RECONNECT_DELAY_MS,
    maxReconnectDelay: MAX_RECONNECT_DELAY_MS,
    timeout: REQUEST_TIMEOUT_MS,
    maxServerPingDelay: MAX_SERVER_PING_DELAY_MS,
  });
  const subscriptions = connection.connections.map(({ channelName, token }) => {
    const subscription = client.newSubscription(channelName, {
      token,
      getToken: () => fetchSubscriptionToken(channelName),
      minResubscribeDelay: MIN_RESUBSCRIBE_DELAY_MS,
      maxResubscribeDelay: MAX_RESUBSCRIBE_DELAY_MS,
    });
    subscription.on("publication", ({ data }) => {
      if (isClosed) return;
      const message = readPublication(data);
      if (message) handlers.onPublication(message);
    });
    subscription.subscribe();
    return subscription;
  });

  let hasConnected = false;
  client.on("state", ({ newState }) => handlers.onState(newState));
  client.on("connected", () => {
    if (!hasConnected) {
      hasConnected = true;
      return;
    }
    // What was published while the connection was down is lost. The channels subscribe again
    // after the connect; once they all have, whatever the page asks for includes it.
    void Promise.allSettled(subscriptions.map((subscription) => subscription.ready(REQUEST_TIMEOUT_MS))).then(
      () => {
        if (!isClosed) handlers.onReconnected();
      },
    );
  });
  client.connect();

  return {
    close() {
      isClosed = true;
      client.disconnect();
    },
  };
}
