/**
 * Daily login (spec §3, §7): a prize a day for coming back, climbing the theme's levels. The day is
 * the player's local day (the promotions engine); a claim is one row per player and day, written
 * before the prize is paid, so two tabs or a retried request pay once and answer the same claim.
 */
import { isDeepStrictEqual } from "node:util";
import {
  type DailyLoginInfo,
  type DailyLoginPrize,
  freeSpinsOf,
  type PlayerProfile,
  type PromotionCard,
  type ThemeId,
} from "@reelhouse/contract";
import type { Db } from "../../db/client.ts";
import { withTransaction } from "../../db/transaction.ts";
import type { Clock } from "../../lib/clock.ts";
import { AppError } from "../../lib/errors.ts";
import type { PlayerDay, Promotions, PromotionVisitor } from "../promotions/service.ts";
import { climbPosition } from "./climb.ts";
import * as repo from "./repo.ts";
import { type DailyLoginSettings, dailyLoginPromotion, levelPrizeOf } from "./settings.ts";

export interface DailyLoginDeps {
  db: Db;
  clock: Clock;
  promotions: Promotions;
}

type Requirement = Pick<DailyLoginInfo, "reasonType" | "reasonValue">;

const MET: Requirement = { reasonType: null, reasonValue: "empty" };

/** Whether the player has done the step the theme asks for before a claim. */
function requirementOf(settings: DailyLoginSettings, profile: PlayerProfile): Requirement {
  switch (settings.requires) {
    case "email":
      return profile.emailConfirmed ? MET : { reasonType: "email", reasonValue: "notConfirmed" };
    case "phone":
      return profile.phoneConfirmed ? MET : { reasonType: "phone", reasonValue: "notConfirmed" };
    case "easyProfile":
      return profile.easyProfileCompleted ? MET : { reasonType: "easyProfile", reasonValue: "notCompleted" };
    default:
      return MET;
  }
}

const REQUIREMENT_MESSAGES = {
  email: "promotionNeedsEmail",
  phone: "promotionNeedsPhone",
  easyProfile: "promotionNeedsProfile",
} as const;

function levelPrizes(settings: DailyLoginSettings): DailyLoginPrize[] {
  return settings.prizes.map((prize, index) => levelPrizeOf(prize, index + 1));
}

