/**
 * Spec §3 "App init data": everything the site needs at start for the current visitor. Features
 * that are not live yet answer with their inactive defaults (documented per field) so the site
 * can rely on every field being present.
 */
import { z } from "zod";
import { GameMode, PlayerProfile, TermsInfo } from "../accounts/schemas.ts";
import { CashierPackage, CurrentOffer } from "../cashier/schemas.ts";
import { WsConnectionData } from "../realtime/schemas.ts";
import { SocialMethod } from "../social-auth/schemas.ts";

export const ACCOUNT_STATUSES = ["ACTIVE", "DUPLICATE", "BLOCKED"] as const;

/** A feature flag block of the shape the site reads: `{ isActive }`. Inactive until its feature ships. */
const FeatureState = z.object({ isActive: z.boolean() });

const SocialCredentials = z.object({ keys: z.object({ id: z.string() }) });

export const AppInitData = z.object({
  isGuest: z.boolean(),
  /** The player id; null for guests. */
  login: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  phoneConfirmed: z.boolean(),
  emailConfirmed: z.boolean(),
  profileCompleted: z.boolean(),
  /** Completed purchases: whether there is any, and how many. */
  hasDeposits: z.boolean(),
  depositsCount: z.number().int(),
  accountStatus: z.enum(ACCOUNT_STATUSES).nullable(),
  Registration: z.object({ complete: z.boolean() }),
  gameMode: GameMode,
  /**
   * Balances in minor units (hundredths): `entries` is promotional plus redeemable. Beyond the
   * spec, what may be redeemed now and the play-through still owed on promotional entries.
   */
  playerInfo: z.object({
    playerBalance: z.object({ entries: z.number().int(), coins: z.number().int() }),
    redeemableEntries: z.number().int(),
    playThroughLeft: z.number().int(),
  }),
  TournamentsSubscriptions: z.array(z.number().int()),
  /** The packages the cashier's popup offers, in order; `popupPresetPackage` is the one it leads with. */
  popupPresetPackages: z.array(CashierPackage),
  popupPresetPackage: CashierPackage.nullable(),
  /** Identifies the set of restrictions applied to the visitor's game catalogue (games cache key). */
  playerRestrictionIdsHash: z.string(),
  favoriteGames: z.array(z.number().int()),
  /** The offer the home banner promotes, when there is one for the visitor. */
  bannerPresetPackage: CashierPackage.nullable(),
  currentOffer: CurrentOffer.nullable(),
  /** Realtime connection data (spec §3, ADR 080); null for guests. */
  wsConnectionData: WsConnectionData.nullable(),
  websocket: z.string().nullable(),
  token: z.string().nullable(),
  playerSocLogin: z.object({
    credentials: z.object({
      facebook: SocialCredentials.optional(),
      google: SocialCredentials.optional(),
      apple: SocialCredentials.extend({ callback: z.string() }).optional(),
    }),
  }),
  /** How the player prefers to be reached: the confirmed channel, email first. */
  primaryContact: z.enum(["email", "phone"]).nullable(),
  season: z.unknown().nullable(),
  depositStreak: FeatureState,
  moneyBox: FeatureState,
  bingo: FeatureState,
  scratchCardLottery: FeatureState,
  magicBox: FeatureState,
  prizeDrops: FeatureState,
  rankLeague: FeatureState,
  dailyLogin: FeatureState,
  isAffiliate: z.boolean(),
  fraudDetector: z.object({ verificationCompleted: z.boolean() }),
  popUpAds: FeatureState,
  appName: z.string(),
  featuresPriority: z.object({ onMainPage: z.array(z.string()) }),
  /** Terms versions: guests sign up to `currentVersion`; players see the terms dialog when `needsAcceptance`. */
  terms: TermsInfo,
  /**
   * The few profile fields every page needs (`GET /rest/player/profile/` has them all): which are
   * still missing (registration-complete flow), and the first name the site greets the player by
   * (home greeting, avatar; ADR 092). Null for guests.
   */
  profile: PlayerProfile.pick({
    easyProfileCompleted: true,
    uncompletedProfileFields: true,
    name: true,
  }).nullable(),
  /** Social sign-in buttons to show, in order. */
  socialMethods: z.array(SocialMethod),
});
export type AppInitData = z.infer<typeof AppInitData>;

export const AppInitResponse = z.object({ success: z.literal(true), data: AppInitData });
export type AppInitResponse = z.infer<typeof AppInitResponse>;
