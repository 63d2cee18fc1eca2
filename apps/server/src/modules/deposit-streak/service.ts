/**
 * Deposit streak (spec §3, §7): purchases on consecutive local days of the player fill a streak of
 * steps, each unlocking its prize. Purchases are heard from the payments module's events (a refund
 * takes its purchase back); the streak itself is worked out from the purchase days on every read
 * (streak.ts), so there is no state to keep in step. A claim is one row per player and purchase
 * day, written before the prize is paid in the same transaction: a double click, a retry or a second
 * tab pays once and answers the first claim.
 */
import type {
  DepositStreakGroupInfo,
  DepositStreakInfo,
  DepositStreakPrize,
  DepositStreakStep,
  PromotionCard,
  ThemeId,
} from "@reelhouse/contract";
import type { Db } from "../../db/client.ts";
import { writeEvent } from "../../db/outbox.ts";
import { withTransaction } from "../../db/transaction.ts";
import type { Clock } from "../../lib/clock.ts";
import { AppError } from "../../lib/errors.ts";
import {
  type PlayerDay,
  type PrizeSettings,
  type Promotions,
  type PromotionVisitor,
  playerDay,
  promotionPrizeOf,
} from "../promotions/service.ts";
import { DepositStreakPurchaseCounted, DepositStreakPurchaseRefunded } from "./events.ts";
import * as repo from "./repo.ts";
import {
  type DepositStreakSettings,
  depositStreakPromotion,
  type GroupSettings,
  groupOf,
  stepsOf,
} from "./settings.ts";
import { type StreakPosition, streakPosition } from "./streak.ts";

export interface DepositStreakDeps {
  db: Db;
  clock: Clock;
  promotions: Promotions;
}

type Player = PromotionVisitor & { playerId: string };

/** A payment as the payments module's events tell it. */
export interface PurchaseEvent {
  playerId: string;
  paymentId: string;
  at: Date;
}

function stepPrizeOf(prize: PrizeSettings, step: number): DepositStreakPrize {
  return { step, ...promotionPrizeOf(prize) };
}

/** Where the player stands: the running streak, the purchases before it, and the group they set. */
interface Standing {
  position: StreakPosition;
  purchases: number;
  group: GroupSettings;
}

