/**
 * What each kind of ledger transaction keeps beside its postings (the `metadata` column): what a
 * later transfer reads back (a refund its bet's stake, a settlement its hold, a reversal's replay
 * its shortfall) and what a report shows. A plan writes it through `Movement<Kind>` and a reader
 * gets it through `storedMetadata`, so both sides share one shape per kind.
 */
import type { Currency, JackpotTier, TransactionKind } from "@reelhouse/contract";
import type { PromotionBudget } from "./accounts.ts";

/** The game round a bet or win belongs to. */
export interface RoundRef {
  gameId: string;
  roundId: string;
  /** The brand the round was played on: a race counts only its own brand's rounds. */
  theme?: string;
}

/** What a bet kept about its stake, for its refund. */
export type BetRecord =
  | { currency: Extract<Currency, "coins">; amount: number }
  | {
      currency: Extract<Currency, "entries">;
      fromPromotional: number;
      fromRedeemable: number;
      playThroughUsed: number;
      converted: number;
    };

type Nothing = Record<string, never>;

/** What a bet's stake gave the jackpot pools of its currency, tier by tier, from the house's take. */
export type JackpotShares = Partial<Record<JackpotTier, number>>;

/** What a free spin's stake kept: the round, the grant it was one of and the budget that paid it. */
export interface FreeSpinBetRecord extends RoundRef {
  currency: Currency;
  amount: number;
  freeSpinsId: string;
  budget: PromotionBudget;
}

export interface TransferMetadata {
  grant: Nothing;
  purchase: Nothing;
  prize: Nothing;
  /** What the reversal could not take back, because the player had spent it. */
  purchase_reversal: { paymentId: string; coinsShort: number; entriesShort: number };
  bet: BetRecord & RoundRef & { jackpot?: JackpotShares };
  free_spin_bet: FreeSpinBetRecord;
  win: RoundRef;
  /** The idempotency key of the bet given back. */
  refund: { bet: string };
  redemption_hold: { redemptionId: string };
  redemption_pay: { redemptionId: string; outcome: "paid" };
  redemption_reverse: { redemptionId: string; outcome: "reversed" };
  adjustment: { reason: string };
  /** The sign-up step the reward is for. */
  onboarding_reward: { step: "email" | "phone" | "profile" };
  /** What the prize was for, in the promotion's words (`day:2026-11-28`, a spin's id). */
  daily_login_prize: PrizeReference;
  daily_wheel_prize: PrizeReference;
  deposit_streak_prize: PrizeReference;
  cashback: PrizeReference;
  scratch_card_prize: PrizeReference;
  /** The mail-in code the card carried. */
  mail_in_entries: PrizeReference;
  /** The friend and the milestone (`friend:<id>:confirmed`). */
  referral_reward: PrizeReference;
  /** The race and the place it paid for. */
  race_prize: PrizeReference;
  /** The round that won the tier, the pool paid and the seed it was reset to. */
  jackpot_win: RoundRef & { tier: JackpotTier; amount: number; seed: number };
  /** A pool's first seed, from the jackpots budget. */
  jackpot_seed: { tier: JackpotTier; amount: number };
}

interface PrizeReference {
  reference: string;
}

/** The metadata of a stored transaction of `kind`; undefined for no row, or a row of another kind. */
export function storedMetadata<Kind extends TransactionKind>(
  row: { kind: string; metadata: unknown } | undefined,
  kind: Kind,
): TransferMetadata[Kind] | undefined {
  // Only a plan of this kind wrote the row's metadata, typed by `Movement<Kind>`.
  return row?.kind === kind ? (row.metadata as TransferMetadata[Kind]) : undefined;
}
