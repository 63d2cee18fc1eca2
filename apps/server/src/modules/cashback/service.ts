/**
 * Cashback (spec §3, §4, §7): a share of the player's net losses at play over a period, returned
 * once the period is over.
 *
 * - Every midnight UTC a durable job (`cashback.calculate`, ADR 114) reads the day's stakes and wins
 *   of every player who played from the wallet and keeps them per player and day. From a period's end
 *   until that is done the feature reports `statusCalculation`, and nothing can be claimed.
 * - A theme's settings (settings.ts) turn a period's net losses into its reward: a share, nothing
 *   below the minimum, at most the maximum. The rewards of the last few closed periods wait to be
 *   claimed; a claim takes them all at once, through the promotions engine from the cashback budget.
 * - A day's losses are returned once: a claim locks the days it returns and marks them with itself,
 *   so a double click, a retry or a second tab (or theme) waits and then finds nothing more to pay;
 *   asked again for the same period, it answers what the first claim paid.
 */
import { randomUUID } from "node:crypto";
import {
  type CashbackInfo,
  type CashbackReward,
  CURRENCIES,
  type Currency,
  type PromotionCard,
  THEME_IDS,
  type ThemeId,
} from "@reelhouse/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { insertOutboxRows, outboxRow, writeEvent } from "../../db/outbox.ts";
import { withTransaction } from "../../db/transaction.ts";
import type { Clock } from "../../lib/clock.ts";
import { AppError } from "../../lib/errors.ts";
import type { JobRun, JobStatus } from "../../plugins/jobs.ts";
import type { Promotions, PromotionVisitor } from "../promotions/service.ts";
import type { Wallet } from "../wallet/service.ts";
import { CashbackAvailable, CashbackClaimed } from "./events.ts";
import {
  closedPeriods,
  DAY_MS,
  dayStart,
  periodOf,
  type RewardRule,
  rewardFor,
  type Span,
  utcDate,
  weekdayOf,
} from "./periods.ts";
import * as repo from "./repo.ts";
import { type CashbackSettings, cashbackPromotion, rewardRuleOf } from "./settings.ts";

/** The nightly calculation's schedule name. */
export const CALCULATION_JOB = "cashback.calculate";
/** Players whose day one transaction of the calculation writes. */
const CALCULATION_PAGE = 500;
/** Days kept: the longest claim window (eight weeks) and the running week. */
const KEPT_DAYS = 8 * 7 + 7;

export interface CashbackDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  promotions: Promotions;
  wallet: Pick<Wallet, "playTotals" | "playTotalsByPlayer">;
  jobs: { status(name: string): Promise<JobStatus | null> };
}

type Player = PromotionVisitor & { playerId: string };

const NOTHING: CashbackReward = { coins: 0, entries: 0 };

function amountIn(currency: Currency, amount: number): CashbackReward {
  return { ...NOTHING, [currency]: amount };
}

const netOf = (days: readonly { staked: number; won: number }[]) =>
  days.reduce((sum, day) => sum + day.staked - day.won, 0);

const inSpan = (day: string, span: Span) => {
  const at = dayStart(day).getTime();
  return at >= span.start.getTime() && at < span.end.getTime();
};

/** The player's cashback on one theme's settings, as it stands at `now`. */
interface Standing {
  info: CashbackInfo;
  /** The closed periods whose rewards may be claimed now, newest first. */
  claimable: Span[];
}

