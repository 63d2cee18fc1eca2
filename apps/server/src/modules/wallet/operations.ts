/**
 * The wallet's operations, each one ledger transfer (ADR 070). Amounts are positive integer
 * minor units (1/100 of a coin or an entry). Spending rules:
 * - coins: one balance; bets go to the house, wins come from it; grants, prizes and purchases
 *   come from the promotions budget or payments clearing.
 * - entries: promotional entries (purchases, grants, prizes) carry a play-through requirement of
 *   their amount times the multiplier; redeemable entries are won in play. A bet spends
 *   promotional entries first, then redeemable ones, and every entries bet plays through; once
 *   nothing is left to play through, the remaining promotional entries turn redeemable.
 * - a free spin's stake comes from the granting promotion's budget, not from the player, and
 *   plays nothing through; its wins are wins like any other.
 */
import {
  type CoinsMinor,
  type Currency,
  type EntriesMinor,
  type JackpotTier,
  type Minor,
  minor,
  type TransactionKind,
} from "@reelhouse/contract";
import { AppError } from "../../lib/errors.ts";
import {
  type AccountRef,
  type PromotionBudget,
  playerAccount,
  type SystemAccount,
  systemAccount,
} from "./accounts.ts";
import {
  insufficientFunds,
  type LedgerContext,
  type LockedAccounts,
  type Movement,
  type Posting,
  systemTransfer,
  type TransferRequest,
  type TransferResult,
  transfer,
  transferAll,
} from "./ledger.ts";
import { type JackpotShares, type RoundRef, storedMetadata, type TransferMetadata } from "./metadata.ts";
import * as repo from "./repo.ts";

export interface WalletSettings {
  /** Promotional entries must be played this many times their amount before they turn redeemable. */
  playThroughMultiplier: number;
}

/** The transaction kind each promotion's prizes are booked as, so the history names the promotion. */
export const PROMOTION_PRIZE_KINDS = {
  dailyLogin: "daily_login_prize",
  dailyWheel: "daily_wheel_prize",
  depositStreak: "deposit_streak_prize",
  cashback: "cashback",
  scratchCards: "scratch_card_prize",
  mailIn: "mail_in_entries",
  referral: "referral_reward",
  races: "race_prize",
} as const satisfies Partial<Record<PromotionBudget, TransactionKind>>;
export type PrizePromotion = keyof typeof PROMOTION_PRIZE_KINDS;
type PromotionPrizeKind = (typeof PROMOTION_PRIZE_KINDS)[PrizePromotion];

export interface Credit {
  coins?: CoinsMinor;
  entries?: EntriesMinor;
}

/** A player account an operator may correct. */
export type AdjustmentTarget =
  | { currency: "coins"; bucket: "main" }
  | { currency: "entries"; bucket: "promotional" | "redeemable" };

/** The answer of an operation, with the player's balances after it. */
export type WalletResult = TransferResult;

