/**
 * What the game frame (/studio/:gameId) tells the page hosting it (/game): open the cashier,
 * offer the switch to sweeps, switch to coins, where the presentation of a round stands (the
 * page's balance follows it, lib/balance-hold.ts). Both sides accept only messages of this site's
 * own origin: the frame posts to it alone, and the page listens only to its own frame's window.
 */
import type { RoundReport } from "~/lib/balance-hold.ts";

export const GAME_MESSAGE_SOURCE = "reelhouse-game";

export type GameMessage =
  | { source: typeof GAME_MESSAGE_SOURCE; type: "openCashier" }
  | { source: typeof GAME_MESSAGE_SOURCE; type: "switchToSweeps" }
  | { source: typeof GAME_MESSAGE_SOURCE; type: "switchToCoins" }
  | { source: typeof GAME_MESSAGE_SOURCE; type: "round"; round: RoundReport };

export type GameMessageType = GameMessage["type"];

type WithoutSource<M> = M extends GameMessage ? Omit<M, "source"> : never;
export type GameMessageBody = WithoutSource<GameMessage>;

const TYPES: ReadonlySet<string> = new Set<GameMessageType>([
  "openCashier",
  "switchToSweeps",
  "switchToCoins",
  "round",
]);

function isRoundReport(value: unknown): value is RoundReport {
  if (typeof value !== "object" || value === null) return false;
  const { serial, currency, answered, presented, isAwaiting, isOver } = value as Record<string, unknown>;
  return (
    Number.isInteger(serial) &&
    (currency === "coins" || currency === "entries") &&
    Array.isArray(answered) &&
    answered.length > 0 &&
    answered.every(Number.isInteger) &&
    Number.isInteger(presented) &&
    typeof isAwaiting === "boolean" &&
    typeof isOver === "boolean"
  );
}

export function isGameMessage(data: unknown): data is GameMessage {
  if (typeof data !== "object" || data === null) return false;
  const { source, type, round } = data as Record<string, unknown>;
  if (source !== GAME_MESSAGE_SOURCE || typeof type !== "string" || !TYPES.has(type)) return false;
  return type !== "round" || isRoundReport(round);
}

/** Whether this window is a frame inside a page of the same site. */
function isFramedBySite(win: Window = window): boolean {
  if (win.parent === win) return false;
  try {
    return win.parent.location.origin === win.location.origin;
  } catch {
    return false;
  }
}

/** Frame side: tells the hosting page, if the page is of this site; answers whether it was sent. */
export function postToHost(message: GameMessageBody, win: Window = window): boolean {
  if (!isFramedBySite(win)) return false;
  win.parent.postMessage({ source: GAME_MESSAGE_SOURCE, ...message }, win.location.origin);
  return true;
}

/**
 * Page side: calls `handler` with each message the frame whose window `frameWindow()` answers
 * posts, from this origin only. Answers the way to stop listening.
 */
export function listenToFrame(
  frameWindow: () => Window | null | undefined,
  handler: (message: GameMessage) => void,
  win: Window = window,
): () => void {
  const onMessage = (event: MessageEvent<unknown>) => {
    if (event.origin !== win.location.origin) return;
    const source = frameWindow();
    if (!source || event.source !== source) return;
    if (isGameMessage(event.data)) handler(event.data);
  };
  win.addEventListener("message", onMessage);
  return () => win.removeEventListener("message", onMessage);
}
