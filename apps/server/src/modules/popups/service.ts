/**
 * Popup ads (spec §3 "Popup ad", §4, §7 "Popups", §9): the operator's popups as data, and which a
 * visitor may be shown now. Rules, enforced here from the visitor's own record (a player by id,
 * a guest by the `popup_guest` cookie) whatever the site does:
 *
 * - an ad shows only at one of its trigger moments, to its audience: guests, players who joined in
 *   the last week (`newPlayers`), players who have not bought (`notPurchased`), players in a game
 *   mode, or everyone;
 * - each ad at most once per 24 hours, and no ad within a minute of the last one, counted from the
 *   `view`s the site reports (an ad handed out but never shown does not count);
 * - the answer is best first: the campaign's `company_priority`, then the ad's `popup_priority`,
 *   higher first.
 *
 * Every ad handed out is a showing with its own `log_id`; `log-action` records its view, click and
 * close once each, for the visitor it was handed to only.
 */
import { randomUUID } from "node:crypto";
import type {
  GameMode,
  Locale,
  PopupAd,
  PopupArt,
  PopupLogActionRequest,
  PopupTriggerType,
  ThemeId,
} from "@reelhouse/contract";
import type { Db } from "../../db/client.ts";
import { withTransaction } from "../../db/transaction.ts";
import type { Clock } from "../../lib/clock.ts";
import { AppError } from "../../lib/errors.ts";
import { holdFor } from "../../lib/held-value.ts";
import type { Accounts } from "../accounts/service.ts";
import type { Wallet } from "../wallet/service.ts";
import { demoPopupAds } from "./demo-ads.ts";
import * as repo from "./repo.ts";
import type { PopupContent, PopupText } from "./schema.ts";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Spec §9: one popup per 60 s. */
export const POPUP_SPACING_MS = MINUTE_MS;
/** Spec §4, §9: each popup once per 24 hours. */
export const POPUP_MEMORY_MS = DAY_MS;
/** A player is new for their first week. */
const NEW_PLAYER_MS = 7 * DAY_MS;

export interface PopupsDeps {
  db: Db;
  clock: Clock;
  accounts: Pick<Accounts, "standing">;
  wallet: Pick<Wallet, "purchaseCount">;
}

export type PopupVisitor = repo.VisitorKey & { theme: ThemeId; locale: Locale };

/** What the audiences ask of a player; null for a guest. */
interface PlayerFacts {
  joinedAt: Date;
  hasBought: boolean;
  gameMode: GameMode;
}

function isInAudience(ad: repo.PopupAdRow, player: PlayerFacts | null, now: Date): boolean {
  switch (ad.audience) {
    case "everyone":
      return true;
    case "guests":
      return player === null;
    case "newPlayers":
      return player !== null && now.getTime() - player.joinedAt.getTime() < NEW_PLAYER_MS;
    case "notPurchased":
      return player !== null && !player.hasBought;
    case "gameMode":
      return player !== null && player.gameMode === ad.gameMode;
    default:
      return false;
  }
}

const byPriority = (a: repo.PopupAdRow, b: repo.PopupAdRow) =>
  b.companyPriority - a.companyPriority || b.priority - a.priority || a.id.localeCompare(b.id);

const textIn = (text: PopupText, locale: Locale) => text[locale] ?? text.en;

function toPopupAd(row: repo.PopupAdRow, logId: string, locale: Locale): PopupAd {
  const content: PopupContent = row.content;
  const label = textIn(content.cta.label, locale);
  return {
    popup_id: row.id,
    popup_name: row.name,
    popup_delay_time: row.delaySeconds,
    popup_priority: row.priority,
    company_priority: row.companyPriority,
    popup_data: {
      title: textIn(content.title, locale),
      text: textIn(content.text, locale),
      art: content.art as PopupArt,
      cta:
        "packageId" in content.cta
          ? { kind: "package", label, packageId: content.cta.packageId }
          : { kind: "route", label, path: content.cta.path },
    },
    log_id: logId,
  };
}

function showingNotFound(): AppError {
  return new AppError("NOT_FOUND", { key: "popupShowingNotFound" }, { reason: "POPUP_SHOWING_NOT_FOUND" });
}

/**
 * How long the themes that run ads are held in memory (lib/held-value.ts): every app init asks,
 * and ads are installed data that no request changes.
 */
export const ACTIVE_THEMES_TTL_MS = 5_000;

export function createPopups({ db, clock, accounts, wallet }: PopupsDeps) {
  const activeThemes = holdFor(ACTIVE_THEMES_TTL_MS, clock, () => repo.themesWithActiveAds(db));

  async function playerFacts(playerId: string): Promise<PlayerFacts | null> {
    const [standing, purchases] = await Promise.all([
      accounts.standing(playerId),
      wallet.purchaseCount(playerId),
    ]);
    if (!standing) return null;
    return { joinedAt: standing.joinedAt, hasBought: purchases > 0, gameMode: standing.gameMode as GameMode };
  }

  return {
    /** App init's `popUpAds.isActive`: whether the theme runs any popup ad. */
    isActive: async (theme: ThemeId) => (await activeThemes.get()).has(theme),

    /** The ads `visitor` is eligible for now at `triggerType`, best first, each a new showing. */
    async adsFor(visitor: PopupVisitor, triggerType: PopupTriggerType): Promise<PopupAd[]> {
      const now = clock.now();
      const key: repo.VisitorKey = visitor.playerId
        ? { playerId: visitor.playerId }
        : { guestId: visitor.guestId as string };
      const [ads, views, player] = await Promise.all([
        repo.activeAdsOf(db, visitor.theme),
        repo.viewsSince(db, key, new Date(now.getTime() - POPUP_MEMORY_MS)),
        visitor.playerId ? playerFacts(visitor.playerId) : Promise.resolve(null),
      ]);
      const lastView = Math.max(0, ...[...views.values()].map((at) => at.getTime()));
      if (now.getTime() - lastView < POPUP_SPACING_MS) return [];
      const eligible = ads
        .filter(
          (ad) => ad.triggers.includes(triggerType) && !views.has(ad.id) && isInAudience(ad, player, now),
        )
        .sort(byPriority);
      const shown = eligible.map((ad) => ({ ad, logId: randomUUID() }));
      await withTransaction(db, async (tx) => {
        await repo.deleteUnseenShowings(tx, key, new Date(now.getTime() - POPUP_MEMORY_MS));
        await repo.insertShowings(
          tx,
          shown.map(({ ad, logId }) => ({ logId, popupId: ad.id, ...key, triggerType, servedAt: now })),
        );
      });
      return shown.map(({ ad, logId }) => toPopupAd(ad, logId, visitor.locale));
    },

    /**
     * Records what the caller did with a showing handed to them: once per showing and action (a
     * repeat answers the same and records nothing). A showing of someone else's, or one handed to a
     * guest reported as a player's (or the reverse), is not found.
     */
    async logAction(
      caller: { playerId: string | null; guestId: string | null },
      { log_id, action_id, is_player }: PopupLogActionRequest,
    ): Promise<void> {
      const showing = await repo.findShowing(db, log_id);
      const isCallers = is_player
        ? showing?.playerId != null && showing.playerId === caller.playerId
        : showing?.guestId != null && showing.guestId === caller.guestId;
      if (!isCallers) throw showingNotFound();
      await repo.insertAction(db, log_id, action_id, clock.now());
    },
  };
}

export type Popups = ReturnType<typeof createPopups>;

export async function seedDemoPopupAds(db: Db, clock: Clock): Promise<number> {
  return repo.insertMissingAds(db, demoPopupAds(clock.now()));
}
