/**
 * The promotions engine every promotion stands on: each theme's settings as validated data
 * (settings.ts), the player's day (player-day.ts, in the zone their browser reports), who may take a
 * prize (eligibility.ts), paying a prize through the ledger from the promotion's own budget, and the
 * registry the site's feature info and promotions page are built from (features.ts).
 */
import type { PlayerProfile, Promotion, PromotionPrize, ThemeId } from "@reelhouse/contract";
import { minor } from "@reelhouse/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import type { Accounts } from "../accounts/service.ts";
import type { Restrictions } from "../restrictions/service.ts";
import type { GrantedFreeSpins, Studio } from "../studio/service.ts";
import type { Wallet } from "../wallet/service.ts";
import { eligiblePrize } from "./eligibility.ts";
import { createFeatureRegistry } from "./features.ts";
import { type PlayerDay, playerDay } from "./player-day.ts";
import { createPromotionSettings, type PromotionDefinition } from "./settings.ts";

export { type EligibilityDeps, eligiblePrize } from "./eligibility.ts";
export type { PromotionFeature, PromotionVisitor, WheelFeature } from "./features.ts";
export { dayNumber, nextLocalMidnight, type PlayerDay, playerDay } from "./player-day.ts";
export {
  demoFreeSpins,
  FreeSpinsSettings,
  PrizeSettings,
  promotionPrizeOf,
} from "./prize-settings.ts";
export type { ActiveSettings, PromotionDefinition } from "./settings.ts";
export { TIME_ZONE_COOKIE, visitorOf } from "./visitor.ts";

export interface PromotionsDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  wallet: Wallet;
  accounts: Accounts;
  restrictions: Restrictions;
  studio: Studio;
}

/** What a prize paid: its amounts after the eligibility rules, and the free spins granted. */
export interface PaidPrize {
  prize: PromotionPrize;
  freeSpins: GrantedFreeSpins | null;
}

/** One prize to pay: `idempotencyKey` names the single occasion it is for (a day, a spin). */
export interface PrizeClaim {
  playerId: string;
  promotion: Promotion;
  ip: string;
  prize: PromotionPrize;
  idempotencyKey: string;
  /** What the prize was for, kept with the ledger transaction (`day:2026-11-28`). */
  reference: string;
}

export function createPromotions(deps: PromotionsDeps) {
  const settings = createPromotionSettings(deps);
  const features = createFeatureRegistry();

  return {
    define: settings.define,
    settingsOf: settings.active,
    seedDemo: settings.seedDemo,
    registerFeature: features.register,
    registerWheel: features.registerWheel,
    featuresGamesInfo: features.featuresGamesInfo,
    promotionCards: features.cards,

    /** The player's current day, in the zone their browser reported (kept on the profile). */
    async playerDay(playerId: string, reportedTimeZone: string | null): Promise<PlayerDay> {
      const timeZone = await deps.accounts.keepTimeZone(playerId, reportedTimeZone);
      return playerDay(deps.clock.now(), timeZone);
    },

    /** The same with the player's profile, read with it (a claim checks the steps its promotion asks). */
    async playerDayAndProfile(
      playerId: string,
      reportedTimeZone: string | null,
    ): Promise<{ day: PlayerDay; profile: PlayerProfile }> {
      const { profile, timeZone } = await deps.accounts.getProfileAndTimeZone(playerId, reportedTimeZone);
      return { day: playerDay(deps.clock.now(), timeZone), profile };
    },

    within: (tx: Db) => ({
      /** The player's day at `at` (when something happened), in the zone kept on their profile. */
      async playerDayAt(playerId: string, at: Date): Promise<PlayerDay> {
        return playerDay(at, await deps.accounts.within(tx).timeZone(playerId));
      },

      /** A promotion's settings on a theme, read in `tx` (see `settingsOf`). */
      settingsOf: <Config>(definition: PromotionDefinition<Config>, theme: ThemeId) =>
        settings.activeWithin(tx, definition, theme),

      /**
       * Pays a prize in the caller's transaction, after the eligibility rules, from the promotion's
       * budget: coins and entries through the ledger, free spins as a grant of the studio whose
       * stakes the budget pays as they are played. Answers what was paid (entries are left out where
       * only coins may be played). The idempotency key makes a repeated claim pay once.
       */
      async payPrize(claim: PrizeClaim): Promise<PaidPrize> {
        const prize = await eligiblePrize(deps, tx, claim);
        const spins = prize.freeSpins;
        const freeSpins = spins
          ? await deps.studio.within(tx).grantFreeSpins({
              playerId: claim.playerId,
              gameId: spins.gameId,
              currency: spins.currency,
              betLevel: spins.freeSpinsBetLevel,
              count: spins.freeSpinCount,
              lifetimeMs: spins.freeSpinLifetime,
              budget: claim.promotion,
              idempotencyKey: `${claim.idempotencyKey}:free-spins`,
              source: `${claim.promotion}:${claim.reference}`.slice(0, 100),
            })
          : null;
        if (prize.coins > 0 || prize.entries > 0) {
          await deps.wallet
            .within(tx)
            .promotionPrize(
              claim.playerId,
              claim.promotion,
              { coins: minor("coins", prize.coins), entries: minor("entries", prize.entries) },
              claim.idempotencyKey,
              claim.reference,
            );
        }
        return { prize, freeSpins };
      },
    }),
  };
}

export type Promotions = ReturnType<typeof createPromotions>;
