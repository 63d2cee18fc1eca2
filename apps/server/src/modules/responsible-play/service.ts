/**
 * Responsible play: a player's purchase limits per calendar period (day, week, month; UTC, see
 * `periods.ts`), in cents of US dollars, within the configured bounds.
 *
 * The rule: a stricter limit (a first one, or a lower one) applies at once; a looser one (higher,
 * or none at all) waits for the cooling period and shows as pending until then, and the player may
 * cancel it. A pending change is in force from its effective time on: reads treat a due change as
 * applied, and the next change of that limit writes it down, so reads never write. Every change is
 * kept in `purchase_limit_changes`, written in the same transaction as the limit.
 *
 * The cashier calls `within(tx).assertPurchaseAllowed` in the purchase's transaction before it
 * takes a payment, with what the player has spent in each period; payments calls
 * `within(tx).limitPassed` where a payment completes, to flag one that lands over a limit.
 *
 * Lock order (everything that touches a player's purchase state): the player's row
 * (`accounts.lockStanding`), then the limit rows, then payments, then wallet rows. A limit change
 * takes the player's row first like a purchase does, so the two queue instead of deadlocking.
 */
import {
  fieldMessage,
  PURCHASE_LIMIT_CURRENCY,
  PURCHASE_LIMIT_PERIODS,
  type PurchaseLimit,
  type PurchaseLimitOutcome,
  type PurchaseLimitPeriod,
  type PurchaseLimits,
  type ResponsiblePlayBlock,
  type SetPurchaseLimitRequest,
  type UsdCents,
} from "@reelhouse/contract";
import type { ResponsiblePlayConfig } from "../../config/responsible-play.ts";
import type { Db } from "../../db/client.ts";
import { withTransaction } from "../../db/transaction.ts";
import { type ApiMessageKey, AppError } from "../../lib/errors.ts";
import { type BreaksDeps, createBreaks } from "./breaks.ts";
import { periodEnd } from "./periods.ts";
import * as repo from "./repo.ts";

export { periodEnd, periodStart } from "./periods.ts";

export interface ResponsiblePlayDeps extends BreaksDeps {
  settings: ResponsiblePlayConfig;
}

/** What the player has bought in cents since the start of each period (`periodStart`) now. */
export type SpentByPeriod = Readonly<Record<PurchaseLimitPeriod, UsdCents>>;

/** A limit as it stands at a moment: a due pending change counts as applied. */
interface LimitState {
  period: PurchaseLimitPeriod;
  amount: number | null;
  pending: { amount: number | null; effectiveAt: Date; requestedAt: Date } | null;
}

const HOUR_MS = 3_600_000;

const REACHED_MESSAGES: Record<PurchaseLimitPeriod, ApiMessageKey> = {
  day: "purchaseLimitReachedDay",
  week: "purchaseLimitReachedWeek",
  month: "purchaseLimitReachedMonth",
};

/** "$2,500.00": prices are US dollars, written the same way in both languages of the site. */
export function formatUsd(cents: number): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: PURCHASE_LIMIT_CURRENCY }).format(
    cents / 100,
  );
}

function stateAt(period: PurchaseLimitPeriod, row: repo.PurchaseLimitRow | undefined, now: Date): LimitState {
  if (!row) return { period, amount: null, pending: null };
  const { pendingEffectiveAt, pendingRequestedAt } = row;
  if (!pendingEffectiveAt || !pendingRequestedAt) return { period, amount: row.amount, pending: null };
  if (pendingEffectiveAt <= now) return { period, amount: row.pendingAmount, pending: null };
  return {
    period,
    amount: row.amount,
    pending: { amount: row.pendingAmount, effectiveAt: pendingEffectiveAt, requestedAt: pendingRequestedAt },
  };
}

/** The first limit in force that `spent` plus `priceMinor` goes past, if any. */
function firstPassed(
  limits: LimitState[],
  spent: SpentByPeriod,
  priceMinor: number,
): { period: PurchaseLimitPeriod; amount: number } | undefined {
  for (const { period, amount } of limits) {
    if (amount !== null && spent[period] + priceMinor > amount) return { period, amount };
  }
  return undefined;
}

/** A limit the player asks for is stricter than `current` when it allows less. */
function isStricter(next: number | null, current: number | null): boolean {
  return next !== null && (current === null || next < current);
}