export function createDailyLogin(deps: DailyLoginDeps) {
  const { promotions } = deps;

  /** The player's climb after `latest`, their latest claim, on the theme's settings. */
  function infoOf(
    latest: repo.Claim | undefined,
    profile: PlayerProfile,
    settings: DailyLoginSettings,
    day: PlayerDay,
  ): DailyLoginInfo {
    const position = climbPosition(latest, day.date, settings.prizes.length);
    const requirement = requirementOf(settings, profile);
    const prizes = levelPrizes(settings);
    // Today's claim shows what it really paid (entries are left out where only coins are played).
    if (latest && position.claimedToday) prizes[latest.level - 1] = latest.prize;
    return {
      finishedAt: day.endsAt.toISOString(),
      isActive: true,
      isAvailable: !position.claimedToday && requirement.reasonType === null,
      levels: settings.prizes.length,
      activeLevel: position.activeLevel,
      claimedToday: position.claimedToday,
      prizes,
      type: settings.type,
      ...requirement,
    };
  }

  /**
   * Records today's claim of `offered` and pays it, in one transaction; when another request of the
   * player's recorded today's claim first, answers that one and pays nothing.
   */
  function claimLevel(
    visitor: PromotionVisitor & { playerId: string },
    ip: string,
    offered: DailyLoginPrize,
    day: PlayerDay,
  ): Promise<repo.Claim> {
    const { playerId } = visitor;
    return withTransaction(deps.db, async (tx) => {
      const claim = { day: day.date, level: offered.level, prize: offered };
      const recorded = await repo.insertClaim(tx, {
        ...claim,
        playerId,
        theme: visitor.theme,
        claimedAt: deps.clock.now(),
      });
      if (!recorded) return (await repo.findClaim(tx, playerId, day.date)) as repo.Claim;
      const paid = await promotions.within(tx).payPrize({
        playerId,
        promotion: "dailyLogin",
        ip,
        prize: { coins: offered.coins, entries: offered.entries, freeSpins: freeSpinsOf(offered) },
        idempotencyKey: `daily-login:${playerId}:${day.date}`,
        reference: `day:${day.date}:level:${offered.level}`,
      });
      const spins = paid.freeSpins;
      const prize: DailyLoginPrize = {
        ...offered,
        coins: paid.prize.coins,
        entries: paid.prize.entries,
        ...(spins
          ? {
              freeSpinId: spins.spinsId,
              endDate: spins.endDate,
              link: `/game?game=${encodeURIComponent(spins.gameId)}`,
            }
          : { freeSpinCount: 0, gameId: null }),
      };
      // The row holds the offered prize; it is rewritten only when the payment differs from it.
      if (!isDeepStrictEqual(prize, offered)) await repo.setClaimPrize(tx, playerId, day.date, prize);
      return { ...claim, prize };
    });
  }

  async function activeSettings(theme: ThemeId): Promise<DailyLoginSettings> {
    const settings = await promotions.settingsOf(dailyLoginPromotion, theme);
    if (!settings)
      throw new AppError("FORBIDDEN", { key: "promotionNotActive" }, { reason: "PROMOTION_NOT_ACTIVE" });
    return settings.config;
  }

  async function info(visitor: PromotionVisitor & { playerId: string }): Promise<DailyLoginInfo | null> {
    const settings = await promotions.settingsOf(dailyLoginPromotion, visitor.theme);
    if (!settings) return null;
    const [{ day, profile }, latest] = await Promise.all([
      promotions.playerDayAndProfile(visitor.playerId, visitor.reportedTimeZone),
      repo.findLatestClaim(deps.db, visitor.playerId),
    ]);
    return infoOf(latest, profile, settings.config, day);
  }

  return {
    info,

    /** Spec §7 `/rest/daily-login/info/`: an inactive answer when the theme does not run it. */
    async infoOrInactive(visitor: PromotionVisitor & { playerId: string }): Promise<DailyLoginInfo> {
      const answer = await info(visitor);
      if (answer) return answer;
      const day = await promotions.playerDay(visitor.playerId, visitor.reportedTimeZone);
      return {
        finishedAt: day.endsAt.toISOString(),
        isActive: false,
        isAvailable: false,
        levels: 0,
        activeLevel: 1,
        claimedToday: false,
        prizes: [],
        type: "default",
        ...MET,
      };
    },

    /**
     * Claims today's prize: records the claim (the first of the day wins; a later one answers it),
     * pays it through the promotions engine and answers what it paid with the climb after it.
     */
    async applyPrize(visitor: PromotionVisitor & { playerId: string }, ip: string) {
      const { playerId } = visitor;
      const settings = await activeSettings(visitor.theme);
      const [{ day, profile }, latest] = await Promise.all([
        promotions.playerDayAndProfile(playerId, visitor.reportedTimeZone),
        repo.findLatestClaim(deps.db, playerId),
      ]);
      const requirement = requirementOf(settings, profile);
      if (requirement.reasonType !== null) {
        throw new AppError(
          "FORBIDDEN",
          { key: REQUIREMENT_MESSAGES[requirement.reasonType] },
          { reason: "PROMOTION_STEP_REQUIRED" },
        );
      }
      const position = climbPosition(latest, day.date, settings.prizes.length);
      // A repeated claim answers today's; two racing ones are settled by the claim row's key.
      const claimed =
        position.claimedToday && latest
          ? latest
          : await claimLevel(
              visitor,
              ip,
              levelPrizes(settings)[position.activeLevel - 1] as DailyLoginPrize,
              day,
            );
      // Today's claim is the latest, and the profile was read above: the climb after it needs no reads.
      return { prizes: [claimed.prize], data: infoOf(claimed, profile, settings, day) };
    },

    /** The climb's card on the promotions page. */
    async card(visitor: PromotionVisitor & { playerId: string }): Promise<PromotionCard | null> {
      const current = await info(visitor);
      if (!current) return null;
      const prize = current.prizes[current.activeLevel - 1] as DailyLoginPrize;
      return {
        promotion: "dailyLogin",
        state: current.claimedToday ? "claimed" : current.isAvailable ? "available" : "locked",
        availableAt: current.claimedToday ? current.finishedAt : null,
        prize: { coins: prize.coins, entries: prize.entries, freeSpins: freeSpinsOf(prize) },
      };
    },
  };
}

export type DailyLogin = ReturnType<typeof createDailyLogin>;
