/**
 * The end-timer rule of spec §4 for features that close at `finishedAt` (deposit streak, scratch
 * cards / magic box): when the end is in the future and at most 86 400 000 ms away, a timer turns
 * the feature off at that moment; further away, no timer is set (the page is read again long
 * before); already past, the site only warns, and the server's next answer decides.
 */
import { useEffect, useState } from "react";

export const FEATURE_END_TIMER_HORIZON_MS = 86_400_000;

export type FeatureEndPlan = { kind: "timer"; inMs: number } | { kind: "none" } | { kind: "past" };

export function featureEndPlan(finishedAt: string | null, nowMs: number): FeatureEndPlan {
  if (finishedAt === null) return { kind: "none" };
  const inMs = Date.parse(finishedAt) - nowMs;
  if (Number.isNaN(inMs)) return { kind: "none" };
  if (inMs <= 0) return { kind: "past" };
  return inMs <= FEATURE_END_TIMER_HORIZON_MS ? { kind: "timer", inMs } : { kind: "none" };
}

/**
 * Whether a feature is still active: `isActive` as the server said, turned off when its end timer
 * fires. A feature the server reports inactive never turns on here (a status update only changes a
 * feature that is already active).
 */
export function useActiveUntil(isActive: boolean, finishedAt: string | null): boolean {
  const [ended, setEnded] = useState(false);
  useEffect(() => {
    setEnded(false);
    if (!isActive) return;
    const plan = featureEndPlan(finishedAt, Date.now());
    if (plan.kind === "past") {
      console.warn(`a feature reported active ended at ${finishedAt}`);
      return;
    }
    if (plan.kind === "none") return;
    const timer = setTimeout(() => setEnded(true), plan.inMs);
    return () => clearTimeout(timer);
  }, [isActive, finishedAt]);
  return isActive && !ended;
}
