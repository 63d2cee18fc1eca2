/**
 * The game client's round flow as a pure state machine: the phase the round is in, the dialog
 * open over the game, autoplay's run, the balance the server last gave, the last win and the
 * notice over the reels. The client sends events and renders the state it gets back.
 *
 * An event that makes no sense in the current phase is refused: the reducer answers the very
 * same state. That is what keeps a double click from spending twice: a second `spin` while a
 * round plays changes nothing, so the client sends no second request (see `isRoundStarted`).
 *
 *   loading ─ready─▶ idle ─spin─▶ spinning ─stepArrived─▶ presenting ──roundFinished──▶ idle
 *                                            └─(a feature runs)─▶ feature ⇄ (stepRequested / stepArrived)
 *   loading ─resume─▶ resuming ─stepRequested─▶ feature …     idle(interrupted) ─resume─▶ resuming
 *   loading ─replayStarted─▶ replay ─replayFinished─▶ replay(done) ─replayStarted─▶ replay
 *   any playing phase ─roundFailed─▶ idle (notice, or the insufficient-funds dialog) | reloading
 */
import type { RoundResult } from "./api.ts";
import {
  type AutoplayRun,
  type AutoplaySettings,
  type AutoplayStopReason,
  afterRound,
  startAutoplay,
} from "./autoplay.ts";

/** The features a round can run after its first step: free spins, or hold-and-win respins. */
export type FeatureKind = "freeSpins" | "respins";

export type GameModal =
  | { kind: "paytable" }
  | { kind: "autoplay" }
  | { kind: "maxBet"; betIndex: number }
  | { kind: "buy" }
  | { kind: "funds"; cost: number; balance: number };

export type RoundPhase =
  /** The canvas and its art are loading. */
  | { kind: "loading" }
  /** Nothing plays: a spin may start. */
  | { kind: "idle" }
  /** The round's first step is asked for and the reels turn. `cost` is what the round costs. */
  | { kind: "spinning"; cost: number }
  /** A step of the base game shows its wins. */
  | { kind: "presenting"; cost: number }
  /** Free spins or respins: a step shows (`isStepShown`) or the next one is asked for. */
  | { kind: "feature"; feature: FeatureKind; cost: number; isStepShown: boolean }
  /** A round left open (found on load, or stopped by a failed request) picks up where it was. */
  | { kind: "resuming"; feature: FeatureKind; cost: number }
  /** Another tab has a round of this game open: the frame loads again and resumes it. */
  | { kind: "reloading" }
  /** A stored round plays again, with no betting; `isDone` once it has played out. */
  | { kind: "replay"; isDone: boolean };

export type RoundNotice =
  /** A step's request failed: the round is still open on the server, and the player resumes it. */
  | { kind: "interrupted"; result: RoundResult }
  /** The spin failed; `message` is the server's, null when there was none to tell. */
  | { kind: "failed"; message: string | null };

/** Why a round stopped before its end, as the client classified the error. */
export type RoundFailure =
  | { kind: "interrupted"; result: RoundResult }
  | { kind: "insufficientFunds" }
  | { kind: "openElsewhere" }
  | { kind: "failed"; message: string | null };

export interface RoundFlowState {
  phase: RoundPhase;
  modal: GameModal | null;
  autoplay: AutoplayRun | null;
  /** Why autoplay last stopped by itself; `serial` tells one stop from the next. */
  autoplayStop: { reason: AutoplayStopReason; serial: number } | null;
  /** Minor units the server last said the player has, in the game's currency. */
  balance: number;
  lastWin: number;
  notice: RoundNotice | null;
}

export type RoundFlowEvent =
  /** The canvas is ready and no round is open. */
  | { type: "ready" }
  | { type: "spin"; cost: number }
  /** The next step of the round is asked for (the reels start turning). */
  | { type: "stepRequested" }
  /** A step came back and starts showing; `feature` is the one running after it, if any. */
  | { type: "stepArrived"; feature: FeatureKind | null }
  | { type: "roundFinished"; totalWin: number; wonFeature: boolean; balance: number }
  | { type: "roundFailed"; failure: RoundFailure }
  /** An open round picks up: on load, or from the interrupted notice. */
  | { type: "resume"; feature: FeatureKind; cost: number }
  | { type: "replayStarted" }
  | { type: "replayFinished"; totalWin: number }
  | { type: "openModal"; modal: GameModal }
  | { type: "closeModal" }
  | { type: "startAutoplay"; settings: AutoplaySettings }
  /** The player stops autoplay. */
  | { type: "stopAutoplay" }
  /** A rule stopped autoplay before its next spin, which would have cost `cost`. */
  | { type: "autoplayHalted"; reason: AutoplayStopReason; cost: number }
  | { type: "dismissNotice" };

export function initialRoundFlow(balance: number): RoundFlowState {
  return {
    phase: { kind: "loading" },
    modal: null,
    autoplay: null,
    autoplayStop: null,
    balance,
    lastWin: 0,
    notice: null,
  };
}

type PlayingPhase = Extract<RoundPhase, { cost: number }>;

function isPlaying(phase: RoundPhase): phase is PlayingPhase {
  return (
    phase.kind === "spinning" ||
    phase.kind === "presenting" ||
    phase.kind === "feature" ||
    phase.kind === "resuming"
  );
}

