/**
 * Spec §3 "App init data" for the current visitor. Features that are not live yet answer with
 * their inactive defaults, as documented on the contract schema.
 */
import { createHash } from "node:crypto";
import type { AppInitData, SocialMethod, SocialProvider } from "@reelhouse/contract";
import type { AccountsContext } from "./context.ts";
import { toPlayerProfile } from "./profile.ts";
import * as repo from "./repo.ts";
import { currentTermsVersion, termsInfo } from "./terms.ts";

/** What the site needs to draw the social sign-in buttons: client ids per configured provider. */
export interface SocialButtons {
  methods: SocialMethod[];
  credentials: AppInitData["playerSocLogin"]["credentials"];
}

const inactive = { isActive: false } as const;

/** Until game restrictions exist every visitor sees the same catalogue; the hash names that set. */
const NO_RESTRICTIONS_HASH = createHash("sha256").update("restrictions:none").digest("hex").slice(0, 16);

export async function buildAppInit(
  ctx: AccountsContext,
  playerId: string | null,
  site: { appName: string; social: SocialButtons },
): Promise<AppInitData> {
  const player = playerId ? await repo.findPlayerById(ctx.db, playerId) : undefined;
  const profile = player ? toPlayerProfile(player) : null;
  const currentTerms = await currentTermsVersion(ctx);
  const terms = player
    ? termsInfo(currentTerms, player.termsVersion)
    : { currentVersion: currentTerms, acceptedVersion: null, needsAcceptance: false };
  return {
    isGuest: !player,
    login: player?.id ?? null,
    email: player?.email ?? null,
    phone: player?.phone ?? null,
    phoneConfirmed: profile?.phoneConfirmed ?? false,
    emailConfirmed: profile?.emailConfirmed ?? false,
    profileCompleted: profile?.profileCompleted ?? false,
    hasDeposits: false,
    depositsCount: 0,
    accountStatus: (player?.accountStatus as AppInitData["accountStatus"]) ?? null,
    Registration: { complete: profile?.easyProfileCompleted ?? false },
    gameMode: (player?.gameMode as AppInitData["gameMode"]) ?? "TournamentPoints",
    playerInfo: { playerBalance: { entries: 0, coins: 0 } },
    TournamentsSubscriptions: [],
    popupPresetPackages: [],
    popupPresetPackage: null,
    playerRestrictionIdsHash: NO_RESTRICTIONS_HASH,
    favoriteGames: [],
    bannerPresetPackage: null,
    currentOffer: null,
    wsConnectionData: null,
    websocket: null,
    token: null,
    playerSocLogin: { credentials: site.social.credentials },
    primaryContact: !profile ? null : profile.emailConfirmed || !profile.phoneConfirmed ? "email" : "phone",
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
    appName: site.appName,
    featuresPriority: { onMainPage: [] },
    terms,
    profile: profile
      ? {
          easyProfileCompleted: profile.easyProfileCompleted,
          uncompletedProfileFields: profile.uncompletedProfileFields,
        }
      : null,
    socialMethods: site.social.methods,
  };
}

/** App init's `playerSocLogin` and button list from the configured providers. */
export function socialButtonsFrom(
  providers: readonly SocialProvider[],
  appleCallback: string,
): SocialButtons {
  const credentials: SocialButtons["credentials"] = {};
  for (const provider of providers) {
    const keys = { id: provider.clientId };
    if (provider.method === "apple") credentials.apple = { keys, callback: appleCallback };
    else credentials[provider.method] = { keys };
  }
  return { methods: providers.map((provider) => provider.method), credentials };
}
