/**
 * A promotion's provably fair pick (the daily wheel's segment): one word range over the weights'
 * total, drawn from the player's seed pair at one nonce, step 0, exactly as a round's first step
 * draws, and walked through the weights in their published order. The server picks with
 * `fairDraw`; a browser replays the pick from the revealed seeds with `verifyWeightedPick`.
 */
import type { Draw } from "../engine/types.ts";
import type { FairSeeds } from "./message.ts";
import { type Hmac, replayDraw } from "./verify-step.ts";

/** The index of the weight the draw lands on: segment i wins with probability weights[i] / total. */
export function pickWeighted(draw: Draw, weights: readonly number[]): number {
  if (weights.length === 0 || weights.some((weight) => !Number.isInteger(weight) || weight < 0)) {
    throw new RangeError("weights must be whole numbers, at least one of them");
  }
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) throw new RangeError("the weights must add up to more than zero");
  let point = draw.int(total);
  for (const [index, weight] of weights.entries()) {
    if (point < weight) return index;
    point -= weight;
  }
  throw new RangeError("the draw fell outside the weights' total");
}

/** The pick replayed from revealed seeds in a browser (Web Crypto's HMAC). */
export function verifyWeightedPick(
  hmac: Hmac,
  seeds: Omit<FairSeeds, "step">,
  weights: readonly number[],
): Promise<number> {
  return replayDraw(hmac, { ...seeds, step: 0 }, (draw) => pickWeighted(draw, weights));
}