/** Whether a round is being played (the spin button stops the reels or skips, bets are locked). */
export function isRoundBusy(state: Pick<RoundFlowState, "phase">): boolean {
  return isPlaying(state.phase) || state.phase.kind === "reloading";
}

/** Whether `after` is a round that `event` just started from `before` (so its request goes out). */
export function isRoundStarted(before: RoundFlowState, after: RoundFlowState): boolean {
  return before.phase.kind !== "spinning" && after.phase.kind === "spinning";
}

function stopAutoplayFor(state: RoundFlowState, reason: AutoplayStopReason): RoundFlowState {
  return {
    ...state,
    autoplay: null,
    autoplayStop: { reason, serial: (state.autoplayStop?.serial ?? 0) + 1 },
  };
}

function finishRound(
  state: RoundFlowState,
  phase: PlayingPhase,
  event: Extract<RoundFlowEvent, { type: "roundFinished" }>,
): RoundFlowState {
  const finished: RoundFlowState = {
    ...state,
    phase: { kind: "idle" },
    balance: event.balance,
    lastWin: event.totalWin,
    notice: null,
  };
  if (!state.autoplay) return finished;
  const next = afterRound(state.autoplay, {
    cost: phase.cost,
    totalWin: event.totalWin,
    wonFeature: event.wonFeature,
  });
  return next.stop ? stopAutoplayFor(finished, next.stop) : { ...finished, autoplay: next.run };
}

function failRound(state: RoundFlowState, phase: PlayingPhase, failure: RoundFailure): RoundFlowState {
  const stopped: RoundFlowState = { ...state, autoplay: null };
  switch (failure.kind) {
    case "interrupted":
      return { ...stopped, phase: { kind: "idle" }, notice: { kind: "interrupted", result: failure.result } };
    case "insufficientFunds":
      return {
        ...stopped,
        phase: { kind: "idle" },
        modal: { kind: "funds", cost: phase.cost, balance: state.balance },
      };
    case "openElsewhere":
      return { ...stopped, phase: { kind: "reloading" } };
    case "failed":
      return { ...stopped, phase: { kind: "idle" }, notice: { kind: "failed", message: failure.message } };
  }
}

/** The phase once a step has come back: in the feature it leaves running, or in the base game. */
function arrived(phase: PlayingPhase, feature: FeatureKind | null): RoundPhase {
  return feature
    ? { kind: "feature", feature, cost: phase.cost, isStepShown: true }
    : { kind: "presenting", cost: phase.cost };
}

export function roundFlow(state: RoundFlowState, event: RoundFlowEvent): RoundFlowState {
  const { phase } = state;
  switch (event.type) {
    case "ready":
      return phase.kind === "loading" ? { ...state, phase: { kind: "idle" } } : state;
    case "spin":
      if (phase.kind !== "idle") return state;
      if (event.cost > state.balance) {
        return {
          ...state,
          autoplay: null,
          modal: { kind: "funds", cost: event.cost, balance: state.balance },
        };
      }
      return { ...state, phase: { kind: "spinning", cost: event.cost }, notice: null };
    case "stepRequested":
      if (phase.kind === "feature" && phase.isStepShown) {
        return { ...state, phase: { ...phase, isStepShown: false } };
      }
      if (phase.kind === "resuming") {
        return {
          ...state,
          phase: { kind: "feature", feature: phase.feature, cost: phase.cost, isStepShown: false },
        };
      }
      return state;
    case "stepArrived":
      return isPlaying(phase) ? { ...state, phase: arrived(phase, event.feature) } : state;
    case "roundFinished":
      return isPlaying(phase) ? finishRound(state, phase, event) : state;
    case "roundFailed":
      return isPlaying(phase) ? failRound(state, phase, event.failure) : state;
    case "resume": {
      const canResume =
        phase.kind === "loading" || (phase.kind === "idle" && state.notice?.kind === "interrupted");
      if (!canResume) return state;
      return {
        ...state,
        phase: { kind: "resuming", feature: event.feature, cost: event.cost },
        notice: null,
      };
    }
    case "replayStarted": {
      const canReplay = phase.kind === "loading" || (phase.kind === "replay" && phase.isDone);
      return canReplay ? { ...state, phase: { kind: "replay", isDone: false } } : state;
    }
    case "replayFinished":
      return phase.kind === "replay" && !phase.isDone
        ? { ...state, phase: { kind: "replay", isDone: true }, lastWin: event.totalWin }
        : state;
    case "openModal":
      return { ...state, modal: event.modal };
    case "closeModal":
      return state.modal ? { ...state, modal: null } : state;
    case "startAutoplay":
      if (phase.kind === "replay" || phase.kind === "loading") return state;
      return { ...state, modal: null, autoplay: startAutoplay(event.settings) };
    case "stopAutoplay":
      return state.autoplay ? { ...state, autoplay: null } : state;
    case "autoplayHalted": {
      if (!state.autoplay) return state;
      const halted = stopAutoplayFor(state, event.reason);
      return event.reason === "funds"
        ? { ...halted, modal: { kind: "funds", cost: event.cost, balance: state.balance } }
        : halted;
    }
    case "dismissNotice":
      return state.notice ? { ...state, notice: null } : state;
  }
}
