import type { RoundSummary } from "@reelhouse/contract";
import type { TitleInfo } from "@reelhouse/games";

export type RoundFeature = "freeSpins" | "holdAndWin";

/**
 * The feature a round played, if any: a round with more than one step, one still open, or a bought
 * one went into the title's feature (free spins or hold-and-win).
 */
export function roundFeature(
  round: Pick<RoundSummary, "buy" | "status" | "stepCount">,
  title: Pick<TitleInfo, "freeSpins" | "holdAndWin"> | undefined,
): RoundFeature | null {
  const hasFeature = round.buy || round.status === "open" || round.stepCount > 1;
  if (!hasFeature || !title) return null;
  if (title.holdAndWin) return "holdAndWin";
  return title.freeSpins ? "freeSpins" : null;
}
