/**
 * What a round costs and what its steps pay, by the title's rules: a bet is one of the title's
 * levels in the round's currency, a bonus buy costs its price times the bet, and a step pays
 * floor(bet × winUnits / unitsPerBet) minor units (the engine counts in bet units). A round is
 * played in its player's game mode's currency.
 */
import { type Currency, type Minor, minor } from "@reelhouse/contract";
import {
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
}

/** Spec §1 and §4: a player plays entries in SweepStakes mode and coins otherwise. */
export const playCurrency = (gameMode: string): Currency =>
  gameMode === "SweepStakes" ? "entries" : "coins";

export function titleOrThrow(gameId: string): Title {
  const title = findTitle(gameId);
  if (!title) throw new AppError("NOT_FOUND", { key: "gameNotFound" }, { reason: "GAME_NOT_FOUND" });
  return title;
}

/** The round's cost in minor units; refuses a bet the title does not offer, or a buy it has not. */
export function costOf(title: Title, { currency, bet, buy }: BetOrder): Minor<Currency> {
  if (!title.info.betLevels[currency].includes(bet)) {
    throw new AppError("VALIDATION_FAILED", { key: "betNotOffered" }, { reason: "BET_NOT_OFFERED" });
  }
  if (buy && !title.info.bonusBuy) {
    throw new AppError(
      "VALIDATION_FAILED",
      { key: "bonusBuyUnavailable" },
      { reason: "BONUS_BUY_UNAVAILABLE" },
    );
  }
  return minor(currency, roundCost(bet, buy ? (title.info.bonusBuy?.price ?? null) : null));
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
