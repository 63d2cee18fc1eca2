/**
 * The round flow (round-flow.ts) in a component. `send` applies an event at once and answers the
 * new state, so the client knows in the same click whether its spin started a round: a second
 * click, arriving before React has drawn the disabled button, finds the round spinning already.
 */
import type { RoundStep } from "@reelhouse/contract";
import { useCallback, useRef, useState } from "react";
import { ApiError } from "~/lib/api-client.ts";
import type { RoundResult } from "./api.ts";
import { type RoundFailure, type RoundFlowEvent, type RoundFlowState, roundFlow } from "./round-flow.ts";
import { RoundInterruptedError, type StepPresenter } from "./round-player.ts";

export function useRoundFlow(initial: () => RoundFlowState) {
  const [state, setState] = useState(initial);
  const latest = useRef(state);
  const send = useCallback((event: RoundFlowEvent): RoundFlowState => {
    const next = roundFlow(latest.current, event);
    if (next !== latest.current) {
      latest.current = next;
      setState(next);
    }
    return next;
  }, []);
  const current = useCallback(() => latest.current, []);
  return { state, current, send };
}

/** What a failed round means for the flow. */
export function roundFailureOf(error: unknown): RoundFailure {
  if (error instanceof RoundInterruptedError) return { kind: "interrupted", result: error.result };
  if (error instanceof ApiError && error.reason === "INSUFFICIENT_FUNDS")
    return { kind: "insufficientFunds" };
  if (error instanceof ApiError && error.reason === "ROUND_IN_PROGRESS") return { kind: "openElsewhere" };
  return { kind: "failed", message: error instanceof ApiError ? error.message : null };
}

/** The presenter, telling the flow when each step is asked for and when it comes back. */
export function reportingSteps(
  presenter: StepPresenter,
  send: (event: RoundFlowEvent) => unknown,
): StepPresenter {
  return {
    beginStep() {
      send({ type: "stepRequested" });
      presenter.beginStep();
    },
    cancelStep() {
      presenter.cancelStep();
    },
    presentStep(step: RoundStep, result: RoundResult) {
      send({ type: "stepArrived", feature: step.outcome.state?.kind ?? null });
      return presenter.presentStep(step, result);
    },
  };
}
