import { describe, expect, it } from "vitest";
import type { RoundResult } from "./api.ts";
import type { AutoplaySettings } from "./autoplay.ts";
import {
  initialRoundFlow,
  isRoundBusy,
  isRoundStarted,
  type RoundFlowEvent,
  type RoundFlowState,
  roundFlow,
} from "./round-flow.ts";

const BALANCE = 10_000;
const COST = 100;
const AUTOPLAY: AutoplaySettings = { spins: 10, lossLimit: null, singleWinOver: null, stopOnFeature: false };
const OPEN_ROUND = {
  round: { id: "r1", status: "open" },
  balance: { coins: 9_900, entries: 0 },
} as RoundResult;

function run(events: readonly RoundFlowEvent[], from = initialRoundFlow(BALANCE)): RoundFlowState {
  return events.reduce(roundFlow, from);
}

const idle = run([{ type: "ready" }]);
const spinning = run([{ type: "spin", cost: COST }], idle);

describe("a round of the base game", () => {
  it("goes from idle to spinning, presenting, and back to idle with the server's balance", () => {
    expect(spinning.phase).toEqual({ kind: "spinning", cost: COST });
    expect(isRoundStarted(idle, spinning)).toBe(true);
    expect(isRoundBusy(spinning)).toBe(true);

    const requested = roundFlow(spinning, { type: "stepRequested" });
    expect(requested).toBe(spinning);
    const presenting = roundFlow(requested, { type: "stepArrived", feature: null });
    expect(presenting.phase).toEqual({ kind: "presenting", cost: COST });

    const done = roundFlow(presenting, {
      type: "roundFinished",
      totalWin: 250,
      wonFeature: false,
      balance: 10_150,
    });
    expect(done.phase).toEqual({ kind: "idle" });
    expect(done.balance).toBe(10_150);
    expect(done.lastWin).toBe(250);
    expect(isRoundBusy(done)).toBe(false);
  });

  it("starts no second round while one is spinning or presenting, so a double click spends once", () => {
    const again = roundFlow(spinning, { type: "spin", cost: COST });
    expect(again).toBe(spinning);
    expect(isRoundStarted(spinning, again)).toBe(false);

    const presenting = roundFlow(spinning, { type: "stepArrived", feature: null });
    expect(roundFlow(presenting, { type: "spin", cost: COST })).toBe(presenting);
  });

  it("refuses a spin the balance cannot pay: the funds dialog opens and autoplay stops", () => {
    const autoplaying = run(
      [{ type: "startAutoplay", settings: AUTOPLAY }],
      run([{ type: "ready" }], initialRoundFlow(50)),
    );
    const refused = roundFlow(autoplaying, { type: "spin", cost: COST });
    expect(refused.phase).toEqual({ kind: "idle" });
    expect(refused.modal).toEqual({ kind: "funds", cost: COST, balance: 50 });
    expect(refused.autoplay).toBeNull();
    expect(isRoundStarted(autoplaying, refused)).toBe(false);
  });

  it("refuses a spin before the canvas is ready", () => {
    const loading = initialRoundFlow(BALANCE);
    expect(roundFlow(loading, { type: "spin", cost: COST })).toBe(loading);
  });
});

describe("a round with a feature", () => {
  it("runs the feature step by step, then ends in the base game", () => {
    const trigger = roundFlow(spinning, { type: "stepArrived", feature: "freeSpins" });
    expect(trigger.phase).toEqual({ kind: "feature", feature: "freeSpins", cost: COST, isStepShown: true });

    const next = roundFlow(trigger, { type: "stepRequested" });
    expect(next.phase).toEqual({ kind: "feature", feature: "freeSpins", cost: COST, isStepShown: false });
    expect(roundFlow(next, { type: "stepRequested" })).toBe(next);
    expect(roundFlow(next, { type: "spin", cost: COST })).toBe(next);

    const last = roundFlow(next, { type: "stepArrived", feature: null });
    expect(last.phase).toEqual({ kind: "presenting", cost: COST });
  });

  it("plays hold-and-win respins the same way", () => {
    const respins = run(
      [
        { type: "stepArrived", feature: "respins" },
        { type: "stepRequested" },
        { type: "stepArrived", feature: "respins" },
      ],
      spinning,
    );
    expect(respins.phase).toEqual({ kind: "feature", feature: "respins", cost: COST, isStepShown: true });
  });

  it("asks no next step of a base-game round that is over", () => {
    const presenting = roundFlow(spinning, { type: "stepArrived", feature: null });
    expect(roundFlow(presenting, { type: "stepRequested" })).toBe(presenting);
  });
});

