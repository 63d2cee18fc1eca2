/**
 * The coin economy, written down once: what a bet can be, what a title offers, what a new player
 * is given, what a dollar buys and what a promotion's prize is worth. Games, cashier and
 * promotions size their amounts from here, so a bet, a win, a package and a prize stay in scale
 * with each other (ADR 106, docs/economy.md).
 *
 * The scale follows the leading sweepstakes sites: coins are a play currency counted in the
 * hundreds of thousands (a welcome of 250,000 coins, bets of 200 to 50,000 coins, 100,000 coins
 * to the dollar), so a bet, a win and a package are amounts a player feels; entries stay close to
 * a dollar (bets from 0.20, one free entry per dollar spent), as sweepstakes rules expect.
 *
 * Every amount here is in minor units (hundredths), as the wallet keeps them.
 */
import { type CoinsMinor, type Currency, type EntriesMinor, type Minor, minor } from "../money.ts";

/** A coin or an entry is this many minor units (hundredths), everywhere. */
export const MINOR_UNITS_PER_WHOLE = 100;

const wholeCoins = (coins: number): CoinsMinor => minor("coins", coins * MINOR_UNITS_PER_WHOLE);
const wholeEntries = (entries: number): EntriesMinor =>
  minor("entries", Math.round(entries * MINOR_UNITS_PER_WHOLE));

/**
 * The bets a title may offer, smallest first, in friendly 1-2-5 steps: coins from 200 to 50,000,
 * entries from 0.20 to 100, with 0.40, 0.80, 4 and 40 beside the 1-2-5 steps so a 25-, 40- or
 * 50-unit title still has small entry steps.
 */
export const BET_LADDER: Readonly<{ coins: readonly CoinsMinor[]; entries: readonly EntriesMinor[] }> = {
  coins: [200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000].map(wholeCoins),
  entries: [0.2, 0.4, 0.5, 0.8, 1, 2, 4, 5, 10, 20, 40, 50, 100].map(wholeEntries),
};

/** The largest bet of the ladder, per currency: the most an outside provider may stake by default. */
export const TOP_BET: Readonly<{ coins: CoinsMinor; entries: EntriesMinor }> = {
  coins: BET_LADDER.coins.at(-1) as CoinsMinor,
  entries: BET_LADDER.entries.at(-1) as EntriesMinor,
};

/**
 * The bet a game opens at: 1,000 coins (250 spins of the welcome grant) and 0.50 entries (ten
 * spins of it). A title that does not offer it opens at its largest level below, or its smallest.
 */
export const STANDARD_BET: Readonly<{ coins: CoinsMinor; entries: EntriesMinor }> = {
  coins: wholeCoins(1_000),
  entries: wholeEntries(0.5),
};

/** The welcome grant, in whole coins and entries (configuration may change it: `WELCOME_*`). */
export const WELCOME_GRANT_WHOLE = { coins: 250_000, entries: 5 } as const;

/** What a dollar of a package buys before its bonus: coins, and free entries beside them. */
export const PACKAGE_RATE_PER_DOLLAR: Readonly<{ coins: CoinsMinor; entries: EntriesMinor }> = {
  coins: wholeCoins(100_000),
  entries: wholeEntries(1),
};

/** A range of bets a title narrows the ladder to, in minor units, both ends included. */
export interface BetRange {
  min?: number;
  max?: number;
}

export interface TitleBets {
  /** Total bets offered, in minor units of coins and of entries, smallest first. */
  betLevels: Readonly<{ coins: readonly number[]; entries: readonly number[] }>;
  /** Where each currency's levels open: at the standard bet, or the nearest level below it. */
  defaultBetIndex: Readonly<{ coins: number; entries: number }>;
}

/**
 * The grain a win is paid in: whole coins (a balance shows coins whole, so a win of 12.5 coins
 * would show as 12), hundredths of an entry.
 */
const WIN_GRAIN: Readonly<Record<Currency, number>> = { coins: MINOR_UNITS_PER_WHOLE, entries: 1 };

export interface TitleBetOptions {
  /**
   * Other stakes the title charges, in percent of the bet (an ante bet's 125 %): a level is kept
   * only where each comes out a whole number of minor units, so the stake is charged exactly.
   */
  stakePercents?: readonly number[];
}

/**
 * A title's bets: the ladder's steps on which every win is a whole number of its currency's grain
 * (the bet is a multiple of `unitsPerBet` grains, so a step's pay, floor(bet × winUnits /
 * unitsPerBet), is never rounded and a one-unit win is never floored to zero) and every other stake
 * it charges is whole, narrowed to `range` when the title wants fewer. Throws when nothing is
 * left, at import: a title must offer a bet in each currency.
 */
export function titleBets(
  unitsPerBet: number,
  range: Partial<Record<Currency, BetRange>> = {},
  { stakePercents = [] }: TitleBetOptions = {},
): TitleBets {
  const stakesWhole = (bet: number) => stakePercents.every((percent) => (bet * percent) % 100 === 0);
  const levelsOf = (currency: Currency): number[] => {
    const { min = 0, max = Number.POSITIVE_INFINITY } = range[currency] ?? {};
    const levels = BET_LADDER[currency].filter(
      (bet) =>
        bet % (unitsPerBet * WIN_GRAIN[currency]) === 0 && stakesWhole(bet) && bet >= min && bet <= max,
    );
    if (levels.length === 0) {
      throw new Error(`No ${currency} bet on the ladder is a multiple of ${unitsPerBet} units in range`);
    }
    return levels;
  };
  const coins = levelsOf("coins");
  const entries = levelsOf("entries");
  return {
    betLevels: { coins, entries },
    defaultBetIndex: {
      coins: openingIndex(coins, STANDARD_BET.coins),
      entries: openingIndex(entries, STANDARD_BET.entries),
    },
  };
}

/** The largest level at or below `standard`, or the smallest level when all are above it. */
function openingIndex(levels: readonly number[], standard: number): number {
  const below = levels.filter((level) => level <= standard).length;
  return Math.max(below - 1, 0);
}

/**
 * What a package priced `priceCents` holds: the dollar rate for its price counted in whole dollars
 * ($4.99 buys what $5 does), its coins raised by `bonusPercent`.
 */
export function packageAmounts(
  priceCents: number,
  bonusPercent: number,
): { coins: CoinsMinor; entries: EntriesMinor } {
  const dollars = Math.ceil(priceCents / 100);
  return {
    coins: minor("coins", Math.round(dollars * PACKAGE_RATE_PER_DOLLAR.coins * (1 + bonusPercent / 100))),
    entries: minor("entries", dollars * PACKAGE_RATE_PER_DOLLAR.entries),
  };
}

/**
 * The scale of promotion prizes: a prize is counted in spins at the standard bet, so a reward
 * stays worth the same number of spins whatever the ladder becomes. 20 spins of coins is
 * 20,000 coins; 2 spins of entries is 1 entry.
 */
export function prizeWorth<C extends Currency>(currency: C, spins: number): Minor<C> {
  return minor(currency, spins * STANDARD_BET[currency]);
}
