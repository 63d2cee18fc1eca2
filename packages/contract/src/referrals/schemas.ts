/**
 * Refer a friend (spec §1, §2 `/invite-friends`, §3 `player-referral-info`): the player's personal
 * link, the rewards both players get when the friend confirms their email and when the friend first
 * buys, and the friends invited so far. A friend's rewards are held back, for both players, when the
 * friend signs up on the inviter's device, gives the inviter's address or pays with the inviter's
 * card (`heldBack`).
 */
import { z } from "zod";
import { PromotionPrize } from "../promotions/prize.ts";

/** The two moments that pay: the friend's email confirmed, the friend's first purchase. */
export const REFERRAL_MILESTONES = ["confirmed", "purchased"] as const;
export const ReferralMilestone = z.enum(REFERRAL_MILESTONES);
export type ReferralMilestone = z.infer<typeof ReferralMilestone>;

/** What each player gets at a milestone. */
export const ReferralReward = z.object({
  milestone: ReferralMilestone,
  /** For the player who shared the link. */
  inviter: PromotionPrize,
  /** For the friend who joined through it. */
  friend: PromotionPrize,
});
export type ReferralReward = z.infer<typeof ReferralReward>;

/**
 * Why a friend's rewards were held back: the inviter's device, address or payment card holds back
 * both players' rewards; past the monthly limit only the inviter's.
 */
export const REFERRAL_HOLDS = ["sameDevice", "sameAddress", "samePaymentCard", "monthlyLimit"] as const;
export const ReferralHold = z.enum(REFERRAL_HOLDS);
export type ReferralHold = z.infer<typeof ReferralHold>;

/** A friend as the inviter sees them: a first name or a masked email, never the whole address. */
export const ReferredFriend = z.object({
  name: z.string(),
  joinedAt: z.iso.datetime(),
  /** The milestones reached so far, in order. */
  reached: z.array(ReferralMilestone),
  /** What the inviter earned from this friend, minor units. */
  earned: z.object({ coins: z.number().int().min(0), entries: z.number().int().min(0) }),
  heldBack: ReferralHold.nullable(),
});
export type ReferredFriend = z.infer<typeof ReferredFriend>;

/** `featuresInfo["player-referral-info"]` and `GET /rest/player-referral/info/`. */
export const ReferralInfo = z.object({
  /** The player's code, carried by the link as `invited_by`. */
  code: z.string(),
  /** The path to share, on the site's own address: its sign-up carrying the code. */
  path: z.string(),
  rewards: z.array(ReferralReward),
  /** Friends whose rewards the inviter may earn in a calendar month (UTC). */
  monthlyLimit: z.number().int().positive(),
  friends: z.array(ReferredFriend),
  totals: z.object({
    invited: z.number().int().min(0),
    coins: z.number().int().min(0),
    entries: z.number().int().min(0),
  }),
  /** Whether this player joined through a friend's link (app init `isAffiliate`). */
  invited: z.boolean(),
});
export type ReferralInfo = z.infer<typeof ReferralInfo>;

export const ReferralInfoResponse = z.object({ success: z.literal(true), data: ReferralInfo });
