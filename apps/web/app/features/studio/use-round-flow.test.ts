import type { ErrorReason, RoundStep } from "@reelhouse/contract";
import { describe, expect, it } from "vitest";
import { ApiError } from "~/lib/api-client.ts";
import type { RoundResult } from "./api.ts";
import type { RoundFlowEvent } from "./round-flow.ts";
import { RoundInterruptedError, type StepPresenter } from "./round-player.ts";
import { reportingSteps, roundFailureOf } from "./use-round-flow.ts";

const OPEN_ROUND = { round: { id: "r1", status: "open" }, balance: { coins: 0, entries: 0 } } as RoundResult;

describe("what a failed round means", () => {
  it("tells an interrupted round, with where it stood", () => {
    expect(roundFailureOf(new RoundInterruptedError(OPEN_ROUND, new Error("offline")))).toEqual({
      kind: "interrupted",
      result: OPEN_ROUND,
    });
  });

  it("tells the server's refusals by their reason", () => {
    const refusal = (reason: ErrorReason) => new ApiError(409, "CONFLICT", "No", [], reason);
    expect(roundFailureOf(refusal("INSUFFICIENT_FUNDS"))).toEqual({ kind: "insufficientFunds" });
    expect(roundFailureOf(refusal("ROUND_IN_PROGRESS"))).toEqual({ kind: "openElsewhere" });
    expect(roundFailureOf(refusal("GAME_RESTRICTED"))).toEqual({ kind: "failed", message: "No" });
  });

  it("has no message of its own for an error that is not the server's", () => {
    expect(roundFailureOf(new TypeError("Failed to fetch"))).toEqual({ kind: "failed", message: null });
  });
});

describe("the presenter, reporting its steps to the flow", () => {
  it("tells a step asked for before the reels start, and a step that came back before it shows", async () => {
    const heard: string[] = [];
    const presenter: StepPresenter = {
      beginStep: () => heard.push("begin"),
      cancelStep: () => heard.push("cancel"),
      presentStep: async () => {
        heard.push("present");
      },
    };
    const send = (event: RoundFlowEvent) =>
      heard.push(event.type === "stepArrived" ? `${event.type} ${event.feature}` : event.type);
    const reporting = reportingSteps(presenter, send);
    const step = { outcome: { state: { kind: "respins" } } } as RoundStep;

    reporting.beginStep();
    reporting.cancelStep();
    await reporting.presentStep(step, OPEN_ROUND);
    await reporting.presentStep({ outcome: { state: null } } as RoundStep, OPEN_ROUND);

    expect(heard).toEqual([
      "stepRequested",
      "begin",
      "cancel",
      "stepArrived respins",
      "present",
      "stepArrived null",
      "present",
    ]);
  });
});
