/**
 * What a seed pair's listing is checked for: its nonces, taken by rounds and by promotions' draws
 * (daily wheel spins) alike, are 0 … n − 1 once each; and each draw, once the pair is revealed,
 * replays from the pair's seeds at its nonce, over the weights it was drawn among in their
 * published order, to the pick recorded.
 */
import type { SeedPairRounds } from "@reelhouse/contract";
import { checkNonceSequence, type NonceSequenceCheck, verifyWeightedPick } from "@reelhouse/games";
import type { FairCrypto } from "./verify-round.ts";

export type PairDraw = SeedPairRounds["draws"][number];
export type PairRound = SeedPairRounds["played"][number];

/** One use of a pair's nonce: a round or a promotion's draw. */
export type PairEntry = ({ kind: "round" } & PairRound) | ({ kind: "draw" } & PairDraw);

export interface PairTimeline {
  /** Rounds and draws together, by nonce. */
  entries: PairEntry[];
  check: NonceSequenceCheck;
  rounds: number;
  draws: number;
}

export function pairTimeline(pair: SeedPairRounds): PairTimeline {
  const entries: PairEntry[] = [
    ...pair.played.map((round) => ({ kind: "round" as const, ...round })),
    ...pair.draws.map((draw) => ({ kind: "draw" as const, ...draw })),
  ].sort((a, b) => a.nonce - b.nonce);
  return {
    entries,
    check: checkNonceSequence(
      entries.map((entry) => entry.nonce),
      pair.rounds,
    ),
    rounds: pair.played.length,
    draws: pair.draws.length,
  };
}

export interface DrawVerification {
  isVerified: boolean;
  /** The pick the seeds give. */
  replayed: number;
}

export async function verifyDraw(
  draw: PairDraw,
  pair: { serverSeed: string; clientSeed: string },
  crypto: Pick<FairCrypto, "hmacSha256">,
): Promise<DrawVerification> {
  const replayed = await verifyWeightedPick(
    crypto.hmacSha256,
    { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: draw.nonce },
    draw.weights,
  );
  return { isVerified: replayed === draw.pick, replayed };
}
