/**
 * The official Centrifugo JavaScript client (`centrifuge`), in Node, pointed at a listening test app:
 * protocol tests drive the gateway with exactly what the site runs in the browser.
 */
import { Centrifuge, type Options } from "centrifuge";
import { WebSocket } from "ws";

export const REALTIME_TEST_TIMINGS = {
  minReconnectDelay: 50,
  maxReconnectDelay: 200,
  timeout: 3_000,
} as const;

export function realtimeClient(port: number, options: Partial<Options> = {}): Centrifuge {
  return new Centrifuge(`ws://127.0.0.1:${port}/connection/websocket`, {
    websocket: WebSocket,
    ...REALTIME_TEST_TIMINGS,
    ...options,
  });
}
