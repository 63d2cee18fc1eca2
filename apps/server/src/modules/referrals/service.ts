/**
 * Refer a friend (spec §1, §2 `/invite-friends`, §3 `player-referral-info`). Every player has a
 * personal code; a sign-up that carries one (`invited_by` / `refcode`) joins the friend to its
 * inviter. Two milestones pay both players from the `referral` budget: the friend's email
 * confirmed and the friend's first completed purchase, each heard from its module's event in the
 * relay's transaction and recorded (one row per friend and milestone) before it is paid, so an
 * event heard twice pays once.
 *
 * Farming: a friend who signed up from a browser and address the inviter has signed in from, who
 * gives the inviter's postal address, or who pays with a card the inviter has paid with, pays
 * neither player (`heldBack`, kept for operators);
 * past `monthlyLimit` friends in a month only the friend is paid.
 */
import { randomInt } from "node:crypto";
import type {
  PromotionCard,
  ReferralHold,
  ReferralInfo,
  ReferralMilestone,
  ReferralReward,
  ReferredFriend,
  ThemeId,
} from "@reelhouse/contract";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { AppError } from "../../lib/errors.ts";
import type { CreatedPlayer } from "../accounts/events.ts";
import type { Accounts } from "../accounts/service.ts";
import type { Payments } from "../payments/service.ts";
import type { Promotions, PromotionVisitor } from "../promotions/service.ts";
import * as repo from "./repo.ts";
import { type ReferralRewardSettings, type ReferralSettings, referralPromotion } from "./settings.ts";

export interface ReferralsDeps {
  db: Db;
  clock: Clock;
  accounts: Accounts;
  payments: Pick<Payments, "within">;
  promotions: Promotions;
}

type Player = PromotionVisitor & { playerId: string };

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed is not misread. */
const CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const CODE_LENGTH = 8;
/** Friends listed on the page; the totals count them all. */
const FRIENDS_SHOWN = 50;

