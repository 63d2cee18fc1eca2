/**
 * Redeeming entries for prizes (spec §4: only in SweepStakes mode, when the feature is on). A
 * player sees what stands between them and a redemption (the checklist), asks for an amount to a
 * bank account in their name, and follows it through review to payment. The entries asked for are
 * held by the ledger from the request until the redemption is paid, or given back when it is
 * rejected, cancelled or its payout fails.
 */
import { z } from "zod";
import { fieldMessage } from "../field-messages.ts";

/** What must be true before a player may redeem, each shown to them with the way to fix it. */
export const REDEMPTION_CHECKS = [
  "identityVerified",
  "emailConfirmed",
  "phoneConfirmed",
  "playThroughDone",
  "minimumEntries",
  "eligibleLocation",
  "noPlayBreak",
] as const;
export type RedemptionCheck = (typeof REDEMPTION_CHECKS)[number];

/**
 * A redemption's life: in review from the request (the player may cancel it then), approved by an
 * operator (the payout is on its way), paid; or rejected by an operator, cancelled by the player,
 * or failed at the payout provider. The last three give the entries back.
 */
export const REDEMPTION_STATUSES = [
  "inReview",
  "approved",
  "paid",
  "rejected",
  "cancelled",
  "failed",
] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

/** A step of the timeline the player sees; `requested` is the first, then the statuses it went through. */
export const RedemptionStep = z.object({
  step: z.enum(["requested", ...REDEMPTION_STATUSES]),
  at: z.iso.datetime(),
  /** Why it was rejected or failed, in the player's words; null for the other steps. */
  note: z.string().nullable(),
});
export type RedemptionStep = z.infer<typeof RedemptionStep>;

export const Redemption = z.object({
  id: z.string(),
  /** Entries in minor units (hundredths); one entry is US$1.00 in prizes. */
  amount: z.number().int().positive(),
  status: z.enum(REDEMPTION_STATUSES),
  /** Where the prize goes, as the player may see it: "Checking ••••6789". */
  destination: z.string(),
  timeline: z.array(RedemptionStep),
  canCancel: z.boolean(),
});
export type Redemption = z.infer<typeof Redemption>;

/** A bank account the player has redeemed to before, kept by the payout provider, not by us. */
export const PayoutDestination = z.object({ id: z.string(), label: z.string() });
export type PayoutDestination = z.infer<typeof PayoutDestination>;

export const RedemptionLimits = z.object({
  /** Entries in minor units: the least one request may ask for (the rules' 50 entries). */
  minimum: z.number().int(),
  /** The most one request may ask for. */
  perRequest: z.number().int(),
  /** The most all of a player's requests of one day (their day, in their time zone) may add up to. */
  perDay: z.number().int(),
  /** What today's requests already add up to (rejected, cancelled and failed ones, whose entries came back, do not count). */
  usedToday: z.number().int(),
});
export type RedemptionLimits = z.infer<typeof RedemptionLimits>;

export const RedemptionOverview = z.object({
  /** Whether redemption is offered on this site at all (the theme's feature switch). */
  isEnabled: z.boolean(),
  /** Entries in minor units the player may redeem now (won, or played through). */
  redeemable: z.number().int(),
  checklist: z.array(z.object({ check: z.enum(REDEMPTION_CHECKS), isMet: z.boolean() })),
  limits: RedemptionLimits,
  destinations: z.array(PayoutDestination),
  redemptions: z.array(Redemption),
});
export type RedemptionOverview = z.infer<typeof RedemptionOverview>;

export const RedemptionOverviewResponse = z.object({ success: z.literal(true), data: RedemptionOverview });

/** A US bank account for an ACH payout; the holder must be the verified player. */
export const BankAccount = z.object({
  holderName: z.string().trim().min(2).max(100),
  /** An ABA routing number: nine digits whose checksum holds. */
  routingNumber: z.string().refine(isAbaRoutingNumber, fieldMessage("routingNumber")),
  accountNumber: z.string().regex(/^\d{4,17}$/, fieldMessage("bankAccountNumber")),
  accountType: z.enum(["checking", "savings"]),
});
export type BankAccount = z.infer<typeof BankAccount>;

/** The ABA checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10. */
export function isAbaRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum = (a: number, b: number, c: number) => (d[a] ?? 0) + (d[b] ?? 0) + (d[c] ?? 0);
  return (3 * sum(0, 3, 6) + 7 * sum(1, 4, 7) + sum(2, 5, 8)) % 10 === 0;
}

/** Either a bank account the player used before, or a new one. */
export const RedemptionRequest = z.union([
  z.object({ amount: z.number().int().positive(), destinationId: z.string().min(1).max(64) }),
  z.object({ amount: z.number().int().positive(), bankAccount: BankAccount }),
]);
export type RedemptionRequest = z.infer<typeof RedemptionRequest>;

/** One `Idempotency-Key` per redemption attempt, reused when it is resent. */
export const RedemptionHeaders = z.object({
  "idempotency-key": z.string().regex(/^[\w.:-]{8,128}$/),
});

export const RedemptionParams = z.object({ id: z.string().min(1).max(64) });
export const RedemptionResponse = z.object({ success: z.literal(true), data: Redemption });

/** The operator's queue: every redemption with whom it is for and what the checks said at request. */
export const OperatorRedemption = Redemption.extend({
  playerId: z.string(),
  playerEmail: z.string(),
  requestedAt: z.iso.datetime(),
  /** Who approved or rejected it, as the operator API recorded them. */
  decidedBy: z.string().nullable(),
});
export type OperatorRedemption = z.infer<typeof OperatorRedemption>;

export const OperatorRedemptionsQuery = z.object({
  status: z.enum(REDEMPTION_STATUSES).optional(),
});
export const OperatorRedemptionsResponse = z.object({
  success: z.literal(true),
  data: z.array(OperatorRedemption),
});
export const OperatorRedemptionResponse = z.object({ success: z.literal(true), data: OperatorRedemption });
export const RejectRedemptionRequest = z.object({
  /** Told to the player, in the timeline and the email. */
  reason: z.string().trim().min(3).max(500),
});
