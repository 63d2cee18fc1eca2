/**
 * The daily wheel: one free spin a player day, a booster wheel spin for each completed purchase,
 * extra wheel spins. A spin is one transaction: the player's wheel is locked (their spins take
 * turns), the key is looked up (a resent or doubled request answers the spin it made), the spin
 * is checked to be there (today's not spun yet; a booster or extra spin waiting), the segment is
 * drawn by the studio from the player's seed pair at its next nonce, and the spin row, the used
 * grant and the prize (from the `dailyWheel` budget, under a wallet key naming the one occasion)
 * are written together. Anything refused or failing leaves nothing behind, the nonce included.
 */
import { randomUUID } from "node:crypto";
import type {
  DailyWheelInfo,
  PromotionCard,
  ThemeId,
  Wheel,
  WheelKind,
  WheelSpin,
} from "@reelhouse/contract";
import type { Db } from "../../db/client.ts";
import { withTransaction } from "../../db/transaction.ts";
import type { Clock } from "../../lib/clock.ts";
import { AppError } from "../../lib/errors.ts";
import { replay, replayed, requestDigest } from "../../lib/idempotency.ts";
import type { PlayerDay, Promotions, PromotionVisitor } from "../promotions/service.ts";
import type { PromotionDraw, Studio } from "../studio/service.ts";
import * as repo from "./repo.ts";
import { type DailyWheelSettings, dailyWheelPromotion, type Segment } from "./settings.ts";

export interface DailyWheelDeps {
  db: Db;
  clock: Clock;
  promotions: Promotions;
  studio: Pick<Studio, "within" | "ensureSeeds" | "promotionDraws">;
}

type Player = PromotionVisitor & { playerId: string };

/** Recent spins listed in the info (the wheel's history panel). */
const SPINS_SHOWN = 10;

const KINDS: readonly WheelKind[] = ["daily", "booster", "extra"];

function wheelOf(kind: WheelKind, segments: Segment[]): Wheel {
  const total = segments.reduce((sum, segment) => sum + segment.weight, 0);
  return {
    kind,
    segments: segments.map((segment) => ({ ...segment, odds: segment.weight / total })),
  };
}

function wheelNotAvailable(): AppError {
  return new AppError("CONFLICT", { key: "wheelNotAvailable" }, { reason: "WHEEL_NOT_AVAILABLE" });
}

function toSpin(row: repo.SpinRow, draw: PromotionDraw | undefined): WheelSpin {
  return {
    spinId: row.id,
    kind: row.kind,
    segment: row.segment,
    weights: row.weights,
    prize: row.prize,
    freeSpinsLink: row.freeSpinsLink,
    fairness: { ...row.draw, serverSeed: draw?.serverSeed ?? null },
    spunAt: row.spunAt.toISOString(),
  };
}

