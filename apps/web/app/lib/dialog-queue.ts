/**
 * One dialog at a time (spec §4 "Popups are shown one at a time from a priority list"). The
 * session's dialogs come from features that do not know each other, so each one joins this queue
 * while it wants to open, with its priority (lower first), and opens when it is first in line and
 * no other modal of the page (the cashier, a game, the terms) is open; it leaves when it is done.
 * A shown dialog steps back when one that goes before it joins (a registration step whose code
 * came late) and opens again after it. The scroll lock's count of open modals
 * (lib/scroll-lock.ts) says when another modal opens or closes, so nothing polls.
 *
 * The order (ADR 092, ADR 136): the registration step (40), the location explanation (50), the
 * welcome (55), the preset-package offer (60), the game of the week (65), popup ads (70). The game
 * of the week goes before the ads because it is wanted as soon as the lobby renders while an ad is
 * known only once its request answers: the other way round, a late ad would push it off the screen.
 */
import { useEffect, useLayoutEffect, useSyncExternalStore } from "react";
import { onModalCountChange, openModalCount } from "./scroll-lock.ts";

export const DIALOG_PRIORITY = {
  registrationStep: 40,
  locationExplanation: 50,
  welcome: 55,
  presetPackage: 60,
  gameOfWeek: 65,
  popupAd: 70,
} as const;

/** The dialogs that want to open: id → priority. */
const waiting = new Map<string, number>();
let holder: string | null = null;
/** Whether the holder's modal is open, so it is not counted among the others. */
let isHolderOpen = false;
const listeners = new Set<() => void>();

function firstInLine(): string | null {
  const others = openModalCount() - (isHolderOpen ? 1 : 0);
  if (others > 0) return null;
  let first: [string, number] | null = null;
  for (const entry of waiting) {
    if (!first || entry[1] < first[1] || (entry[1] === first[1] && entry[0] < first[0])) first = entry;
  }
  return first?.[0] ?? null;
}

function passTurn(): void {
  const next = firstInLine();
  if (next === holder) return;
  holder = next;
  isHolderOpen = false;
  for (const listener of listeners) listener();
}

let isPassing = false;
/**
 * After the current work: a modal that opens counts itself before its dialog says it is open (a
 * child's layout effect runs first), and both happen in one commit.
 */
function passTurnSoon(): void {
  if (isPassing) return;
  isPassing = true;
  queueMicrotask(() => {
    isPassing = false;
    passTurn();
  });
}

if (typeof window !== "undefined") onModalCountChange(passTurnSoon);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Whether the dialog `id` may open now: it waits in line while `isWanted`, by `priority` (lower
 * first). The caller renders its modal exactly while this answers true.
 */
export function useDialogTurn(id: string, isWanted: boolean, priority: number): boolean {
  const current = useSyncExternalStore(
    subscribe,
    () => holder,
    () => null,
  );
  useEffect(() => {
    if (!isWanted) return;
    waiting.set(id, priority);
    passTurnSoon();
    return () => {
      waiting.delete(id);
      passTurnSoon();
    };
  }, [id, isWanted, priority]);
  const isTurn = isWanted && current === id;
  useLayoutEffect(() => {
    if (!isTurn) return;
    isHolderOpen = true;
    return () => {
      if (holder === id) isHolderOpen = false;
    };
  }, [id, isTurn]);
  return isTurn;
}
