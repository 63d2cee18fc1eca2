/**
 * Responsible play: purchase limits per calendar period (UTC); breaks from play (self-exclusion,
 * cool-off); activity reminders (the reality check); and the `responsiblePlay` block of the
 * profile page (spec §3). Amounts are integer cents of US dollars.
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
 * A break from play the player chooses: `selfExclusion` (months to years) or `coolOff` (a day to a
 * month). Either signs the player out everywhere and stops sign-in and every movement of money
 * until it ends; neither can be shortened once taken, only followed by a longer one.
 */
export const PLAY_BREAK_KINDS = ["coolOff", "selfExclusion"] as const;
export const PlayBreakKind = z.enum(PLAY_BREAK_KINDS);
export type PlayBreakKind = z.infer<typeof PlayBreakKind>;

/** The lengths a break may take, in days. */
export const PLAY_BREAK_DAYS = {
  selfExclusion: [180, 365, 1825],
  coolOff: [1, 7, 30],
} as const satisfies Record<PlayBreakKind, readonly number[]>;

/** How often the reality check may interrupt play, in minutes. */
export const ACTIVITY_REMINDER_MINUTES = [15, 30, 60, 120] as const;

export const StartPlayBreakRequest = z
  .object({
    kind: PlayBreakKind,
    days: z.number().int().positive(),
    /** The player's password: a break is long and cannot be undone, so it is confirmed. */
    password: z.string().min(1).max(256).optional(),
  })
  .refine(({ kind, days }) => (PLAY_BREAK_DAYS[kind] as readonly number[]).includes(days), {
    path: ["days"],
    message: "Choose one of the lengths offered",
  });
export type StartPlayBreakRequest = z.infer<typeof StartPlayBreakRequest>;

export const PlayBreak = z.object({
  kind: PlayBreakKind,
  /** When the break ends and the player may sign in again. */
  endsAt: z.iso.datetime(),
});
export type PlayBreak = z.infer<typeof PlayBreak>;

export const StartPlayBreakResponse = z.object({ success: z.literal(true), data: PlayBreak });

export const SetActivityReminderRequest = z.object({
  /** Minutes of play between reminders; null turns them off. */
  minutes: z
    .number()
    .int()
    .refine((minutes) => (ACTIVITY_REMINDER_MINUTES as readonly number[]).includes(minutes), {
      message: "Choose one of the intervals offered",
    })
    .nullable(),
});
export type SetActivityReminderRequest = z.infer<typeof SetActivityReminderRequest>;

const minor = z.number().int();

/**
 * The reality check (spec §2 "reality-check notification"): how long this session has lasted and
 * what it has staked, won and netted in each currency, in minor units (net = won − staked), with
 * the reminder interval the player chose (null: no reminders).
 */
export const RealityCheck = z.object({
  reminderMinutes: z.number().int().positive().nullable(),
  sessionStartedAt: z.iso.datetime(),
  coins: z.object({ staked: minor, won: minor, net: minor }),
  entries: z.object({ staked: minor, won: minor, net: minor }),
});
export type RealityCheck = z.infer<typeof RealityCheck>;

export const RealityCheckResponse = z.object({ success: z.literal(true), data: RealityCheck });

/**
 * Spec §3 profile page `responsiblePlay`. `purchaseLimitPeriod` and `purchaseLimitValue` name the
 * shortest period with a limit in force (day, then week, then month), null when there is none;
 * `purchaseLimits` lists all three. `activityReminderValue` is the reminder interval in minutes
 * (null: off); `selfExclusionValue` the days of a self-exclusion in force (a signed-in player has
 * none, so it reads null); the allowed values are days for breaks, minutes for reminders.
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

export const ResponsiblePlayBlockResponse = z.object({
  success: z.literal(true),
  data: ResponsiblePlayBlock,
});