export function createOperations(ctx: LedgerContext, settings: WalletSettings) {
  /** Coins to the player's coins, entries to promotional entries with their play-through. */
  function credit(from: SystemAccount, playerId: string, amounts: Credit) {
    return (
      accounts: LockedAccounts,
    ): Movement<"grant" | "purchase" | "prize" | "onboarding_reward" | PromotionPrizeKind> => {
      const coins = amounts.coins ?? 0;
      const entries = amounts.entries ?? 0;
      const promotional = accounts.row("entries", "promotional");
      return {
        postings: [
          ...move(systemAccount(from, "coins"), playerAccount(playerId, "coins", "main"), "coins", coins),
          ...move(
            systemAccount(from, "entries"),
            playerAccount(playerId, "entries", "promotional"),
            "entries",
            entries,
          ),
        ],
        playThroughLeft: promotional.playThroughLeft + Math.ceil(entries * settings.playThroughMultiplier),
      };
    };
  }

  return {
    /** A gift from the promotions budget (welcome grant, bonus, daily reward). */
    async grant(playerId: string, amounts: Credit, idempotencyKey: string, reason: string) {
      checkCredit(amounts);
      return transfer(ctx, {
        kind: "grant",
        idempotencyKey,
        playerId,
        params: { ...amounts, reason },
        plan: credit("promotions", playerId, amounts),
      });
    },

    /** A completed payment: the package's coins and bonus entries, credited once per payment. */
    async purchaseCredit(playerId: string, amounts: Credit, paymentId: string) {
      checkCredit(amounts);
      return transfer(ctx, {
        kind: "purchase",
        idempotencyKey: `purchase:${paymentId}`,
        playerId,
        params: { ...amounts, paymentId },
        plan: credit("payments", playerId, amounts),
      });
    },

    /**
     * A refunded payment: its coins and entries go back to payments clearing. Balances never go
     * negative, so what the player already spent is not taken; the shortfall is kept in the
     * metadata for the operator. Entries come from promotional first, then from redeemable ones
     * they may have turned into, and the play-through that came with them is dropped.
     */
    async purchaseReversal(playerId: string, amounts: Credit, paymentId: string) {
      checkCredit(amounts);
      const idempotencyKey = `purchase:${paymentId}:reversal`;
      const result = await transfer(ctx, {
        kind: "purchase_reversal",
        idempotencyKey,
        playerId,
        params: { ...amounts, paymentId },
        plan: (accounts) => {
          const coins = Math.min(amounts.coins ?? 0, accounts.row("coins", "main").balance);
          const promotional = accounts.row("entries", "promotional");
          const redeemable = accounts.row("entries", "redeemable");
          const wanted = amounts.entries ?? 0;
          const fromPromotional = Math.min(wanted, promotional.balance);
          const fromRedeemable = Math.min(wanted - fromPromotional, redeemable.balance);
          const clearing = (currency: Currency) => systemAccount("payments", currency);
          const playThroughLeft =
            promotional.balance === fromPromotional
              ? 0
              : Math.max(0, promotional.playThroughLeft - Math.ceil(wanted * settings.playThroughMultiplier));
          return {
            postings: [
              ...move(playerAccount(playerId, "coins", "main"), clearing("coins"), "coins", coins),
              ...move(
                playerAccount(playerId, "entries", "promotional"),
                clearing("entries"),
                "entries",
                fromPromotional,
              ),
              ...move(
                playerAccount(playerId, "entries", "redeemable"),
                clearing("entries"),
                "entries",
                fromRedeemable,
              ),
            ],
            playThroughLeft,
            metadata: {
              paymentId,
              coinsShort: (amounts.coins ?? 0) - coins,
              entriesShort: wanted - fromPromotional - fromRedeemable,
            },
          };
        },
      });
      const stored = await repo.findTransactionByKey(ctx.db, idempotencyKey);
      const { coinsShort = 0, entriesShort = 0 } = storedMetadata(stored, "purchase_reversal") ?? {};
      return {
        ...result,
        shortfall: { coins: minor("coins", coinsShort), entries: minor("entries", entriesShort) },
      };
    },

    /** A prize from a promotion (race, scratch card, prize drop), promotional in entries. */
    async prize(playerId: string, amounts: Credit, idempotencyKey: string, source: string) {
      checkCredit(amounts);
      return transfer(ctx, {
        kind: "prize",
        idempotencyKey,
        playerId,
        params: { ...amounts, source },
        plan: credit("promotions", playerId, amounts),
      });
    },

    /** The coins a sign-up step earns, once per player and step, from the onboarding budget. */
    async onboardingReward(
      playerId: string,
      coins: CoinsMinor,
      step: TransferMetadata["onboarding_reward"]["step"],
    ) {
      checkCredit({ coins });
      return transfer(ctx, {
        kind: "onboarding_reward",
        idempotencyKey: `onboarding:${playerId}:${step}`,
        playerId,
        params: { coins, step },
        plan: (accounts) => ({
          ...credit("promotions:onboarding", playerId, { coins })(accounts),
          metadata: { step },
        }),
      });
    },

    /**
     * A promotion's prize (a daily login day, a wheel spin, cashback …) from that promotion's own
     * budget, booked under its own kind. `idempotencyKey` names the one occasion it pays for.
     */
    async promotionPrize(
      playerId: string,
      promotion: PrizePromotion,
      amounts: Credit,
      idempotencyKey: string,
      reference: string,
    ) {
      checkCredit(amounts);
      return transfer(ctx, {
        kind: PROMOTION_PRIZE_KINDS[promotion],
        idempotencyKey,
        playerId,
        params: { ...amounts, reference },
        plan: (accounts) => ({
          ...credit(`promotions:${promotion}`, playerId, amounts)(accounts),
          metadata: { reference },
        }),
      });
    },

    /** A stake: coins, or entries (promotional first, then redeemable), to the house. */
    async bet<C extends Currency>(
      playerId: string,
      currency: C,
      amount: Minor<C>,
      idempotencyKey: string,
      round: RoundRef,
    ) {
      return transfer(ctx, betRequest(playerId, currency, amount, idempotencyKey, round));
    },

    /** A win: coins, or redeemable entries, from the house. */
    async win<C extends Currency>(
      playerId: string,
      currency: C,
      amount: Minor<C>,
      idempotencyKey: string,
      round: RoundRef,
    ) {
      return transfer(ctx, winRequest(playerId, currency, amount, idempotencyKey, round));
    },

    /**
     * A round's stake and what it won, as one ledger transaction: the win is paid only if the
     * stake could be taken. A stake's `jackpot` shares move from the house's take to the pools in
     * the same postings. Answers the balances after both.
     */
    async betAndWin<C extends Currency>(
      playerId: string,
      currency: C,
      stake: { amount: Minor<C>; idempotencyKey: string; jackpot?: JackpotShares | undefined },
      win: { amount: Minor<C>; idempotencyKey: string } | null,
      round: RoundRef,
    ) {
      const requests: TransferRequest[] = [
        betRequest(playerId, currency, stake.amount, stake.idempotencyKey, round, stake.jackpot),
      ];
      if (win) requests.push(winRequest(playerId, currency, win.amount, win.idempotencyKey, round));
      const results = await transferAll(ctx.db, ctx.clock, requests);
      return results.at(-1) as WalletResult;
    },

    /**
     * A free spin: its stake paid by the promotion that granted it, from the promotion's budget to
     * the house as a bet's would go, and the round's first win, as one ledger transaction. The
     * player's balances move only by the win (a `win` like any other): the player staked nothing,
     * so nothing plays through. Answers the balances after both.
     */
    async freeSpinBetAndWin<C extends Currency>(
      playerId: string,
      currency: C,
      stake: FreeSpinStake<C>,
      win: { amount: Minor<C>; idempotencyKey: string } | null,
      round: RoundRef,
    ) {
      const requests: TransferRequest[] = [freeSpinBetRequest(playerId, currency, stake, round)];
      if (win) requests.push(winRequest(playerId, currency, win.amount, win.idempotencyKey, round));
      const results = await transferAll(ctx.db, ctx.clock, requests);
      return results.at(-1) as WalletResult;
    },

    /**
     * Gives a bet back (a round the game provider cancelled): the stake returns to the buckets it
     * came from and the play-through it counted is owed again. Once per bet.
     */
    async refund(playerId: string, betIdempotencyKey: string) {
      return transfer(ctx, {
        kind: "refund",
        idempotencyKey: `refund:${betIdempotencyKey}`,
        playerId,
        params: { bet: betIdempotencyKey },
        plan: async (accounts, tx) => {
          const bet = await repo.findTransactionByKey(tx, betIdempotencyKey);
          // What the stake took from each bucket, as the bet recorded it (a conversion the bet
          // triggered stands: those entries were played through).
          const stake = bet?.playerId === playerId ? storedMetadata(bet, "bet") : undefined;
          if (!bet || !stake) {
            throw new AppError("NOT_FOUND", { key: "betNotFound" }, { reason: "BET_NOT_FOUND" });
          }
          const promotional = accounts.row("entries", "promotional");
          const house = systemAccount("house", stake.currency);
          return {
            postings:
              stake.currency === "coins"
                ? move(house, playerAccount(playerId, "coins", "main"), "coins", stake.amount)
                : [
                    ...move(
                      house,
                      playerAccount(playerId, "entries", "promotional"),
                      "entries",
                      stake.fromPromotional,
                    ),
                    ...move(
                      house,
                      playerAccount(playerId, "entries", "redeemable"),
                      "entries",
                      stake.fromRedeemable,
                    ),
                  ],
            playThroughLeft:
              promotional.playThroughLeft + (stake.currency === "entries" ? stake.playThroughUsed : 0),
            metadata: { bet: betIdempotencyKey },
            refunds: bet.id,
          };
        },
      });
    },

    /** Sets redeemable entries aside for a redemption until it is paid or reversed. */
    async redemptionHold(playerId: string, amount: EntriesMinor, redemptionId: string) {
      checkAmount(amount);
      return transfer(ctx, {
        kind: "redemption_hold",
        idempotencyKey: `redemption:${redemptionId}:hold`,
        playerId,
        params: { amount, redemptionId },
        plan: () => ({
          postings: move(
            playerAccount(playerId, "entries", "redeemable"),
            systemAccount("redemptions", "entries"),
            "entries",
            amount,
          ),
          metadata: { redemptionId },
        }),
      });
    },

    /** Settles a held redemption: paid out, or given back. One settlement per redemption, whichever comes first. */
    async redemptionSettle(
      playerId: string,
      amount: EntriesMinor,
      redemptionId: string,
      outcome: "paid" | "reversed",
    ) {
      checkAmount(amount);
      const to =
        outcome === "paid"
          ? systemAccount("payments", "entries")
          : playerAccount(playerId, "entries", "redeemable");
      return transfer(ctx, {
        kind: outcome === "paid" ? "redemption_pay" : "redemption_reverse",
        idempotencyKey: `redemption:${redemptionId}:settle`,
        playerId,
        params: { amount, redemptionId, outcome },
        plan: async (_accounts, tx) => {
          const hold = await repo.findTransactionByKey(tx, `redemption:${redemptionId}:hold`);
          const held = hold?.playerId === playerId ? storedMetadata(hold, "redemption_hold") : undefined;
          if (!held || held.redemptionId !== redemptionId) {
            throw new AppError(
              "NOT_FOUND",
              { key: "redemptionNotFound" },
              { reason: "REDEMPTION_NOT_FOUND" },
            );
          }
          return {
            postings: move(systemAccount("redemptions", "entries"), to, "entries", amount),
            metadata: { redemptionId, outcome },
          };
        },
      });
    },

    /**
     * A jackpot won: the whole pool of `tier` to the player (coins, or redeemable entries, as a win
     * is paid), and the pool refilled with its seed from the jackpots budget, in one transaction.
     */
    async jackpotWin<C extends Currency>(
      playerId: string,
      currency: C,
      won: { tier: JackpotTier; amount: Minor<C>; seed: Minor<C>; idempotencyKey: string },
      round: RoundRef,
    ) {
      checkAmount(won.amount);
      const { tier, amount, seed } = won;
      const pool = systemAccount(`jackpot:${tier}`, currency);
      return transfer(ctx, {
        kind: "jackpot_win",
        idempotencyKey: won.idempotencyKey,
        playerId,
        params: { currency, amount, tier, seed, ...round },
        plan: () => ({
          postings: [
            ...move(pool, winAccount(playerId, currency), currency, amount),
            ...move(systemAccount("promotions:jackpots", currency), pool, currency, seed),
          ],
          metadata: { ...round, tier, amount, seed },
        }),
      });
    },

    /** A pool's first seed, from the jackpots budget; once per `idempotencyKey`. */
    async seedJackpot<C extends Currency>(
      currency: C,
      tier: JackpotTier,
      amount: Minor<C>,
      idempotencyKey: string,
    ) {
      checkAmount(amount);
      return systemTransfer(ctx.db, ctx.clock, {
        kind: "jackpot_seed",
        idempotencyKey,
        params: { currency, tier, amount },
        postings: move(
          systemAccount("promotions:jackpots", currency),
          systemAccount(`jackpot:${tier}`, currency),
          currency,
          amount,
        ),
        metadata: { tier, amount },
      });
    },

    /** An operator's correction, to or from the house, with its reason kept. */
    async adjust<T extends AdjustmentTarget>(
      playerId: string,
      target: T,
      /** Signed: positive credits the player, negative debits them. */
      amount: Minor<T["currency"]>,
      idempotencyKey: string,
      reason: string,
    ) {
      if (!Number.isSafeInteger(amount) || amount === 0) throw invalidAmount();
      const account = playerAccount(playerId, target.currency, target.bucket);
      const house = systemAccount("house", target.currency);
      return transfer(ctx, {
        kind: "adjustment",
        idempotencyKey,
        playerId,
        params: { ...target, amount, reason },
        plan: () => ({
          postings:
            amount > 0
              ? move(house, account, target.currency, amount)
              : move(account, house, target.currency, -amount),
          metadata: { reason },
        }),
      });
    },
  };

  function betRequest(
    playerId: string,
    currency: Currency,
    amount: number,
    idempotencyKey: string,
    round: RoundRef,
    jackpot?: JackpotShares,
  ): TransferRequest<"bet"> {
    checkAmount(amount);
    const shares = jackpotShares(currency, amount, jackpot);
    return {
      kind: "bet",
      idempotencyKey,
      playerId,
      params: { currency, amount, ...round, ...shares.params },
      plan: (accounts) => {
        const stake: Movement<"bet"> =
          currency === "coins"
            ? {
                postings: move(
                  playerAccount(playerId, "coins", "main"),
                  systemAccount("house", "coins"),
                  "coins",
                  amount,
                ),
                metadata: { ...round, currency, amount },
              }
            : entriesBet(accounts, playerId, amount, round);
        if (!shares.postings.length) return stake;
        return {
          ...stake,
          postings: [...stake.postings, ...shares.postings],
          metadata: { ...(stake.metadata as TransferMetadata["bet"]), ...shares.params },
        };
      },
    };
  }

  function entriesBet(
    accounts: LockedAccounts,
    playerId: string,
    amount: number,
    round: RoundRef,
  ): Movement<"bet"> {
    const promotional = accounts.row("entries", "promotional");
    const redeemable = accounts.row("entries", "redeemable");
    if (promotional.balance + redeemable.balance < amount) throw insufficientFunds();
    const fromPromotional = Math.min(amount, promotional.balance);
    const fromRedeemable = amount - fromPromotional;
    const playThroughUsed = Math.min(amount, promotional.playThroughLeft);
    const playThroughLeft = promotional.playThroughLeft - playThroughUsed;
    // Played through: what is left of the promotional entries is the player's to redeem.
    const converted = playThroughLeft === 0 ? promotional.balance - fromPromotional : 0;
    const house = systemAccount("house", "entries");
    const promotionalId = playerAccount(playerId, "entries", "promotional");
    const redeemableId = playerAccount(playerId, "entries", "redeemable");
    const postings: Posting[] = [
      ...move(promotionalId, house, "entries", fromPromotional),
      ...move(redeemableId, house, "entries", fromRedeemable),
      ...move(promotionalId, redeemableId, "entries", converted),
    ];
    return {
      postings,
      playThroughLeft,
      metadata: {
        ...round,
        currency: "entries",
        fromPromotional,
        fromRedeemable,
        playThroughUsed,
        converted,
      },
    };
  }
}