export function createCashback(deps: CashbackDeps) {
  const { db, clock, promotions } = deps;

  /**
   * The instant every day before which is worked out. The occurrence due at midnight M works out
   * the day ending at M; before the schedule's first occurrence there is nothing left to work out.
   */
  async function calculatedThrough(now: Date): Promise<Date> {
    const status = await deps.jobs.status(CALCULATION_JOB);
    if (!status) return periodOf(now, "daily").start;
    return new Date(status.dueAt.getTime() - DAY_MS);
  }

  async function standingOf(playerId: string, settings: CashbackSettings): Promise<Standing> {
    const now = clock.now();
    const rule = rewardRuleOf(settings);
    const { currency } = settings;
    const through = await calculatedThrough(now);
    const closed = closedPeriods(now, settings.period, settings.claimablePeriods);
    const lastClosed = closed[0] as Span;
    const claimable = closed.filter((period) => period.end.getTime() <= through.getTime());
    const running = periodOf(now, settings.period);
    const oldest = (claimable.at(-1) ?? running).start;
    // The running period's days worked out so far; the rest of it is read from the ledger as it is.
    const liveFrom = new Date(Math.max(running.start.getTime(), through.getTime()));
    const worked: Span = { start: running.start, end: liveFrom };

    const [days, latest, live] = await Promise.all([
      repo.findUnclaimedDays(db, playerId, currency, utcDate(oldest), utcDate(running.end)),
      repo.findLatestClaim(db, playerId),
      // To the period's end: what was booked at this very instant counts too.
      deps.wallet.playTotals(playerId, liveFrom, running.end),
    ]);
    const available = claimable.reduce(
      (sum, period) => sum + rewardFor(netOf(days.filter((day) => inSpan(day.day, period))), rule),
      0,
    );
    const liveNet = live[currency].staked - live[currency].won;
    const current = rewardFor(netOf(days.filter((day) => inSpan(day.day, worked))) + liveNet, rule);
    const isClaimed = latest !== undefined && latest.through.getTime() >= lastClosed.end.getTime();

    return {
      claimable,
      info: {
        success: true,
        status: available > 0 ? "available" : isClaimed ? "claimed" : "unavailable",
        statusCalculation: lastClosed.end.getTime() > through.getTime(),
        availableAfterDateTime: running.end.toISOString(),
        availableAfterDay: weekdayOf(running.end),
        currentReward: amountIn(currency, current),
        availableReward: amountIn(currency, available),
        maxReward: amountIn(currency, settings.maxReward),
        minReward: amountIn(currency, settings.minReward),
        percent: settings.percent,
        period: settings.period,
        currency,
        claimablePeriods: settings.claimablePeriods,
      },
    };
  }

  async function activeSettings(theme: ThemeId): Promise<CashbackSettings> {
    const settings = await promotions.settingsOf(cashbackPromotion, theme);
    if (!settings)
      throw new AppError("FORBIDDEN", { key: "promotionNotActive" }, { reason: "PROMOTION_NOT_ACTIVE" });
    return settings.config;
  }

  /** The player's cashback on the visitor's theme; null when the theme does not run it. */
  async function info(visitor: Player): Promise<CashbackInfo | null> {
    const settings = await promotions.settingsOf(cashbackPromotion, visitor.theme);
    if (!settings) return null;
    return (await standingOf(visitor.playerId, settings.config)).info;
  }

  /** What each theme running cashback returns for a period ending at `end`: its currency, span and rule. */
  async function rulesEndingAt(end: Date): Promise<{ currency: Currency; period: Span; rule: RewardRule }[]> {
    const found = new Map<string, { currency: Currency; period: Span; rule: RewardRule }>();
    for (const theme of THEME_IDS) {
      const settings = await promotions.settingsOf(cashbackPromotion, theme);
      if (!settings) continue;
      const period = periodOf(new Date(end.getTime() - 1), settings.config.period);
      if (period.end.getTime() !== end.getTime()) continue;
      const rule = rewardRuleOf(settings.config);
      found.set(JSON.stringify([settings.config.currency, period.start, rule]), {
        currency: settings.config.currency,
        period,
        rule,
      });
    }
    return [...found.values()];
  }

  return {
    info,

    /**
     * Claims every reward ready to claim on the visitor's theme (spec §7 `POST /rest/cashback/pay/`)
     * and answers what it paid, with the player's cashback after it.
     */
    async pay(visitor: Player, ip: string): Promise<{ prize: CashbackReward; cashback: CashbackInfo }> {
      const { playerId } = visitor;
      const settings = await activeSettings(visitor.theme);
      const { claimable, info: before } = await standingOf(playerId, settings);
      if (before.statusCalculation) {
        throw new AppError("CONFLICT", { key: "cashbackCalculating" }, { reason: "CASHBACK_CALCULATING" });
      }
      const rule = rewardRuleOf(settings);
      const { currency } = settings;
      const newest = claimable[0] as Span;
      const oldest = claimable.at(-1) as Span;
      const now = clock.now();

      const prize = await withTransaction(db, async (tx) => {
        const days = await repo.lockUnclaimedDays(
          tx,
          playerId,
          currency,
          utcDate(oldest.start),
          utcDate(newest.end),
        );
        const paying = claimable
          .map((period) => {
            const own = days.filter((day) => inSpan(day.day, period));
            return { days: own, net: netOf(own), reward: rewardFor(netOf(own), rule) };
          })
          .filter((period) => period.reward > 0);
        const reward = paying.reduce((sum, period) => sum + period.reward, 0);
        if (reward === 0) {
          // A second click, a retry or another tab: the first claim took the days; answer what it paid.
          const latest = await repo.findLatestClaim(tx, playerId);
          if (latest && latest.through.getTime() >= newest.end.getTime()) {
            return { coins: latest.coins, entries: latest.entries };
          }
          throw new AppError(
            "CONFLICT",
            { key: "cashbackNotAvailable" },
            { reason: "CASHBACK_NOT_AVAILABLE" },
          );
        }
        const returned = paying.flatMap((period) => period.days.map((day) => day.day)).sort();
        const claimId = randomUUID();
        const { prize: paid } = await promotions.within(tx).payPrize({
          playerId,
          promotion: "cashback",
          ip,
          prize: { ...amountIn(currency, reward), freeSpins: null },
          // A day's losses are returned once, so the first day a claim returns names it alone.
          idempotencyKey: `cashback:${playerId}:${currency}:${returned[0]}`,
          reference: `through:${utcDate(newest.end)}`,
        });
        if (paid.coins === 0 && paid.entries === 0) {
          throw new AppError(
            "FORBIDDEN",
            { key: "promotionNotInRegion" },
            { reason: "ENTRIES_NOT_AVAILABLE" },
          );
        }
        await repo.insertClaim(tx, {
          id: claimId,
          playerId,
          theme: visitor.theme,
          currency,
          through: newest.end,
          periods: paying.length,
          netLosses: paying.reduce((sum, period) => sum + period.net, 0),
          coins: paid.coins,
          entries: paid.entries,
          claimedAt: now,
        });
        await repo.markDaysClaimed(tx, playerId, currency, returned, claimId);
        await writeEvent(
          tx,
          CashbackClaimed,
          { playerId, payload: { claimId, coins: paid.coins, entries: paid.entries } },
          now,
        );
        return { coins: paid.coins, entries: paid.entries };
      });
      return { prize, cashback: (await standingOf(playerId, settings)).info };
    },

    /** Cashback's card on the promotions page. */
    async card(visitor: Player): Promise<PromotionCard | null> {
      const current = await info(visitor);
      if (!current) return null;
      const isAvailable = current.status === "available";
      const prize = isAvailable ? current.availableReward : current.currentReward;
      return {
        promotion: "cashback",
        state:
          isAvailable && !current.statusCalculation
            ? "available"
            : current.status === "claimed"
              ? "claimed"
              : "upcoming",
        availableAt: isAvailable && !current.statusCalculation ? null : current.availableAfterDateTime,
        prize: { ...prize, freeSpins: null },
      };
    },

    /**
     * The nightly calculation (the job's handler): the UTC day ending at the occurrence, read from
     * the wallet a page of players at a time and kept per player; then each player whose period
     * ended with a reward is told. Writing a day again gives the same rows, so an attempt that
     * failed half-way is simply run again.
     */
    async calculate(run: Pick<JobRun, "occurrence" | "signal" | "fence">): Promise<void> {
      const end = run.occurrence;
      const start = new Date(end.getTime() - DAY_MS);
      const day = utcDate(start);
      let after = "";
      let players = 0;
      for (;;) {
        run.signal.throwIfAborted();
        const page = await deps.wallet.playTotalsByPlayer(start, end, {
          afterPlayerId: after,
          limit: CALCULATION_PAGE,
        });
        if (page.length === 0) break;
        const rows = page.flatMap((totals) =>
          CURRENCIES.filter((currency) => totals[currency].staked !== 0 || totals[currency].won !== 0).map(
            (currency) => ({
              playerId: totals.playerId,
              day,
              currency,
              staked: totals[currency].staked,
              won: totals[currency].won,
            }),
          ),
        );
        await withTransaction(db, async (tx) => {
          await run.fence(tx);
          await repo.upsertDays(tx, rows, clock.now());
        });
        players += page.length;
        after = (page.at(-1) as { playerId: string }).playerId;
        if (page.length < CALCULATION_PAGE) break;
      }

      const rules = await rulesEndingAt(end);
      const told = await withTransaction(db, async (tx) => {
        await run.fence(tx);
        const rewarded = new Set<string>();
        for (const { currency, period, rule } of rules) {
          const losers = await repo.findNetLosers(tx, currency, utcDate(period.start), utcDate(period.end));
          for (const { playerId, netLosses } of losers) {
            if (rewardFor(netLosses, rule) > 0) rewarded.add(playerId);
          }
        }
        if (rewarded.size > 0) {
          const events = [...rewarded].map((playerId) =>
            outboxRow(CashbackAvailable, { playerId, payload: { periodEnd: end.toISOString() } }),
          );
          await tx.execute(insertOutboxRows(events, clock.now()));
        }
        await repo.deleteDaysBefore(tx, utcDate(new Date(end.getTime() - KEPT_DAYS * DAY_MS)));
        return rewarded.size;
      });
      deps.log.info({ day, players, rewarded: told }, "cashback calculated");
    },
  };
}

export type Cashback = ReturnType<typeof createCashback>;
