/**
 * What app init answers for a guest while no module contributes a field: the inactive defaults
 * documented on `AppInitData`. The server starts every answer from this document and each module
 * overwrites its own slice. `appName` (the site's brand) and `terms` (the accounts module) have no
 * meaningful default and always come from the server.
 */
import type { AppInitData } from "./schemas.ts";

const inactive = { isActive: false } as const;

export const APP_INIT_DEFAULTS: Readonly<Omit<AppInitData, "appName" | "terms">> = Object.freeze({
  isGuest: true,
  login: null,
  email: null,
  phone: null,
  phoneConfirmed: false,
  emailConfirmed: false,
  profileCompleted: false,
  hasDeposits: false,
  depositsCount: 0,
  accountStatus: null,
  Registration: { complete: false },
  gameMode: "TournamentPoints",
  playerInfo: { playerBalance: { entries: 0, coins: 0 }, redeemableEntries: 0, playThroughLeft: 0 },
  TournamentsSubscriptions: [],
  popupPresetPackages: [],
  popupPresetPackage: null,
  /** Until game restrictions exist every visitor sees the same catalogue: sha256("restrictions:none"), 16 hex. */
  playerRestrictionIdsHash: "3893bc7422f66f1a",
  favoriteGames: [],
  bannerPresetPackage: null,
  currentOffer: null,
  wsConnectionData: null,
  websocket: null,
  token: null,
  playerSocLogin: { credentials: {} },
  primaryContact: null,
  season: null,
  depositStreak: inactive,
  moneyBox: inactive,
  bingo: inactive,
  scratchCardLottery: inactive,
  magicBox: inactive,
  prizeDrops: inactive,
  rankLeague: inactive,
  dailyLogin: inactive,
  isAffiliate: false,
  fraudDetector: { verificationCompleted: false },
  popUpAds: inactive,
  featuresPriority: { onMainPage: [] },
  profile: null,
  socialMethods: [],
});
