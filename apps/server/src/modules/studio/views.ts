/** Stored rounds as the contract shows them. */
import type { GameBalances, Round, RoundSummary, StepOutcome } from "@reelhouse/contract";
import type { Step } from "@reelhouse/games";
import type { WalletBalances } from "../wallet/service.ts";
import type { RoundPair, RoundRow, StepRow } from "./repo.ts";

/**
 * The engine's step goes on the wire as it is: this assignment stops compiling if the engine's
 * `Step` and the contract's `StepOutcome` drift apart.
 */
function toOutcome(step: Step): StepOutcome {
  return step;
}

export function toSummary(round: RoundRow): RoundSummary {
  return {
    id: round.id,
    gameId: round.gameId,
    currency: round.currency,
    bet: round.bet,
    cost: round.cost,
    buy: round.buy,
    buyTier: round.buyTier,
    ante: round.ante,
    freeSpinsId: round.freeSpinsId,
    totalWin: round.totalWin,
    status: round.status,
    stepCount: round.steps,
    mathsVersion: round.mathsVersion,
    createdAt: round.createdAt.toISOString(),
    completedAt: round.completedAt?.toISOString() ?? null,
  };
}

export function toRound(round: RoundRow, pair: RoundPair, steps: StepRow[]): Round {
  return {
    ...toSummary(round),
    steps: steps.map((step) => ({
      index: step.index,
      win: step.win,
      outcome: toOutcome(step.outcome),
      playedAt: step.playedAt.toISOString(),
    })),
    fairness: {
      serverSeedHash: pair.serverSeedHash,
      // A server seed stays secret until its pair is rotated.
      serverSeed: pair.revealedAt ? pair.serverSeed : null,
      clientSeed: pair.clientSeed,
      nonce: round.nonce,
    },
  };
}

export function toBalances(balances: WalletBalances): GameBalances {
  return { coins: balances.coins, entries: balances.entries.total };
}