export type WalletOperations = ReturnType<typeof createOperations>;

/** The stake of a free spin: what the promotion pays, from which budget, for which grant. */
export interface FreeSpinStake<C extends Currency> {
  amount: Minor<C>;
  idempotencyKey: string;
  budget: PromotionBudget;
  /** The grant the spin is one of, kept with the transaction for the audit. */
  freeSpinsId: string;
}

function freeSpinBetRequest(
  playerId: string,
  currency: Currency,
  { amount, idempotencyKey, budget, freeSpinsId }: FreeSpinStake<Currency>,
  round: RoundRef,
): TransferRequest<"free_spin_bet"> {
  checkAmount(amount);
  return {
    kind: "free_spin_bet",
    idempotencyKey,
    playerId,
    params: { currency, amount, budget, freeSpinsId, ...round },
    plan: () => ({
      postings: move(
        systemAccount(`promotions:${budget}`, currency),
        systemAccount("house", currency),
        currency,
        amount,
      ),
      metadata: { ...round, currency, amount, budget, freeSpinsId },
    }),
  };
}

/**
 * A stake's shares for the jackpot pools: postings from the house to each pool, and what the bet
 * keeps (nothing, for a stake that feeds no pool, so such bets keep their old shape and digest).
 */
function jackpotShares(
  currency: Currency,
  stake: number,
  jackpot: JackpotShares | undefined,
): { postings: Posting[]; params: { jackpot?: JackpotShares } } {
  const shares = Object.entries(jackpot ?? {}).filter(([, amount]) => amount > 0) as [JackpotTier, number][];
  if (shares.length === 0) return { postings: [], params: {} };
  const total = shares.reduce((sum, [, amount]) => sum + amount, 0);
  if (shares.some(([, amount]) => !Number.isSafeInteger(amount)) || total > stake) throw invalidAmount();
  // One debit of the house for them all: a round writes as few postings as it can.
  return {
    postings: [
      { account: systemAccount("house", currency), currency, amount: -total },
      ...shares.map(([tier, amount]) => ({
        account: systemAccount(`jackpot:${tier}`, currency),
        currency,
        amount,
      })),
    ],
    params: { jackpot: Object.fromEntries(shares) },
  };
}

