/**
 * The page's realtime connection, seen from the test: a journey that expects a push waits until
 * the page hears its channels, since a message published before the subscription is not replayed
 * to it (the page refetches on reconnects, not on its first connect).
 */
import type { Page } from "@playwright/test";

export const GATEWAY = /\/connection\/websocket$/;

/**
 * Counts the realtime client's subscribe commands and the gateway's answers to them: once every
 * one is answered, the page hears its channels.
 */
export function subscriptionWatch() {
  let asked = 0;
  let answered = 0;
  let resolveReady = () => {};
  const ready = new Promise<void>((resolve) => {
    resolveReady = resolve;
  });
  const count = (frame: string | Buffer) =>
    String(frame)
      .split("\n")
      .filter((line) => line.includes('"subscribe":')).length;
  return {
    ready,
    sent(frame: string | Buffer) {
      asked += count(frame);
    },
    received(frame: string | Buffer) {
      answered += count(frame);
      if (asked > 0 && answered >= asked) resolveReady();
    },
  };
}

/** Opens `path` and waits until the page's realtime client has every channel subscribed. */
export async function openListening(page: Page, path: string) {
  const watch = subscriptionWatch();
  page.on("websocket", (socket) => {
    if (!GATEWAY.test(socket.url())) return;
    socket.on("framesent", ({ payload }) => watch.sent(payload));
    socket.on("framereceived", ({ payload }) => watch.received(payload));
  });
  await page.goto(path);
  await watch.ready;
}