export function newReferralCode(): string {
  let code = "";
  for (let n = 0; n < CODE_LENGTH; n += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** A code as a link carried it: trimmed, upper case, with the letters people confuse read as digits. */
export function normalizedCode(written: string): string | null {
  const code = written.trim().toUpperCase().replace(/[IL]/g, "1").replace(/O/g, "0");
  return /^[0-9A-HJKMNP-TV-Z]{8}$/.test(code) ? code : null;
}

/** An address compared without case, punctuation or spacing; null until the street and zip are given. */
function addressKey(row: { address: string | null; zip: string | null } | undefined): string | null {
  if (!row?.address || !row.zip) return null;
  const squeeze = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");
  return `${squeeze(row.address)}|${squeeze(row.zip)}`;
}

/** "Ana", or "an•••@example.com" for a friend who has not given a name. */
function friendName(contact: { name: string | null; email: string } | undefined): string {
  if (contact?.name) return contact.name;
  const [local = "", domain = ""] = (contact?.email ?? "").split("@");
  return `${local.slice(0, 2)}•••@${domain}`;
}

function rewardOf(milestone: ReferralMilestone, settings: ReferralSettings): ReferralReward {
  const prize = (reward: ReferralRewardSettings) => ({ ...reward, freeSpins: null });
  return {
    milestone,
    inviter: prize(settings[milestone].inviter),
    friend: prize(settings[milestone].friend),
  };
}

function startOfUtcMonth(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}

export function createReferrals(deps: ReferralsDeps) {
  const { db, clock, accounts, payments, promotions } = deps;

  /** The player's code, made on first need (players from before referrals have none yet). */
  async function codeOf(handle: Db, playerId: string): Promise<string> {
    for (;;) {
      const existing = await repo.findCode(handle, playerId);
      if (existing) return existing;
      // A taken code (1 in 10^12 per pair) is drawn again.
      await repo.insertCode(handle, playerId, newReferralCode(), clock.now());
    }
  }

  /** Why the friend's rewards stop for both players, or null. */
  async function farmingHold(tx: Db, referral: repo.ReferralRow): Promise<ReferralHold | null> {
    const reads = accounts.within(tx);
    const devices = await reads.signInDevices(referral.inviterId);
    const sameDevice = devices.some(
      (device) =>
        device.ip === referral.signUpIp && (device.userAgent ?? null) === (referral.signUpUserAgent ?? null),
    );
    if (sameDevice) return "sameDevice";
    const addresses = await reads.addresses([referral.inviterId, referral.friendId]);
    const inviter = addressKey(addresses.find((row) => row.id === referral.inviterId));
    const friend = addressKey(addresses.find((row) => row.id === referral.friendId));
    if (inviter !== null && inviter === friend) return "sameAddress";
    const cards = payments.within(tx);
    const inviterCards = new Set(await cards.cardFingerprints(referral.inviterId));
    const friendCards = await cards.cardFingerprints(referral.friendId);
    return friendCards.some((card) => inviterCards.has(card)) ? "samePaymentCard" : null;
  }

  /**
   * Pays one player's part of a milestone; a player who may not be paid now (blocked, on a break
   * from play, in a place without coins) forgoes it, as they would a promotion's claim.
   */
  async function payPart(
    tx: Db,
    part: { playerId: string; ip: string; reward: ReferralRewardSettings; key: string; reference: string },
  ): Promise<ReferralRewardSettings> {
    try {
      const { prize } = await promotions.within(tx).payPrize({
        playerId: part.playerId,
        promotion: "referral",
        ip: part.ip,
        prize: { ...part.reward, freeSpins: null },
        idempotencyKey: part.key,
        reference: part.reference,
      });
      return { coins: prize.coins, entries: prize.entries };
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 403) return { coins: 0, entries: 0 };
      throw error;
    }
  }

  async function infoOf(player: Player, settings: ReferralSettings): Promise<ReferralInfo> {
    const code = await codeOf(db, player.playerId);
    const [{ friends, rewards }, invited, joined] = await Promise.all([
      repo.listFriends(db, player.playerId, FRIENDS_SHOWN),
      repo.countFriends(db, player.playerId),
      repo.findReferral(db, player.playerId),
    ]);
    const contacts = await accounts.contacts(friends.map((friend) => friend.friendId));
    const listed: ReferredFriend[] = friends.map((friend) => {
      const reached = rewards.filter((reward) => reward.friendId === friend.friendId);
      return {
        name: friendName(contacts.find((contact) => contact.id === friend.friendId)),
        joinedAt: friend.joinedAt.toISOString(),
        reached: (["confirmed", "purchased"] as const).filter((milestone) =>
          reached.some((reward) => reward.milestone === milestone),
        ),
        earned: {
          coins: reached.reduce((sum, reward) => sum + reward.inviterCoins, 0),
          entries: reached.reduce((sum, reward) => sum + reward.inviterEntries, 0),
        },
        heldBack:
          (friend.heldBack as ReferralHold | null) ??
          (reached.some((reward) => reward.inviterHeldBack) ? "monthlyLimit" : null),
      };
    });
    const totals = await repo.inviterTotals(db, player.playerId);
    return {
      code,
      path: `/signup/?invited_by=${code}`,
      rewards: [rewardOf("confirmed", settings), rewardOf("purchased", settings)],
      monthlyLimit: settings.monthlyLimit,
      friends: listed,
      totals: { invited, ...totals },
      invited: joined !== undefined,
    };
  }

  async function activeSettings(theme: ThemeId): Promise<ReferralSettings | null> {
    return (await promotions.settingsOf(referralPromotion, theme))?.config ?? null;
  }

  return {
    /** The player's referral, or null where the theme does not run referrals. */
    async info(player: Player): Promise<ReferralInfo | null> {
      const settings = await activeSettings(player.theme);
      return settings ? infoOf(player, settings) : null;
    },

    /** `GET /rest/player-referral/info/`: 403 `PROMOTION_NOT_ACTIVE` where the theme does not run referrals. */
    async page(player: Player): Promise<ReferralInfo> {
      const info = await this.info(player);
      if (!info)
        throw new AppError("FORBIDDEN", { key: "promotionNotActive" }, { reason: "PROMOTION_NOT_ACTIVE" });
      return info;
    },

    /**
     * The promotions page's card: the inviter's reward for a friend's first purchase. Nothing is
     * ever waiting to be claimed (rewards are paid as friends reach them), so it never counts as
     * a reward waiting.
     */
    async card(player: Player): Promise<PromotionCard | null> {
      const settings = await activeSettings(player.theme);
      if (!settings) return null;
      return {
        promotion: "referral",
        state: "empty",
        availableAt: null,
        prize: rewardOf("purchased", settings).inviter,
      };
    },

    /** Whether the player joined through a friend's link (app init `isAffiliate`). */
    async wasInvited(playerId: string): Promise<boolean> {
      return (await repo.findReferral(db, playerId)) !== undefined;
    },

    /**
     * A new player, in the transaction that creates them: their own code, and their inviter when
     * the sign-up carried a code of another player's. A code nobody holds is ignored.
     */
    async playerCreated(tx: Db, player: CreatedPlayer): Promise<void> {
      await codeOf(tx, player.id);
      const code = player.invitedBy ? normalizedCode(player.invitedBy) : null;
      const inviterId = code ? await repo.findInviterByCode(tx, code) : undefined;
      if (!inviterId || inviterId === player.id) return;
      await repo.insertReferral(tx, {
        friendId: player.id,
        inviterId,
        theme: player.theme,
        joinedAt: clock.now(),
        signUpIp: player.ip,
        signUpUserAgent: player.userAgent,
      });
    },

    /**
     * The friend reached a milestone (heard in the relay's transaction `tx`): both players are paid
     * once, unless the referral is held back. Anything but a referred friend is ignored.
     */
    async milestoneReached(tx: Db, friendId: string, milestone: ReferralMilestone, at: Date): Promise<void> {
      const referral = await repo.lockReferral(tx, friendId);
      if (!referral || referral.heldBack) return;
      const settings = (await promotions.within(tx).settingsOf(referralPromotion, referral.theme as ThemeId))
        ?.config;
      if (!settings) return;
      const hold = await farmingHold(tx, referral);
      if (hold) {
        await repo.holdBack(tx, friendId, hold);
        return;
      }
      const overLimit =
        (await repo.countRewardedFriendsSince(tx, referral.inviterId, startOfUtcMonth(at))) >=
          settings.monthlyLimit && !(await repo.hasRewardedInviter(tx, friendId));
      const reference = `friend:${friendId}:${milestone}`;
      const recorded = await repo.insertReward(tx, {
        friendId,
        milestone,
        inviterId: referral.inviterId,
        inviterCoins: 0,
        inviterEntries: 0,
        friendCoins: 0,
        friendEntries: 0,
        inviterHeldBack: overLimit ? "monthlyLimit" : null,
        reachedAt: at,
      });
      if (!recorded) return;
      const [inviterIp] = await accounts.within(tx).signInDevices(referral.inviterId);
      const friendPaid = await payPart(tx, {
        playerId: friendId,
        ip: referral.signUpIp,
        reward: settings[milestone].friend,
        key: `referral:${reference}:friend`,
        reference,
      });
      const inviterPaid = overLimit
        ? { coins: 0, entries: 0 }
        : await payPart(tx, {
            playerId: referral.inviterId,
            ip: inviterIp?.ip ?? referral.signUpIp,
            reward: settings[milestone].inviter,
            key: `referral:${reference}:inviter`,
            reference,
          });
      await repo.setRewardPaid(tx, friendId, milestone, { inviter: inviterPaid, friend: friendPaid });
    },
  };
}

export type Referrals = ReturnType<typeof createReferrals>;
