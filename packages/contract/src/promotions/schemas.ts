/**
 * The promotions every theme may run (spec §1, §3 "Feature-info response"): what a prize is, the
 * answer of `GET /rest/features-games-info/info/`, and the promotions page. A promotion that is not
 * switched on for the theme answers inactive (`statusFeatures[key].isActive: false`, info `null`).
 */
import { z } from "zod";
import { CashbackInfo } from "../cashback/schemas.ts";
import { DailyLoginInfo } from "../daily-login/schemas.ts";
import { DailyWheelInfo, WheelGrantRef } from "../daily-wheel/schemas.ts";
import { DepositStreakGroupInfo, DepositStreakInfo } from "../deposit-streak/schemas.ts";
import { ReferralInfo } from "../referrals/schemas.ts";
import { ScratchCardLottery } from "../scratch-cards/schemas.ts";
import { PromotionPrize } from "./prize.ts";

export { FreeSpinsPrize, PromotionPrize } from "./prize.ts";

/** The promotions with settings and a budget of their own. */
export const PROMOTIONS = [
  "dailyLogin",
  "dailyWheel",
  "depositStreak",
  "cashback",
  "scratchCards",
  "referral",
] as const;
export const Promotion = z.enum(PROMOTIONS);
export type Promotion = z.infer<typeof Promotion>;

/** Spec §3: the keys of `featuresInfo` (and of `statusFeatures`). */
export const FEATURE_INFO_KEYS = [
  "player-referral-info",
  "prize-drops-info",
  "seasons-info",
  "deposit-streak-info",
  "deposit-streak-group-info",
  "scratch-card-lottery-info",
  "money-box-info",
  "quest-info",
  "rank-league-cashback",
  "cashback",
  "funmachine",
  "bingo-info",
  "daily-login",
  "fortune-investment-packages-info",
  "fortune-investment-chosen-package-info",
  "funmeter-info",
  "mini-game-slot-info",
] as const;
export const FeatureInfoKey = z.enum(FEATURE_INFO_KEYS);
export type FeatureInfoKey = z.infer<typeof FeatureInfoKey>;

/** Every feature's info as `null`: the shape a feature's info takes until it is built. */
const FEATURES_TO_COME = Object.fromEntries(FEATURE_INFO_KEYS.map((key) => [key, z.null()])) as Record<
  FeatureInfoKey,
  z.ZodNull
>;

export const FeatureStatus = z.object({ isActive: z.boolean() });

/**
 * Spec §3 "Feature-info response". `featuresInfo` holds each live feature's info under its key
 * (`null` while it is off for the theme or not built); `statusFeatures` says which are on.
 */
export const FeaturesGamesInfo = z.object({
  isGuest: z.boolean(),
  /** The daily wheel as the player stands in it; null where the theme does not run it (or for a guest). */
  availableWheel: z.object({ data: DailyWheelInfo.nullable() }),
  /** The booster wheel spins waiting (one per completed purchase); null when there are none. */
  boosterWheel: z.object({ wheels: z.array(WheelGrantRef) }).nullable(),
  /** The extra wheel spins waiting. */
  extraWheel: z.array(WheelGrantRef),
  /** Each feature's info, null while it is off for the theme; features still to come are null. */
  featuresInfo: z.object({
    ...FEATURES_TO_COME,
    "daily-login": DailyLoginInfo.nullable(),
    cashback: CashbackInfo.nullable(),
    "deposit-streak-info": DepositStreakInfo.nullable(),
    "deposit-streak-group-info": DepositStreakGroupInfo.nullable(),
    "scratch-card-lottery-info": ScratchCardLottery.nullable(),
    "player-referral-info": ReferralInfo.nullable(),
  }),
  statusFeatures: z.record(FeatureInfoKey, FeatureStatus),
});
export type FeaturesGamesInfo = z.infer<typeof FeaturesGamesInfo>;

export const FeaturesGamesInfoQuery = z.object({
  invited_by: z.string().max(64).optional(),
  useOptimizedGames: z.string().max(8).optional(),
});

export const FeaturesGamesInfoResponse = z.object({ success: z.literal(true), data: FeaturesGamesInfo });

/** Where a promotion stands for the player, for its card on `/promotions`. */
/**
 * `available`: a prize waits; `claimed`: taken, the next comes at `availableAt`; `upcoming`: nothing
 * to take yet, it builds up until `availableAt`; `locked`: a step (confirming the email, say) first;
 * `empty`: nothing to claim now nor a step to take (no scratch card waiting, say).
 */
export const PromotionCardState = z.enum(["available", "claimed", "upcoming", "locked", "empty"]);
export type PromotionCardState = z.infer<typeof PromotionCardState>;

export const PromotionCard = z.object({
  promotion: Promotion,
  state: PromotionCardState,
  /** When the player may claim next (the start of their next day, say); null when now or never. */
  availableAt: z.iso.datetime().nullable(),
  /** The prize on offer now, or next when claimed. */
  prize: PromotionPrize.nullable(),
  /** The name the theme runs the promotion under, when not its own (scratch cards as magic box). */
  alias: z.enum(["magicBox"]).optional(),
});
export type PromotionCard = z.infer<typeof PromotionCard>;

/** Spec §7 `GET /rest/page/promotions/`: every promotion the theme runs, as the player stands in it. */
export const PromotionsPageResponse = z.object({
  payload: z.object({ promotions: z.array(PromotionCard) }),
  seo: z.object({ title: z.string(), description: z.string() }),
});
export type PromotionsPageResponse = z.infer<typeof PromotionsPageResponse>;