describe("a round that fails", () => {
  const inFeature = run(
    [
      { type: "startAutoplay", settings: AUTOPLAY },
      { type: "spin", cost: COST },
      { type: "stepArrived", feature: "freeSpins" },
      { type: "stepRequested" },
    ],
    idle,
  );

  it("is interrupted when a step's request fails, and resumes from the notice", () => {
    const interrupted = roundFlow(inFeature, {
      type: "roundFailed",
      failure: { kind: "interrupted", result: OPEN_ROUND },
    });
    expect(interrupted.phase).toEqual({ kind: "idle" });
    expect(interrupted.notice).toEqual({ kind: "interrupted", result: OPEN_ROUND });
    expect(interrupted.autoplay).toBeNull();

    const resuming = roundFlow(interrupted, { type: "resume", feature: "freeSpins", cost: COST });
    expect(resuming.phase).toEqual({ kind: "resuming", feature: "freeSpins", cost: COST });
    expect(resuming.notice).toBeNull();
    expect(isRoundBusy(resuming)).toBe(true);
  });

  it("opens the funds dialog with what the round cost when the server refuses the spin", () => {
    const refused = roundFlow(spinning, { type: "roundFailed", failure: { kind: "insufficientFunds" } });
    expect(refused.phase).toEqual({ kind: "idle" });
    expect(refused.modal).toEqual({ kind: "funds", cost: COST, balance: BALANCE });
  });

  it("reloads when the round is open in another tab, and starts nothing meanwhile", () => {
    const reloading = roundFlow(spinning, { type: "roundFailed", failure: { kind: "openElsewhere" } });
    expect(reloading.phase).toEqual({ kind: "reloading" });
    expect(isRoundBusy(reloading)).toBe(true);
    expect(roundFlow(reloading, { type: "spin", cost: COST })).toBe(reloading);
  });

  it("tells any other error, which the next spin clears", () => {
    const failed = roundFlow(inFeature, {
      type: "roundFailed",
      failure: { kind: "failed", message: "Down" },
    });
    expect(failed.notice).toEqual({ kind: "failed", message: "Down" });
    expect(failed.autoplay).toBeNull();
    expect(roundFlow(failed, { type: "resume", feature: "freeSpins", cost: COST })).toBe(failed);
    expect(roundFlow(failed, { type: "spin", cost: COST }).notice).toBeNull();
  });

  it("lets the player dismiss the error", () => {
    const failed = roundFlow(spinning, { type: "roundFailed", failure: { kind: "failed", message: null } });
    const dismissed = roundFlow(failed, { type: "dismissNotice" });
    expect(dismissed.notice).toBeNull();
    expect(roundFlow(dismissed, { type: "dismissNotice" })).toBe(dismissed);
  });

  it("ignores a failure or an end when no round plays", () => {
    expect(roundFlow(idle, { type: "roundFailed", failure: { kind: "openElsewhere" } })).toBe(idle);
    expect(roundFlow(idle, { type: "roundFinished", totalWin: 5, wonFeature: false, balance: 1 })).toBe(idle);
    expect(roundFlow(idle, { type: "stepArrived", feature: null })).toBe(idle);
  });
});

describe("a round open on load", () => {
  it("resumes straight from loading into its feature", () => {
    const resuming = roundFlow(initialRoundFlow(BALANCE), { type: "resume", feature: "respins", cost: COST });
    const stepping = roundFlow(resuming, { type: "stepRequested" });
    expect(stepping.phase).toEqual({ kind: "feature", feature: "respins", cost: COST, isStepShown: false });
    const done = run(
      [
        { type: "stepArrived", feature: null },
        { type: "roundFinished", totalWin: 900, wonFeature: false, balance: 10_800 },
      ],
      stepping,
    );
    expect(done.phase).toEqual({ kind: "idle" });
    expect(done.lastWin).toBe(900);
  });

  it("cannot be resumed twice", () => {
    const resuming = roundFlow(initialRoundFlow(BALANCE), { type: "resume", feature: "respins", cost: COST });
    expect(roundFlow(resuming, { type: "resume", feature: "respins", cost: COST })).toBe(resuming);
    expect(roundFlow(idle, { type: "resume", feature: "respins", cost: COST })).toBe(idle);
  });
});

