import type { BuyTier, TitleInfo } from "./types.ts";

/**
 * Engine units to the round's money. A total bet is `unitsPerBet` units, so `units` are worth
 * `floor(bet × units / unitsPerBet)` minor units: how the server pays a step, the client shows a
 * pay and a player's verifier checks a stored win.
 */
export function unitsToMinor(units: number, bet: number, unitsPerBet: number): number {
  return Math.floor((bet * units) / unitsPerBet);
}

/** What a round costs: the bet, or the bonus buy's price times the bet. */
export function roundCost(bet: number, buyPrice: number | null): number {
  return buyPrice === null ? bet : bet * buyPrice;
}

/**
 * What a spin with the ante bet costs: `costPercent` % of the bet, which must come out whole (a
 * title offers only bet levels for which it does); null when it does not.
 */
export function anteCost(bet: number, costPercent: number): number | null {
  const cost = (bet * costPercent) / 100;
  return Number.isInteger(cost) ? cost : null;
}

/** How a round starts: a spin (with the ante bet or without), or a bonus buy of a tier. */
export interface RoundStart {
  buyTier: BuyTier | null;
  ante: boolean;
}

/**
 * What a round started this way costs at `bet`, in minor units; null when the title does not
 * offer it (a tier it has not, an ante it has not or that is not whole, the ante with a buy).
 */
export function stakeOf(
  info: Pick<TitleInfo, "bonusBuy" | "superBuy" | "ante">,
  bet: number,
  { buyTier, ante }: RoundStart,
): number | null {
  if (buyTier !== null) {
    const price = buyTier === "super" ? info.superBuy?.price : info.bonusBuy?.price;
    return ante || price === undefined ? null : roundCost(bet, price);
  }
  if (!ante) return bet;
  return info.ante ? anteCost(bet, info.ante.costPercent) : null;
}
