/**
 * One dialog at a time (spec §9 "Popups ... one at a time"). The session's dialogs come from
 * features that do not know each other, so each one looks at how many modals are open
 * (`openModalCount`) and waits for none. The welcome is the most patient of them: it opens only
 * after three quiet looks in a row (600 ms or more without another dialog), while the location
 * explanation (features/geo) opens at its first quiet look, so a new player is told about the
 * location check before being welcomed, never both at once. It steps back whenever another dialog
 * opens over it (a registration step whose code came late) and waits its turn again.
 */
import { useEffect, useState } from "react";
import { openModalCount } from "~/lib/scroll-lock.ts";

/** As often as the location explanation looks, so three looks outlast its first. */
export const TURN_LOOK_MS = 300;
export const QUIET_LOOKS_NEEDED = 3;

export interface Turn {
  isShown: boolean;
  /** Looks in a row that found no other dialog open. */
  quietLooks: number;
}

export const WAITING: Turn = { isShown: false, quietLooks: 0 };

/** The turn after one look at `openModals`, the open modals (this one among them while shown). */
export function nextTurn(turn: Turn, openModals: number): Turn {
  const others = openModals - (turn.isShown ? 1 : 0);
  if (others > 0) return WAITING;
  if (turn.isShown) return turn;
  const quietLooks = turn.quietLooks + 1;
  return { isShown: quietLooks >= QUIET_LOOKS_NEEDED, quietLooks };
}

/** Whether a dialog that `isWanted` may show now. */
export function useDialogTurn(isWanted: boolean): boolean {
  const [isShown, setShown] = useState(false);
  useEffect(() => {
    if (!isWanted) {
      setShown(false);
      return;
    }
    let turn = WAITING;
    const look = () => {
      turn = nextTurn(turn, openModalCount());
      setShown(turn.isShown);
    };
    look();
    const timer = setInterval(look, TURN_LOOK_MS);
    return () => clearInterval(timer);
  }, [isWanted]);
  return isWanted && isShown;
}