export function createDepositStreak(deps: DepositStreakDeps) {
  const { promotions } = deps;

  async function standingOf(
    handle: Db,
    playerId: string,
    settings: DepositStreakSettings,
    day: PlayerDay,
  ): Promise<Standing> {
    const position = streakPosition(await repo.purchaseDays(handle, playerId), day.date, stepsOf(settings));
    // The group is set by the purchases before the streak began, so it holds for the whole streak.
    const purchases = await repo.purchasesBefore(handle, playerId, position.days[0] ?? day.date);
    return { position, purchases, group: groupOf(settings, purchases) };
  }

  async function infoOf(
    handle: Db,
    playerId: string,
    settings: DepositStreakSettings,
    day: PlayerDay,
  ): Promise<DepositStreakInfo> {
    const { position, group } = await standingOf(handle, playerId, settings, day);
    const claims = new Map(
      (await repo.findClaims(handle, playerId, position.days)).map((claim) => [claim.day, claim]),
    );
    const prizes = group.prizes.map((prize, index): DepositStreakStep => {
      const step = index + 1;
      const filledOn = position.days[index] ?? null;
      const claim = filledOn ? claims.get(filledOn) : undefined;
      // A claimed step shows what it paid (entries are left out where only coins are played).
      if (claim) return { ...claim.prize, step, state: "claimed", filledOn, link: claim.link };
      return { ...stepPrizeOf(prize, step), state: filledOn ? "claimable" : "locked", filledOn, link: null };
    });
    const last = position.days.at(-1);
    // The streak breaks at the end of the day after its last purchase day.
    const finishedAt = !last
      ? null
      : position.purchasedToday
        ? playerDay(day.endsAt, day.timeZone).endsAt
        : day.endsAt;
    return {
      isActive: true,
      finishedAt: finishedAt?.toISOString() ?? null,
      steps: stepsOf(settings),
      filledSteps: position.days.length,
      purchasedToday: position.purchasedToday,
      dayEndsAt: day.endsAt.toISOString(),
      group: group.group,
      prizes,
    };
  }

  async function activeSettings(theme: ThemeId): Promise<DepositStreakSettings> {
    const settings = await promotions.settingsOf(depositStreakPromotion, theme);
    if (!settings)
      throw new AppError("FORBIDDEN", { key: "promotionNotActive" }, { reason: "PROMOTION_NOT_ACTIVE" });
    return settings.config;
  }

  async function info(visitor: Player): Promise<DepositStreakInfo | null> {
    const settings = await promotions.settingsOf(depositStreakPromotion, visitor.theme);
    if (!settings) return null;
    const day = await promotions.playerDay(visitor.playerId, visitor.reportedTimeZone);
    return infoOf(deps.db, visitor.playerId, settings.config, day);
  }

  async function groupInfo(visitor: Player): Promise<DepositStreakGroupInfo | null> {
    const settings = await promotions.settingsOf(depositStreakPromotion, visitor.theme);
    if (!settings) return null;
    const day = await promotions.playerDay(visitor.playerId, visitor.reportedTimeZone);
    const { purchases, group } = await standingOf(deps.db, visitor.playerId, settings.config, day);
    const groups = settings.config.groups.map(({ group: id, minPurchases }) => ({ group: id, minPurchases }));
    return {
      group: group.group,
      purchases,
      next: groups.find((candidate) => candidate.minPurchases > purchases) ?? null,
      groups,
    };
  }

  return {
    info,
    groupInfo,

    /** Spec §7 `/info/`: an inactive answer when the theme does not run the streak. */
    async infoOrInactive(visitor: Player): Promise<DepositStreakInfo> {
      const answer = await info(visitor);
      if (answer) return answer;
      const day = await promotions.playerDay(visitor.playerId, visitor.reportedTimeZone);
      return {
        isActive: false,
        finishedAt: null,
        steps: 0,
        filledSteps: 0,
        purchasedToday: false,
        dayEndsAt: day.endsAt.toISOString(),
        group: "newcomer",
        prizes: [],
      };
    },

    /** Spec §7 `/group-info/`: refused where the theme does not run the streak. */
    async requireGroupInfo(visitor: Player): Promise<DepositStreakGroupInfo> {
      await activeSettings(visitor.theme);
      return (await groupInfo(visitor)) as DepositStreakGroupInfo;
    },

    /** Spec §7 `/wheels-prizes/`: the prize of every step for the player's group, shown as paid. */
    async stepPrizes(visitor: Player) {
      const settings = await activeSettings(visitor.theme);
      const day = await promotions.playerDay(visitor.playerId, visitor.reportedTimeZone);
      const { group } = await standingOf(deps.db, visitor.playerId, settings, day);
      return {
        group: group.group,
        prizes: group.prizes.map((prize, index) => stepPrizeOf(prize, index + 1)),
      };
    },

    /**
     * Claims the prize of a filled step of the running streak: records the claim for the purchase
     * day that filled it (the first claim wins; a later one answers it), pays it through the
     * promotions engine, and answers what it paid with the streak after it.
     */
    async applyPrize(visitor: Player, step: number, ip: string) {
      const { playerId } = visitor;
      const settings = await activeSettings(visitor.theme);
      if (step > stepsOf(settings)) {
        throw new AppError("BAD_REQUEST", { key: "depositStreakStepUnknown" });
      }
      const day = await promotions.playerDay(playerId, visitor.reportedTimeZone);
      const prize = await withTransaction(deps.db, async (tx) => {
        const { position, group } = await standingOf(tx, playerId, settings, day);
        const filledOn = position.days[step - 1];
        if (!filledOn) throw new AppError("CONFLICT", { key: "depositStreakStepNotFilled" });
        const offered = stepPrizeOf(group.prizes[step - 1] as PrizeSettings, step);
        const recorded = await repo.insertClaim(tx, {
          playerId,
          day: filledOn,
          streakStart: position.days[0] as string,
          step,
          group: group.group,
          prize: offered,
          link: null,
          theme: visitor.theme,
          claimedAt: deps.clock.now(),
        });
        if (!recorded) {
          const [claim] = await repo.findClaims(tx, playerId, [filledOn]);
          return { ...(claim as repo.Claim).prize, step };
        }
        const paid = await promotions.within(tx).payPrize({
          playerId,
          promotion: "depositStreak",
          ip,
          prize: offered,
          idempotencyKey: `deposit-streak:${playerId}:${filledOn}`,
          reference: `day:${filledOn}:step:${step}`,
        });
        const spins = paid.freeSpins;
        const prize: DepositStreakPrize = { step, ...paid.prize };
        const link = spins ? `/game?game=${encodeURIComponent(spins.gameId)}` : null;
        await repo.setClaimPaid(tx, playerId, filledOn, { prize, link });
        return prize;
      });
      return { prize, data: await infoOf(deps.db, playerId, settings, day) };
    },

    /**
     * Counts a completed purchase on the player's local day of its completion (heard twice, once).
     * Runs in the relay's transaction; every theme reads the same purchases.
     */
    async countPurchase(tx: Db, purchase: PurchaseEvent): Promise<void> {
      const day = await promotions.within(tx).playerDayAt(purchase.playerId, purchase.at);
      const counted = await repo.insertPurchase(tx, {
        paymentId: purchase.paymentId,
        playerId: purchase.playerId,
        day: day.date,
        completedAt: purchase.at,
      });
      if (!counted) return;
      await writeEvent(
        tx,
        DepositStreakPurchaseCounted,
        { playerId: purchase.playerId, payload: { day: day.date } },
        deps.clock.now(),
      );
    },

    /**
     * A refund takes its purchase out of the streak: its day counts only while another purchase of
     * the day stands. A prize already claimed for the day stays paid, and the day pays no other.
     */
    async takeBackPurchase(tx: Db, purchase: PurchaseEvent): Promise<void> {
      const day = await repo.markRefunded(tx, purchase.paymentId, purchase.at);
      if (day === null) return;
      await writeEvent(
        tx,
        DepositStreakPurchaseRefunded,
        { playerId: purchase.playerId, payload: { day } },
        deps.clock.now(),
      );
    },

    /** The streak's card on the promotions page. */
    async card(visitor: Player): Promise<PromotionCard | null> {
      const current = await info(visitor);
      if (!current) return null;
      const claimable = current.prizes.find((prize) => prize.state === "claimable");
      // Otherwise the prize the next purchase day fills (a new streak's first after the last step).
      const next = claimable ?? current.prizes[current.filledSteps % current.steps];
      return {
        promotion: "depositStreak",
        state: claimable ? "available" : current.purchasedToday ? "claimed" : "locked",
        availableAt: !claimable && current.purchasedToday ? current.dayEndsAt : null,
        prize: next ? { coins: next.coins, entries: next.entries, freeSpins: next.freeSpins } : null,
      };
    },
  };
}

export type DepositStreak = ReturnType<typeof createDepositStreak>;
