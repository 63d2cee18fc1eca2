import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useDialogTurn } from "./dialog-queue.ts";
import { lockScroll, openModalCount, unlockScroll } from "./scroll-lock.ts";

afterEach(() => {
  while (openModalCount() > 0) unlockScroll();
});

/** A dialog in line, which opens its modal (counted by the scroll lock) while it has the turn. */
function dialog(id: string, priority: number, isWanted = true) {
  return renderHook(
    ({ isWanted: wanted }) => {
      const isTurn = useDialogTurn(id, wanted, priority);
      return isTurn;
    },
    { initialProps: { isWanted } },
  );
}

const settle = () => act(async () => {});

describe("the dialog queue", () => {
  it("gives the turn to the first in line, then to the next once it is done", async () => {
    const later = dialog("later", 70);
    const sooner = dialog("sooner", 55);
    await settle();
    expect(sooner.result.current).toBe(true);
    expect(later.result.current).toBe(false);

    sooner.rerender({ isWanted: false });
    await settle();
    expect(later.result.current).toBe(true);
    later.unmount();
    sooner.unmount();
  });

  it("lets one that goes before the shown one in, and gives the turn back after", async () => {
    const shown = dialog("shown", 60);
    await settle();
    expect(shown.result.current).toBe(true);
    const urgent = dialog("urgent", 40);
    await settle();
    expect(urgent.result.current).toBe(true);
    expect(shown.result.current).toBe(false);
    urgent.unmount();
    await settle();
    expect(shown.result.current).toBe(true);
    shown.unmount();
  });

  it("waits while a modal outside the queue is open, and takes its turn once it closes", async () => {
    lockScroll();
    const waiting = dialog("waiting", 55);
    await settle();
    expect(waiting.result.current).toBe(false);
    unlockScroll();
    await settle();
    expect(waiting.result.current).toBe(true);
    waiting.unmount();
  });

  it("never gives the turn to a dialog that does not want it", async () => {
    const idle = dialog("idle", 10, false);
    await settle();
    expect(idle.result.current).toBe(false);
    idle.unmount();
  });
});