export function createDailyWheel(deps: DailyWheelDeps) {
  const { promotions, studio } = deps;

  async function settingsOf(theme: ThemeId): Promise<DailyWheelSettings | null> {
    return (await promotions.settingsOf(dailyWheelPromotion, theme))?.config ?? null;
  }

  /** Spin rows as the player sees them, each with its pair's server seed once revealed. */
  async function spinsOf(playerId: string, rows: repo.SpinRow[]): Promise<WheelSpin[]> {
    const draws = await studio.promotionDraws(
      playerId,
      rows.map((row) => row.draw.drawId),
    );
    return rows.map((row) =>
      toSpin(
        row,
        draws.find((draw) => draw.drawId === row.draw.drawId),
      ),
    );
  }

  async function infoOf(
    playerId: string,
    settings: DailyWheelSettings,
    day: PlayerDay,
  ): Promise<DailyWheelInfo> {
    const [spunToday, waiting, rows] = await Promise.all([
      repo.hasDailySpin(deps.db, playerId, day.date),
      repo.countWaitingGrants(deps.db, playerId),
      repo.listSpins(deps.db, playerId, SPINS_SHOWN),
    ]);
    return {
      isActive: true,
      wheels: KINDS.map((kind) => wheelOf(kind, settings[kind])),
      isDailyAvailable: !spunToday,
      boosterSpins: waiting.booster,
      extraSpins: waiting.extra,
      nextDailyAt: day.endsAt.toISOString(),
      spins: await spinsOf(playerId, rows),
    };
  }

  async function info(visitor: Player): Promise<DailyWheelInfo | null> {
    const settings = await settingsOf(visitor.theme);
    if (!settings) return null;
    const day = await promotions.playerDay(visitor.playerId, visitor.reportedTimeZone);
    return infoOf(visitor.playerId, settings, day);
  }

  return {
    info,

    /** `GET /rest/daily-wheel/info/`: an inactive answer, with no wheels, where the theme does not run it. */
    async infoOrInactive(visitor: Player): Promise<DailyWheelInfo> {
      const answer = await info(visitor);
      if (answer) return answer;
      const day = await promotions.playerDay(visitor.playerId, visitor.reportedTimeZone);
      return {
        isActive: false,
        wheels: [],
        isDailyAvailable: false,
        boosterSpins: 0,
        extraSpins: 0,
        nextDailyAt: day.endsAt.toISOString(),
        spins: [],
      };
    },

    /** Spec §3 `boosterWheel` / `extraWheel`: the player's spins of `kind` waiting, oldest first. */
    async waiting(visitor: PromotionVisitor, kind: repo.GrantKind): Promise<{ id: string }[]> {
      if (!visitor.playerId || !(await settingsOf(visitor.theme))) return [];
      const grants = await repo.listWaitingGrants(deps.db, visitor.playerId, kind);
      return grants.map(({ id }) => ({ id }));
    },

    /**
     * Spins the player's wheel of `kind` and pays its prize; the same key answers the same spin
     * (another kind with it is 409 `IDEMPOTENCY_KEY_REUSED`); no spin of the kind there is 409
     * `WHEEL_NOT_AVAILABLE`; a theme that does not run the wheel is 403 `PROMOTION_NOT_ACTIVE`.
     */
    async spin(
      visitor: Player,
      order: { kind: WheelKind; idempotencyKey: string },
      ip: string,
    ): Promise<{ spin: WheelSpin; info: DailyWheelInfo }> {
      const { playerId } = visitor;
      const settings = await settingsOf(visitor.theme);
      if (!settings) {
        throw new AppError("FORBIDDEN", { key: "promotionNotActive" }, { reason: "PROMOTION_NOT_ACTIVE" });
      }
      // The draw needs the player's seeds, which are never made inside another transaction.
      await studio.ensureSeeds(playerId);
      const day = await promotions.playerDay(playerId, visitor.reportedTimeZone);
      const digest = requestDigest({ kind: order.kind });
      const row = await withTransaction(deps.db, async (tx) => {
        await repo.lockPlayerWheel(tx, playerId);
        const made = await repo.findSpinByKey(tx, playerId, order.idempotencyKey);
        if (made) return replayed(replay(made, digest, (spun) => spun));
        let occasion: string;
        let grantId: string | null = null;
        if (order.kind === "daily") {
          if (await repo.hasDailySpin(tx, playerId, day.date)) throw wheelNotAvailable();
          occasion = `${playerId}:${day.date}`;
        } else {
          const [grant] = await repo.listWaitingGrants(tx, playerId, order.kind);
          if (!grant) throw wheelNotAvailable();
          grantId = grant.id;
          occasion = `grant:${grant.id}`;
        }
        const segments = settings[order.kind];
        const weights = segments.map((segment) => segment.weight);
        const draw = await studio
          .within(tx)
          .drawForPromotion({ playerId, purpose: `dailyWheel:${order.kind}`, weights });
        const offered = (segments[draw.pick] as Segment).prize;
        const paid = await promotions.within(tx).payPrize({
          playerId,
          promotion: "dailyWheel",
          ip,
          prize: offered,
          idempotencyKey: `daily-wheel:${occasion}`,
          reference: `wheel:${order.kind}:segment:${draw.pick}`,
        });
        const spun: repo.SpinRow = {
          id: randomUUID(),
          playerId,
          kind: order.kind,
          day: order.kind === "daily" ? day.date : null,
          idempotencyKey: order.idempotencyKey,
          requestDigest: digest,
          segment: draw.pick,
          weights,
          prize: paid.prize,
          freeSpinsLink: paid.freeSpins ? `/game?game=${encodeURIComponent(paid.freeSpins.gameId)}` : null,
          draw: {
            drawId: draw.drawId,
            serverSeedHash: draw.serverSeedHash,
            clientSeed: draw.clientSeed,
            nonce: draw.nonce,
          },
          theme: visitor.theme,
          spunAt: deps.clock.now(),
        };
        await repo.insertSpin(tx, spun);
        if (grantId && !(await repo.spendGrant(tx, grantId, spun.id))) {
          throw new Error(`wheel grant ${grantId} was used under the player's lock`);
        }
        return spun;
      });
      const [spin] = await spinsOf(playerId, [row]);
      return { spin: spin as WheelSpin, info: await infoOf(playerId, settings, day) };
    },

    within: (tx: Db) => ({
      /** Gives one booster or extra spin for `source` (a payment); the same source gives none more. */
      grantSpin: (grant: { playerId: string; kind: repo.GrantKind; source: string }): Promise<boolean> =>
        repo.insertGrant(tx, { id: randomUUID(), ...grant, grantedAt: deps.clock.now() }),
    }),

    /** The wheel's card on the promotions page: available while a daily, booster or extra spin waits. */
    async card(visitor: Player): Promise<PromotionCard | null> {
      const current = await info(visitor);
      if (!current) return null;
      const isAvailable = current.isDailyAvailable || current.boosterSpins + current.extraSpins > 0;
      return {
        promotion: "dailyWheel",
        state: isAvailable ? "available" : "claimed",
        availableAt: isAvailable ? null : current.nextDailyAt,
        // A wheel's prize is what it lands on: the card promises none, the wheel shows the odds.
        prize: null,
      };
    },
  };
}

export type DailyWheel = ReturnType<typeof createDailyWheel>;