/** Where a win is paid: coins, or redeemable entries. */
function winAccount(playerId: string, currency: Currency): AccountRef {
  return currency === "coins"
    ? playerAccount(playerId, "coins", "main")
    : playerAccount(playerId, "entries", "redeemable");
}

function winRequest(
  playerId: string,
  currency: Currency,
  amount: number,
  idempotencyKey: string,
  round: RoundRef,
): TransferRequest<"win"> {
  checkAmount(amount);
  const to = winAccount(playerId, currency);
  return {
    kind: "win",
    idempotencyKey,
    playerId,
    params: { currency, amount, ...round },
    plan: () => ({
      postings: move(systemAccount("house", currency), to, currency, amount),
      metadata: { ...round },
    }),
  };
}

/** Two postings moving `amount` from one account to another; none for a zero amount. */
function move(from: AccountRef, to: AccountRef, currency: Currency, amount: number): Posting[] {
  if (amount === 0) return [];
  return [
    { account: from, currency, amount: -amount },
    { account: to, currency, amount },
  ];
}

function checkAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw invalidAmount();
}

function checkCredit(credit: Credit): void {
  const coins: number = credit.coins ?? 0;
  const entries: number = credit.entries ?? 0;
  for (const amount of [coins, entries]) {
    if (!Number.isSafeInteger(amount) || amount < 0) throw invalidAmount();
  }
  if (coins === 0 && entries === 0) throw invalidAmount();
}

function invalidAmount(): AppError {
  return new AppError("VALIDATION_FAILED", { key: "invalidAmount" }, { reason: "INVALID_AMOUNT" });
}