describe("a replay", () => {
  const replaying = roundFlow(initialRoundFlow(0), { type: "replayStarted" });

  it("plays out, may be played again once done, and never bets", () => {
    expect(replaying.phase).toEqual({ kind: "replay", isDone: false });
    expect(roundFlow(replaying, { type: "replayStarted" })).toBe(replaying);
    expect(roundFlow(replaying, { type: "spin", cost: 0 })).toBe(replaying);
    expect(roundFlow(replaying, { type: "startAutoplay", settings: AUTOPLAY })).toBe(replaying);
    expect(roundFlow(replaying, { type: "stepRequested" })).toBe(replaying);
    expect(roundFlow(replaying, { type: "stepArrived", feature: "freeSpins" })).toBe(replaying);
    expect(isRoundBusy(replaying)).toBe(false);

    const done = roundFlow(replaying, { type: "replayFinished", totalWin: 40 });
    expect(done.phase).toEqual({ kind: "replay", isDone: true });
    expect(done.lastWin).toBe(40);
    expect(roundFlow(done, { type: "replayStarted" }).phase).toEqual({ kind: "replay", isDone: false });
  });
});

describe("autoplay", () => {
  const autoplaying = roundFlow(idle, { type: "startAutoplay", settings: { ...AUTOPLAY, spins: 2 } });

  it("starts from its dialog, which closes", () => {
    const opened = roundFlow(idle, { type: "openModal", modal: { kind: "autoplay" } });
    const started = roundFlow(opened, { type: "startAutoplay", settings: AUTOPLAY });
    expect(started.modal).toBeNull();
    expect(started.autoplay).toEqual({ settings: AUTOPLAY, spinsLeft: 10, net: 0 });
  });

  it("counts its rounds and stops by itself when they are used up, saying why", () => {
    const finish = { type: "roundFinished", totalWin: 0, wonFeature: false, balance: BALANCE } as const;
    const one = run(
      [{ type: "spin", cost: COST }, { type: "stepArrived", feature: null }, finish],
      autoplaying,
    );
    expect(one.autoplay).toEqual({ settings: { ...AUTOPLAY, spins: 2 }, spinsLeft: 1, net: -COST });
    expect(one.autoplayStop).toBeNull();

    const two = run([{ type: "spin", cost: COST }, { type: "stepArrived", feature: null }, finish], one);
    expect(two.autoplay).toBeNull();
    expect(two.autoplayStop).toEqual({ reason: "finished", serial: 1 });
  });

  it("stops before a spin a rule forbids; for want of funds the dialog opens", () => {
    const halted = roundFlow(autoplaying, { type: "autoplayHalted", reason: "funds", cost: COST });
    expect(halted.autoplay).toBeNull();
    expect(halted.autoplayStop).toEqual({ reason: "funds", serial: 1 });
    expect(halted.modal).toEqual({ kind: "funds", cost: COST, balance: BALANCE });
    expect(roundFlow(halted, { type: "autoplayHalted", reason: "funds", cost: COST })).toBe(halted);

    const limited = roundFlow(autoplaying, { type: "autoplayHalted", reason: "lossLimit", cost: COST });
    expect(limited.modal).toBeNull();
  });

  it("stops quietly when the player stops it", () => {
    const stopped = roundFlow(autoplaying, { type: "stopAutoplay" });
    expect(stopped.autoplay).toBeNull();
    expect(stopped.autoplayStop).toBeNull();
  });
});

describe("dialogs", () => {
  it("open over any phase and close", () => {
    const opened = roundFlow(spinning, { type: "openModal", modal: { kind: "paytable" } });
    expect(opened.modal).toEqual({ kind: "paytable" });
    expect(opened.phase).toBe(spinning.phase);
    const closed = roundFlow(opened, { type: "closeModal" });
    expect(closed.modal).toBeNull();
    expect(roundFlow(closed, { type: "closeModal" })).toBe(closed);
  });
});
