import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FEATURE_END_TIMER_HORIZON_MS, featureEndPlan, useActiveUntil } from "./feature-end.ts";

const NOW = Date.parse("2026-11-28T12:00:00.000Z");
const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();

describe("featureEndPlan (spec §4)", () => {
  it("sets a timer for an end within 86 400 000 ms, to the millisecond", () => {
    expect(featureEndPlan(at(5_000), NOW)).toEqual({ kind: "timer", inMs: 5_000 });
    expect(featureEndPlan(at(FEATURE_END_TIMER_HORIZON_MS), NOW)).toEqual({
      kind: "timer",
      inMs: FEATURE_END_TIMER_HORIZON_MS,
    });
  });

  it("sets no timer for an end further away, or none at all", () => {
    expect(featureEndPlan(at(FEATURE_END_TIMER_HORIZON_MS + 1), NOW)).toEqual({ kind: "none" });
    expect(featureEndPlan(null, NOW)).toEqual({ kind: "none" });
    expect(featureEndPlan("not a date", NOW)).toEqual({ kind: "none" });
  });

  it("calls an end already reached past", () => {
    expect(featureEndPlan(at(0), NOW)).toEqual({ kind: "past" });
    expect(featureEndPlan(at(-1_000), NOW)).toEqual({ kind: "past" });
  });
});

describe("useActiveUntil", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("turns an active feature off when its end comes", () => {
    const { result } = renderHook(() => useActiveUntil(true, at(60_000)));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(59_999));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it("leaves a feature ending in more than a day alone", () => {
    const { result } = renderHook(() => useActiveUntil(true, at(FEATURE_END_TIMER_HORIZON_MS + 60_000)));
    act(() => vi.advanceTimersByTime(FEATURE_END_TIMER_HORIZON_MS + 120_000));
    expect(result.current).toBe(true);
  });

  it("only warns about an end already past, and never turns an inactive feature on", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const past = renderHook(() => useActiveUntil(true, at(-1_000)));
    expect(past.result.current).toBe(true);
    expect(warn).toHaveBeenCalledOnce();
    const inactive = renderHook(() => useActiveUntil(false, at(1_000)));
    act(() => vi.advanceTimersByTime(2_000));
    expect(inactive.result.current).toBe(false);
    warn.mockRestore();
  });
});
