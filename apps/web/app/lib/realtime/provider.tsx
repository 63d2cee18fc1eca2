/**
 * Realtime for the whole site (spec §4, §7; ADR 080). One connection per tab, opened in the browser
 * after hydration for a player whose app init carries `wsConnectionData`, closed when they sign
 * out or the provider unmounts. Features hear messages through `useRealtimeMessage(type, handler)`
 * and refetch what they show. Here, for the root: a message about what the root loader holds
 * reloads the root's data, and a reconnect refetches every query and the root, so a message lost
 * while the connection was down loses nothing.
 *
 * A site page framed by another one (the cash widget's checkout) opens no connection of its own:
 * the top page hands every message down to its same-origin frames.
 */
import type { RealtimeMessage, RealtimeMessageType, WsConnectionData } from "@reelhouse/contract";
import { useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { loadCode } from "../load-code.ts";
import type { ConnectionState, RealtimeClient } from "./client.ts";
import { coalesce } from "./coalesce.ts";
import {
  createMessageHub,
  type MessageHub,
  type RealtimeListener,
  ROOT_DATA_MESSAGE_TYPES,
} from "./messages.ts";

export interface RealtimeStatus {
  state: ConnectionState;
  /** Whether this tab's connection has been up: only a connection that was up can be lost. */
  hasConnected: boolean;
}

const DISCONNECTED: RealtimeStatus = { state: "disconnected", hasConnected: false };
/** Marks the messages a top page hands down to its frames. */
const RELAY_KEY = "reelhouse:realtime";

// Outside a provider (a guest's page, a component test) nothing is ever delivered.
const HubContext = createContext<MessageHub>(createMessageHub());
const StatusContext = createContext<RealtimeStatus>(DISCONNECTED);

/** The tab's one connection, also closed by signing out (lib/session.ts), which leaves the page. */
let tabClient: RealtimeClient | null = null;

export function disconnectRealtime(): void {
  tabClient?.close();
  tabClient = null;
}

/** Calls `handler` with every message of `type` this tab receives, while the component is mounted. */
export function useRealtimeMessage<T extends RealtimeMessageType>(
  type: T,
  handler: RealtimeListener<T>,
): void {
  const hub = useContext(HubContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => hub.listen(type, (message) => latest.current(message)), [hub, type]);
}

export function useRealtimeState(): RealtimeStatus {
  return useContext(StatusContext);
}

export function RealtimeProvider({
  connection,
  children,
}: {
  connection: WsConnectionData | null;
  children: ReactNode;
}) {
  const [hub] = useState(createMessageHub);
  const [status, setStatus] = useState(DISCONNECTED);
  const queryClient = useQueryClient();
  const { revalidate } = useRevalidator();
  const latest = useRef({ connection, revalidate });
  useEffect(() => {
    latest.current = { connection, revalidate };
  });
  const [refreshRoot] = useState(() =>
    coalesce(
      () => latest.current.revalidate(),
      (error) => console.warn("realtime: reloading the page's data failed", error),
    ),
  );
  // Tokens are new in every app init, and the root reloads it on every navigation: the connection
  // only changes with where it goes and what it hears.
  const target = connection
    ? [connection.url, ...connection.connections.map(({ channelName }) => channelName)].join(" ")
    : null;

  useEffect(() => {
    if (isFramedBySite()) return listenToTopPage(hub);
    const opening = latest.current.connection;
    if (target === null || !opening) return;
    let client: RealtimeClient | null = null;
    let isCancelled = false;
    // Tried again until it loads: a page opened while the server restarts connects once it is back.
    void loadCode(() => import("./client.ts")).then(({ openRealtimeClient }) => {
      if (isCancelled) return;
      tabClient?.close();
      client = openRealtimeClient(opening, {
        onPublication(message) {
          hub.deliver(message);
          relayToFrames(message);
          if (ROOT_DATA_MESSAGE_TYPES.has(message.type)) refreshRoot();
        },
        onState(state) {
          setStatus((current) => ({ state, hasConnected: current.hasConnected || state === "connected" }));
        },
        onReconnected() {
          void queryClient.invalidateQueries();
          refreshRoot();
        },
      });
      tabClient = client;
    });
    return () => {
      isCancelled = true;
      client?.close();
      if (tabClient === client) tabClient = null;
      setStatus(DISCONNECTED);
    };
  }, [target, hub, queryClient, refreshRoot]);

  return (
    <HubContext.Provider value={hub}>
      <StatusContext.Provider value={status}>{children}</StatusContext.Provider>
    </HubContext.Provider>
  );
}

function relayToFrames(message: RealtimeMessage): void {
  for (let index = 0; index < window.frames.length; index += 1) {
    // Addressed to this origin: a frame of another site never receives it.
    window.frames[index]?.postMessage({ [RELAY_KEY]: message }, window.location.origin);
  }
}

function isFramedBySite(): boolean {
  if (window.parent === window) return false;
  try {
    return window.parent.location.origin === window.location.origin;
  } catch {
    // A parent of another origin cannot even be asked.
    return false;
  }
}

function listenToTopPage(hub: MessageHub): () => void {
  const onMessage = (event: MessageEvent<unknown>) => {
    if (event.source !== window.parent || event.origin !== window.location.origin) return;
    if (typeof event.data === "object" && event.data !== null && RELAY_KEY in event.data) {
      // Checked by the top page (same origin, asserted above) before it handed the message down.
      hub.deliver((event.data as Record<typeof RELAY_KEY, RealtimeMessage>)[RELAY_KEY]);
    }
  };
  window.addEventListener("message", onMessage);
  return () => window.removeEventListener("message", onMessage);
}
