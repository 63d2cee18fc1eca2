import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { nextTurn, TURN_LOOK_MS, type Turn, useDialogTurn, WAITING } from "./dialog-turn.ts";
import { lockScroll, openModalCount, unlockScroll } from "./scroll-lock.ts";

/** The turns after looks that found these numbers of modals open. */
function looks(...openModals: number[]): Turn[] {
  const turns: Turn[] = [];
  let turn = WAITING;
  for (const count of openModals) {
    turn = nextTurn(turn, count, 3);
    turns.push(turn);
  }
  return turns;
}

describe("a turn", () => {
  it("comes after the quiet looks in a row the dialog waits for", () => {
    expect(looks(0, 0, 0).map((turn) => turn.isShown)).toEqual([false, false, true]);
    expect(nextTurn(WAITING, 0, 1).isShown).toBe(true);
  });

  it("starts over when another dialog opens while waiting", () => {
    expect(looks(0, 0, 1, 0, 0).map((turn) => turn.isShown)).toEqual([false, false, false, false, false]);
  });

  it("counts itself while shown, and steps back when another dialog opens over it", () => {
    const [, , shown, stillShown, steppedBack] = looks(0, 0, 0, 1, 2);
    expect(shown?.isShown).toBe(true);
    expect(stillShown?.isShown).toBe(true);
    expect(steppedBack).toEqual(WAITING);
  });
});

describe("useDialogTurn", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    while (openModalCount() > 0) unlockScroll();
  });

  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it("waits while another dialog is open, then takes its turn", () => {
    lockScroll();
    const { result } = renderHook(() => useDialogTurn(true, 3));
    advance(TURN_LOOK_MS * 5);
    expect(result.current).toBe(false);

    unlockScroll();
    advance(TURN_LOOK_MS);
    expect(result.current).toBe(false);
    advance(TURN_LOOK_MS * 2);
    expect(result.current).toBe(true);
  });

  it("is never shown when not wanted", () => {
    const { result } = renderHook(() => useDialogTurn(false, 3));
    advance(TURN_LOOK_MS * 5);
    expect(result.current).toBe(false);
  });
});
