/**
 * A round from the first spin to its last free spin or respin. Step 0 is the spin; while the round
 * is open, step `n` (the number of steps played so far) is asked for, and each step is presented
 * before the next is asked for. A resumed round or a replay starts from a step already in the
 * round. The reels start moving as the request leaves, not when it answers.
 */
import type { Round, RoundStep, SpinRequest } from "@reelhouse/contract";
import type { RoundApi, RoundResult } from "./api.ts";

export interface StepPresenter {
  /** A step was asked for: the reels may start moving before it lands. */
  beginStep(): void;
  /** The request failed: whatever `beginStep` started settles back. */
  cancelStep(): void;
  /** Shows one step; resolves when its presentation is over. */
  presentStep(step: RoundStep, result: RoundResult): Promise<void>;
}

/** A round stopped part-way by a failed request: it is still open on the server, and resumes. */
export class RoundInterruptedError extends Error {
  constructor(
    readonly result: RoundResult,
    override readonly cause: unknown,
  ) {
    super("The round was interrupted", { cause });
    this.name = "RoundInterruptedError";
  }
}

export function isRoundOpen(round: Pick<Round, "status">): boolean {
  return round.status === "open";
}

async function requestStep(presenter: StepPresenter, send: () => Promise<RoundResult>): Promise<RoundResult> {
  presenter.beginStep();
  try {
    return await send();
  } catch (error) {
    presenter.cancelStep();
    throw error;
  }
}

/** Spins and plays the round to its end. A failed spin throws its error as it is. */
export async function playRound(
  api: RoundApi,
  request: SpinRequest,
  presenter: StepPresenter,
): Promise<RoundResult> {
  const first = await requestStep(presenter, () => api.spin(request));
  return playFrom(api, first, 0, presenter);
}

/**
 * Presents the round's steps from index `from` on, asking for each one it does not have yet until
 * the round is over. Answers the last result.
 */
export async function playFrom(
  api: RoundApi,
  start: RoundResult,
  from: number,
  presenter: StepPresenter,
): Promise<RoundResult> {
  let result = start;
  for (let index = from; ; index += 1) {
    if (index >= result.round.steps.length) {
      if (!isRoundOpen(result.round)) return result;
      const { id } = result.round;
      const played = result;
      result = await requestStep(presenter, () => api.next(id, index)).catch((error: unknown) => {
        throw new RoundInterruptedError(played, error);
      });
    }
    const step = result.round.steps[index];
    if (!step) throw new Error(`Round ${result.round.id} has no step ${index}`);
    await presenter.presentStep(step, result);
  }
}
