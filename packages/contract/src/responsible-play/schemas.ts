/**
 * Responsible play: purchase limits per calendar period (UTC), and the `responsiblePlay` block of
 * the profile page (spec §3). Amounts are integer cents of US dollars.
 */
import { z } from "zod";

export const PURCHASE_LIMIT_PERIODS = ["day", "week", "month"] as const;
export const PurchaseLimitPeriod = z.enum(PURCHASE_LIMIT_PERIODS);
export type PurchaseLimitPeriod = z.infer<typeof PurchaseLimitPeriod>;

/** Purchases are priced in US dollars; limits count cents. */
export const PURCHASE_LIMIT_CURRENCY = "USD";

const cents = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A looser limit (or none) waiting for the cooling period to end. */
export const PendingPurchaseLimit = z.object({
  /** Cents, or null when the pending change removes the limit. */
  amount: cents.nullable(),
  effectiveAt: z.iso.datetime(),
  requestedAt: z.iso.datetime(),
});
export type PendingPurchaseLimit = z.infer<typeof PendingPurchaseLimit>;

export const PurchaseLimit = z.object({
  period: PurchaseLimitPeriod,
  /** The limit in force, in cents; null for none. */
  amount: cents.nullable(),
  pending: PendingPurchaseLimit.nullable(),
  /** The bounds a new limit for this period must keep, in cents. */
  min: cents,
  max: cents,
  /** When the current calendar period ends (UTC) and what was bought in it counts no more. */
  resetsAt: z.iso.datetime(),
});
export type PurchaseLimit = z.infer<typeof PurchaseLimit>;

export const PurchaseLimits = z.object({
  currency: z.literal(PURCHASE_LIMIT_CURRENCY),
  /** How long a higher limit or a removal waits before it applies. */
  coolingPeriodHours: z.number().nonnegative(),
  /** Always day, week and month, in that order. */
  limits: z.array(PurchaseLimit),
});
export type PurchaseLimits = z.infer<typeof PurchaseLimits>;

export const PurchaseLimitsResponse = z.object({ success: z.literal(true), data: PurchaseLimits });

export const SetPurchaseLimitRequest = z.object({
  period: PurchaseLimitPeriod,
  /** Cents; null removes the limit (which, like a raise, waits for the cooling period). */
  amount: cents.nullable(),
});
export type SetPurchaseLimitRequest = z.infer<typeof SetPurchaseLimitRequest>;

/** `applied`: in force now; `pending`: in force after the cooling period; `unchanged`: nothing to do. */
export const PURCHASE_LIMIT_OUTCOMES = ["applied", "pending", "unchanged"] as const;
export type PurchaseLimitOutcome = (typeof PURCHASE_LIMIT_OUTCOMES)[number];

export const SetPurchaseLimitResponse = z.object({
  success: z.literal(true),
  data: PurchaseLimits.extend({ outcome: z.enum(PURCHASE_LIMIT_OUTCOMES) }),
});

export const CancelPurchaseLimitChangeRequest = z.object({ period: PurchaseLimitPeriod });

/**
 * Spec §3 profile page `responsiblePlay`. `purchaseLimitPeriod` and `purchaseLimitValue` name the
 * shortest period with a limit in force (day, then week, then month), null when there is none;
 * `purchaseLimits` lists all three. Activity reminders, self exclusion and cool-off are not built
 * yet: their values are null and their lists empty.
 */
export const ResponsiblePlayBlock = z.object({
  activityReminderValue: z.number().int().nullable(),
  activityReminderAllowedValues: z.array(z.number().int()),
  purchaseLimitPeriod: PurchaseLimitPeriod.nullable(),
  purchaseLimitValue: cents.nullable(),
  purchaseLimitMaxDayAmount: cents,
  purchaseLimitMinDayAmount: cents,
  purchaseLimitMaxWeekAmount: cents,
  purchaseLimitMinWeekAmount: cents,
  purchaseLimitMaxMonthAmount: cents,
  purchaseLimitMinMonthAmount: cents,
  purchaseLimits: z.array(PurchaseLimit),
  selfExclusionValue: z.number().int().nullable(),
  selfExclusionAllowedValues: z.array(z.number().int()),
  coolOffAllowedValues: z.array(z.number().int()),
});
export type ResponsiblePlayBlock = z.infer<typeof ResponsiblePlayBlock>;
