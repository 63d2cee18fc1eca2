/**
 * What a round costs and what its steps pay, by the title's rules: a bet is one of the title's
 * levels in the round's currency, a bonus buy costs its tier's price times the bet, a spin with the
 * ante bet costs the ante's share of the bet (never with a buy), and a step pays
 * floor(bet × winUnits / unitsPerBet) minor units (the engine counts in bet units). A round is
 * played in its player's game mode's currency.
 */
import { type BuyTier, type Currency, type Minor, minor } from "@reelhouse/contract";
import {
  anteCost,
  findTitle,
  type PlayableTitle,
  roundCost,
  type Step,
  type Title,
  unitsToMinor,
} from "@reelhouse/games";
import { AppError } from "../../lib/errors.ts";

export interface BetOrder {
  currency: Currency;
  bet: number;
  buy: boolean;
  /** With `buy`: which bonus buy; the standard one when left out. */
  buyTier?: BuyTier | undefined;
  ante: boolean;
}

/** Spec §1 and §4: a player plays entries in SweepStakes mode and coins otherwise. */
export const playCurrency = (gameMode: string): Currency =>
  gameMode === "SweepStakes" ? "entries" : "coins";

export function titleOrThrow(gameId: string): Title {
  const title = findTitle(gameId);
  if (!title) throw new AppError("NOT_FOUND", { key: "gameNotFound" }, { reason: "GAME_NOT_FOUND" });
  return title;
}

/**
 * The round's cost in minor units; refuses a bet the title does not offer, a buy (of a tier) or an
 * ante it has not, a tier without a buy, and the ante with a buy.
 */
export function costOf(title: Title, { currency, bet, buy, buyTier, ante }: BetOrder): Minor<Currency> {
  const { betLevels, bonusBuy, superBuy } = title.info;
  if (!betLevels[currency].includes(bet)) {
    throw new AppError("VALIDATION_FAILED", { key: "betNotOffered" }, { reason: "BET_NOT_OFFERED" });
  }
  if (buyTier !== undefined && !buy) {
    throw new AppError("VALIDATION_FAILED", { key: "buyTierWithoutBuy" }, { reason: "BUY_TIER_WITHOUT_BUY" });
  }
  const buyPrice = buyTier === "super" ? superBuy?.price : bonusBuy?.price;
  if (buy && buyPrice === undefined) {
    throw new AppError(
      "VALIDATION_FAILED",
      { key: "bonusBuyUnavailable" },
      { reason: "BONUS_BUY_UNAVAILABLE" },
    );
  }
  if (ante) return minor(currency, anteCostOf(title, bet, buy));
  return minor(currency, roundCost(bet, buy ? (buyPrice ?? null) : null));
}

function anteCostOf(title: Title, bet: number, buy: boolean): number {
  if (!title.info.ante) {
    throw new AppError("VALIDATION_FAILED", { key: "anteUnavailable" }, { reason: "ANTE_UNAVAILABLE" });
  }
  if (buy) throw new AppError("VALIDATION_FAILED", { key: "anteWithBuy" }, { reason: "ANTE_WITH_BUY" });
  const cost = anteCost(bet, title.info.ante.costPercent);
  // A title offers only bet levels whose ante comes out whole (its test says so); this keeps it so.
  if (cost === null) {
    throw new AppError("VALIDATION_FAILED", { key: "betNotOffered" }, { reason: "BET_NOT_OFFERED" });
  }
  return cost;
}

/** What `step` pays on `bet`, in the round's `currency`. */
export function winOf<C extends Currency>(
  title: PlayableTitle,
  currency: C,
  bet: number,
  step: Step,
): Minor<C> {
  return minor(currency, unitsToMinor(step.winUnits, bet, title.info.unitsPerBet));
}
