/**
 * A team race pays by team place (ADR 134): the prize table's row for a team's place is shared
 * among the team's members who scored, in proportion to their points, in whole minor units. What
 * the rounding down leaves goes a unit at a time to the largest remainders, ties to the better
 * individual place, so the same standings always split the same way and the shares add up to the
 * prize exactly.
 */
import type { PrizeRow } from "./schema.ts";

export interface TeamStanding {
  id: number;
  points: number;
}

export interface MemberStanding {
  playerId: string;
  teamId: number | null;
  points: number;
  /** The member's individual place (1 is best); orders ties of the remainder. */
  finalPlace: number | null;
}

export interface TeamShare {
  teamPlace: number;
  coins: number;
  entries: number;
}

/** Teams ordered by points, then by id (the order the races pages show). */
export const teamPlaces = (teams: readonly TeamStanding[]): Map<number, number> =>
  new Map(
    [...teams]
      .sort((a, b) => b.points - a.points || a.id - b.id)
      .map((team, index) => [team.id, index + 1] as const),
  );

/** `amount` split over `weights` in proportion, whole units, the remainder by largest fraction then order given. */
export function splitInProportion(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (amount === 0 || total === 0n) return weights.map(() => 0);
  const exact = weights.map((weight) => BigInt(amount) * BigInt(weight));
  const shares = exact.map((product) => Number(product / total));
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((product, index) => ({ index, remainder: product % total }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] as number) + 1;
    left--;
  }
  return shares;
}

/** Each scoring member's share of their team's prize; members of a team without a prize get none. */
export function teamPrizeShares(
  prizes: readonly PrizeRow[],
  teams: readonly TeamStanding[],
  members: readonly MemberStanding[],
): Map<string, TeamShare> {
  const places = teamPlaces(teams);
  const shares = new Map<string, TeamShare>();
  for (const [teamId, teamPlace] of places) {
    const prize = prizes.find((row) => row.place === teamPlace);
    const scorers = members
      .filter((member) => member.teamId === teamId && member.points > 0)
      .sort((a, b) => (a.finalPlace ?? Number.MAX_SAFE_INTEGER) - (b.finalPlace ?? Number.MAX_SAFE_INTEGER));
    if (!prize || scorers.length === 0) continue;
    const weights = scorers.map((member) => member.points);
    const coins = splitInProportion(prize.coins, weights);
    const entries = splitInProportion(prize.entries, weights);
    scorers.forEach((member, index) => {
      shares.set(member.playerId, {
        teamPlace,
        coins: coins[index] as number,
        entries: entries[index] as number,
      });
    });
  }
  return shares;
}
