/**
 * The wallet (spec §1, §3): the player's transaction history. Amounts are minor units
 * (hundredths of a coin or an entry); a change is what the transaction did to the player's own
 * balance in that currency.
 */
import { z } from "zod";
import { Currency } from "../money.ts";

export const TRANSACTION_KINDS = [
  "grant",
  "purchase",
  "purchase_reversal",
  "bet",
  "free_spin_bet",
  "win",
  "refund",
  "prize",
  "redemption_hold",
  "redemption_pay",
  "redemption_reverse",
  "adjustment",
  "onboarding_reward",
  "daily_login_prize",
  "daily_wheel_prize",
  "deposit_streak_prize",
  "cashback",
  "scratch_card_prize",
  "mail_in_entries",
  "referral_reward",
  "race_prize",
  "jackpot_win",
  "jackpot_seed",
] as const;
export const TransactionKind = z.enum(TRANSACTION_KINDS);
export type TransactionKind = z.infer<typeof TransactionKind>;

export const TRANSACTION_PAGE_SIZE = 20;

export const TransactionHistoryQuery = z.object({
  currency: Currency.optional(),
  kind: TransactionKind.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(TRANSACTION_PAGE_SIZE),
  /** The `nextCursor` of the page before: transactions older than it. */
  before: z.coerce.number().int().positive().optional(),
});
export type TransactionHistoryQuery = z.input<typeof TransactionHistoryQuery>;

export const HistoryTransaction = z.object({
  id: z.number().int(),
  kind: TransactionKind,
  createdAt: z.iso.datetime(),
  /** Change to the player's coins; 0 when the transaction did not touch them. */
  coins: z.number().int(),
  /** Change to the player's entries (promotional and redeemable together). */
  entries: z.number().int(),
});
export type HistoryTransaction = z.infer<typeof HistoryTransaction>;

export const TransactionHistoryResponse = z.object({
  success: z.literal(true),
  data: z.object({
    transactions: z.array(HistoryTransaction).describe("Newest first"),
    /** Pass as `before` for the next page; null on the last page. */
    nextCursor: z.number().int().nullable(),
  }),
});
export type TransactionHistoryResponse = z.infer<typeof TransactionHistoryResponse>;

/**
 * What a new player is given, for the guest home's offer: the grant at sign-up, and the coins each
 * onboarding step earns (confirming the email and the phone, completing the profile). Minor units.
 */
export const WelcomeOfferResponse = z.object({
  success: z.literal(true),
  data: z.object({
    signUp: z.object({ coins: z.number().int().nonnegative(), entries: z.number().int().nonnegative() }),
    onboarding: z.object({
      email: z.number().int().nonnegative(),
      phone: z.number().int().nonnegative(),
      profile: z.number().int().nonnegative(),
    }),
  }),
});
export type WelcomeOfferResponse = z.infer<typeof WelcomeOfferResponse>;