export function createResponsiblePlay(deps: ResponsiblePlayDeps) {
  const { db, clock, settings, accounts } = deps;
  const bounds = settings.purchaseLimitBounds;
  const breaks = createBreaks(deps);

  const states = async (handle: Db, playerId: string, now: Date, lock = false): Promise<LimitState[]> => {
    const rows = await repo.findLimits(handle, playerId, { lock });
    return PURCHASE_LIMIT_PERIODS.map((period) =>
      stateAt(
        period,
        rows.find((row) => row.period === period),
        now,
      ),
    );
  };

  const view = (limits: LimitState[], now: Date): PurchaseLimits => ({
    currency: PURCHASE_LIMIT_CURRENCY,
    coolingPeriodHours: settings.coolingPeriodMs / HOUR_MS,
    limits: limits.map(
      ({ period, amount, pending }): PurchaseLimit => ({
        period,
        amount,
        pending: pending && {
          amount: pending.amount,
          effectiveAt: pending.effectiveAt.toISOString(),
          requestedAt: pending.requestedAt.toISOString(),
        },
        min: bounds[period].minMinor,
        max: bounds[period].maxMinor,
        resetsAt: periodEnd(period, now).toISOString(),
      }),
    ),
  });

  const refuseOutOfBounds = (period: PurchaseLimitPeriod, amount: number | null): void => {
    const { minMinor, maxMinor } = bounds[period];
    if (amount === null || (amount >= minMinor && amount <= maxMinor)) return;
    throw new AppError(
      "VALIDATION_FAILED",
      { key: "fieldsInvalid" },
      {
        reason: "VALIDATION_FAILED",
        fields: [
          {
            path: "body.amount",
            message: fieldMessage("purchaseLimitRange"),
            values: { minimum: formatUsd(minMinor), maximum: formatUsd(maxMinor) },
          },
        ],
      },
    );
  };

  /** Refuses a purchase over a limit in force as `handle` reads the limits; see `assertPurchaseAllowed`. */
  const checkPurchase = async (
    handle: Db,
    { lock }: { lock: boolean },
    playerId: string,
    priceMinor: UsdCents,
    spent: SpentByPeriod,
  ): Promise<void> => {
    const now = clock.now();
    const passed = firstPassed(await states(handle, playerId, now, lock), spent, priceMinor);
    if (!passed) return;
    const { period, amount } = passed;
    const resetsAt = periodEnd(period, now).toISOString();
    throw new AppError(
      "CONFLICT",
      {
        key: REACHED_MESSAGES[period],
        values: {
          limit: formatUsd(amount),
          spent: formatUsd(spent[period]),
          resetDate: resetsAt.slice(0, 10),
          resetTime: resetsAt.slice(11, 16),
        },
      },
      { reason: "PURCHASE_LIMIT_REACHED" },
    );
  };

  /** Locks the player's row, then `period`'s limit row (the lock order), for a change of that limit. */
  const lockForChange = async (tx: Db, playerId: string, period: PurchaseLimitPeriod, now: Date) => {
    await accounts.within(tx).lockStanding(playerId);
    return repo.lockLimit(tx, playerId, period, now);
  };

  const getPurchaseLimits = async (playerId: string): Promise<PurchaseLimits> => {
    const now = clock.now();
    return view(await states(db, playerId, now), now);
  };

  async function profilePageBlock(playerId: string): Promise<ResponsiblePlayBlock> {
    const [{ limits }, reminderAndBreaks] = await Promise.all([
      getPurchaseLimits(playerId),
      breaks.profileFields(playerId),
    ]);
    const tightest = limits.find((limit) => limit.amount !== null) ?? null;
    return {
      ...reminderAndBreaks,
      purchaseLimitPeriod: tightest?.period ?? null,
      purchaseLimitValue: tightest?.amount ?? null,
      purchaseLimitMaxDayAmount: bounds.day.maxMinor,
      purchaseLimitMinDayAmount: bounds.day.minMinor,
      purchaseLimitMaxWeekAmount: bounds.week.maxMinor,
      purchaseLimitMinWeekAmount: bounds.week.minMinor,
      purchaseLimitMaxMonthAmount: bounds.month.maxMinor,
      purchaseLimitMinMonthAmount: bounds.month.minMinor,
      purchaseLimits: limits,
    };
  }

  return {
    getPurchaseLimits,

    /**
     * The purchase check inside the purchase's transaction `tx`: the player's limit rows stay
     * locked until it ends, so a limit cannot change between this check and the payment.
     */
    within: (tx: Db) => ({
      assertPurchaseAllowed: (playerId: string, priceMinor: UsdCents, spent: SpentByPeriod) =>
        checkPurchase(tx, { lock: true }, playerId, priceMinor, spent),

      /**
       * The period of the first limit in force that a payment of `priceMinor` cents takes the
       * player past, given what was `spent` besides, or null. Payments asks it where a payment
       * completes: the money is taken, so the payment is credited anyway, and flagged for an
       * operator. Writes nothing.
       */
      async limitPassed(
        playerId: string,
        priceMinor: UsdCents,
        spent: SpentByPeriod,
      ): Promise<PurchaseLimitPeriod | null> {
        return firstPassed(await states(tx, playerId, clock.now()), spent, priceMinor)?.period ?? null;
      },
    }),

    /**
     * Sets `period`'s limit to `amount` cents, or removes it (null). Stricter: in force now.
     * Looser: pending until the cooling period ends (a new looser request starts it again; asking
     * again for what is already pending changes nothing). The limit already in force: any pending
     * change is cancelled.
     */
    async setPurchaseLimit(
      playerId: string,
      { period, amount }: SetPurchaseLimitRequest,
    ): Promise<PurchaseLimits & { outcome: PurchaseLimitOutcome }> {
      refuseOutOfBounds(period, amount);
      const now = clock.now();
      const outcome = await withTransaction(db, async (tx) => {
        const row = await lockForChange(tx, playerId, period, now);
        const { amount: current, pending } = stateAt(period, row, now);
        const changedBy = `player:${playerId}`;
        const base = { playerId, period, updatedAt: now };
        const noPending = { pendingAmount: null, pendingEffectiveAt: null, pendingRequestedAt: null };

        if (isStricter(amount, current)) {
          await repo.saveLimit(tx, { ...base, amount, ...noPending });
          await repo.recordChange(tx, {
            ...base,
            kind: "lowered",
            previousAmount: current,
            requestedAmount: amount,
            effectiveAt: now,
            changedBy,
            createdAt: now,
          });
          return "applied";
        }
        if (amount === current) {
          if (!pending) return "unchanged";
          await repo.saveLimit(tx, { ...base, amount: current, ...noPending });
          await repo.recordChange(tx, {
            ...base,
            kind: "cancelled",
            previousAmount: current,
            requestedAmount: pending.amount,
            effectiveAt: null,
            changedBy,
            createdAt: now,
          });
          return "applied";
        }
        if (pending && pending.amount === amount) return "unchanged";
        const effectiveAt = new Date(now.getTime() + settings.coolingPeriodMs);
        await repo.saveLimit(tx, {
          ...base,
          amount: current,
          pendingAmount: amount,
          pendingEffectiveAt: effectiveAt,
          pendingRequestedAt: now,
        });
        await repo.recordChange(tx, {
          ...base,
          kind: amount === null ? "removal_requested" : "raise_requested",
          previousAmount: current,
          requestedAmount: amount,
          effectiveAt,
          changedBy,
          createdAt: now,
        });
        return settings.coolingPeriodMs === 0 ? "applied" : "pending";
      });
      return { ...view(await states(db, playerId, now), now), outcome };
    },

    /** Withdraws `period`'s pending looser limit; 409 `NO_PENDING_PURCHASE_LIMIT_CHANGE` when there is none. */
    async cancelPendingChange(playerId: string, period: PurchaseLimitPeriod): Promise<PurchaseLimits> {
      const now = clock.now();
      await withTransaction(db, async (tx) => {
        const row = await lockForChange(tx, playerId, period, now);
        const { amount, pending } = stateAt(period, row, now);
        if (!pending) throw new AppError("CONFLICT", { key: "noPendingPurchaseLimitChange" });
        await repo.saveLimit(tx, {
          playerId,
          period,
          amount,
          pendingAmount: null,
          pendingEffectiveAt: null,
          pendingRequestedAt: null,
          updatedAt: now,
        });
        await repo.recordChange(tx, {
          playerId,
          period,
          kind: "cancelled",
          previousAmount: amount,
          requestedAmount: pending.amount,
          effectiveAt: null,
          changedBy: `player:${playerId}`,
          createdAt: now,
        });
      });
      return view(await states(db, playerId, now), now);
    },

    /**
     * Refuses a purchase of `priceMinor` cents that would take the player over any limit in force,
     * counting what was `spent` since the start of each limit's calendar period: 409
     * `PURCHASE_LIMIT_REACHED`, whose message names the limit and when it resets. Writes nothing.
     */
    assertPurchaseAllowed: (playerId: string, priceMinor: UsdCents, spent: SpentByPeriod) =>
      checkPurchase(db, { lock: false }, playerId, priceMinor, spent),

    /** The profile page's `responsiblePlay` block (spec §3). */
    profilePageBlock,

    startPlayBreak: breaks.startPlayBreak,
    realityCheck: breaks.realityCheck,
    /** Sets the reality check's interval (null: off); answers the profile page's block again. */
    async setActivityReminder(playerId: string, minutes: number | null): Promise<ResponsiblePlayBlock> {
      await breaks.setActivityReminder(playerId, minutes);
      return profilePageBlock(playerId);
    },

    /** Every change of the player's limits, newest first. */
    listPurchaseLimitChanges: (playerId: string) => repo.listChanges(db, playerId),
  };
}

export type ResponsiblePlay = ReturnType<typeof createResponsiblePlay>;
