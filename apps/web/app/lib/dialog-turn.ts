/**
 * One dialog at a time (spec §9 "Popups ... one at a time"). The session's dialogs come from
 * features that do not know each other, so each one looks at how many modals are open
 * (`openModalCount`) every `TURN_LOOK_MS` and waits for none. How many quiet looks in a row a
 * dialog waits for sets the order among them: the location explanation (features/geo) opens at its
 * first, the welcome (features/welcome) after three, so a new player is told about the location
 * check before being welcomed, never both at once. A shown dialog steps back whenever another
 * opens over it (a registration step whose code came late) and waits its turn again.
 */
import { useEffect, useState } from "react";
import { openModalCount } from "./scroll-lock.ts";

export const TURN_LOOK_MS = 300;

export interface Turn {
  isShown: boolean;
  /** Looks in a row that found no other dialog open. */
  quietLooks: number;
}

export const WAITING: Turn = { isShown: false, quietLooks: 0 };

/**
 * The turn after one look at `openModals`, the open modals (this one among them while shown), for
 * a dialog that waits `quietLooksNeeded` looks in a row.
 */
export function nextTurn(turn: Turn, openModals: number, quietLooksNeeded: number): Turn {
  const others = openModals - (turn.isShown ? 1 : 0);
  if (others > 0) return WAITING;
  if (turn.isShown) return turn;
  const quietLooks = turn.quietLooks + 1;
  return { isShown: quietLooks >= quietLooksNeeded, quietLooks };
}

/** Whether a dialog that `isWanted` may show now, after `quietLooksNeeded` looks without another. */
export function useDialogTurn(isWanted: boolean, quietLooksNeeded: number): boolean {
  const [isShown, setShown] = useState(false);
  useEffect(() => {
    if (!isWanted) {
      setShown(false);
      return;
    }
    let turn = WAITING;
    const look = () => {
      turn = nextTurn(turn, openModalCount(), quietLooksNeeded);
      setShown(turn.isShown);
    };
    look();
    const timer = setInterval(look, TURN_LOOK_MS);
    return () => clearInterval(timer);
  }, [isWanted, quietLooksNeeded]);
  return isWanted && isShown;
}
