/**
 * The promotions every theme may run (spec §1, §3 "Feature-info response"): what a prize is, the
 * answer of `GET /rest/features-games-info/info/`, and the promotions page. A promotion that is not
 * switched on for the theme answers inactive (`statusFeatures[key].isActive: false`, info `null`).
 */
import { z } from "zod";
import { CashbackInfo } from "../cashback/schemas.ts";
import { DailyLoginInfo } from "../daily-login/schemas.ts";
import { ScratchCardLottery } from "../scratch-cards/schemas.ts";

/** The promotions with settings and a budget of their own. */
export const PROMOTIONS = ["dailyLogin", "dailyWheel", "depositStreak", "cashback", "scratchCards"] as const;
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

/**
 * Free spins a prize gives: `freeSpinCount` rounds of `gameId` at `freeSpinsBetLevel` (minor units of
 * `currency`), real rounds of a house game whose stakes the promotion pays.
 */
export const FreeSpinsPrize = z.object({
  gameId: z.string().min(1),
  currency: z.enum(["coins", "entries"]),
  freeSpinCount: z.number().int().positive(),
  freeSpinsBetLevel: z.number().int().positive(),
  /** How long the spins may be played once given, in ms. */
  freeSpinLifetime: z.number().int().positive(),
});
export type FreeSpinsPrize = z.infer<typeof FreeSpinsPrize>;

/** What a promotion pays: coins and entries in minor units, and free spins. */
export const PromotionPrize = z.object({
  coins: z.number().int().min(0),
  entries: z.number().int().min(0),
  freeSpins: FreeSpinsPrize.nullable(),
});
export type PromotionPrize = z.infer<typeof PromotionPrize>;

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
  availableWheel: z.object({ data: z.unknown().nullable() }),
  boosterWheel: z.object({ wheels: z.array(z.object({ id: z.string() })) }).nullable(),
  extraWheel: z.array(z.unknown()),
  /** Each feature's info, null while it is off for the theme; features still to come are null. */
  featuresInfo: z.object({
    ...FEATURES_TO_COME,
    "daily-login": DailyLoginInfo.nullable(),
    cashback: CashbackInfo.nullable(),
    "scratch-card-lottery-info": ScratchCardLottery.nullable(),
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
/** `empty`: nothing to claim now nor a step to take (no scratch card waiting, say). */
export const PromotionCardState = z.enum(["available", "claimed", "locked", "empty"]);
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
