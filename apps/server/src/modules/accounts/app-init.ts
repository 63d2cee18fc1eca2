/**
 * The accounts module's slice of spec §3 "App init data": who the visitor is, their profile and
 * terms, and the social sign-in buttons. The other fields come from their own modules or the
 * contract's defaults.
 */
import type { AppInitData, SocialMethod, SocialProvider } from "@reelhouse/contract";
import type { AccountsContext } from "./context.ts";
import { toPlayerProfile } from "./profile.ts";
import * as repo from "./repo.ts";
import { termsInfo } from "./terms.ts";

/** What the site needs to draw the social sign-in buttons: client ids per configured provider. */
export interface SocialButtons {
  methods: SocialMethod[];
  credentials: AppInitData["playerSocLogin"]["credentials"];
}

export type AccountsAppInit = Pick<
  AppInitData,
  | "isGuest"
  | "login"
  | "email"
  | "phone"
  | "phoneConfirmed"
  | "emailConfirmed"
  | "profileCompleted"
  | "accountStatus"
  | "Registration"
  | "gameMode"
  | "playerSocLogin"
  | "primaryContact"
  | "terms"
  | "profile"
  | "socialMethods"
>;

/** `currentTerms` answers the current terms version; app init may take it from memory (`TERMS_VERSION_TTL_MS`). */
export async function buildAppInit(
  ctx: AccountsContext,
  playerId: string | null,
  social: SocialButtons,
  currentTerms: () => Promise<number>,
): Promise<AccountsAppInit> {
  const [player, currentVersion] = await Promise.all([
    playerId ? repo.findPlayerById(ctx.db, playerId) : undefined,
    currentTerms(),
  ]);
  const profile = player ? toPlayerProfile(player) : null;
  const terms = player
    ? termsInfo(currentVersion, player.termsVersion)
    : { currentVersion, acceptedVersion: null, needsAcceptance: false };
  return {
    isGuest: !player,
    login: player?.id ?? null,
    email: player?.email ?? null,
    phone: player?.phone ?? null,
    phoneConfirmed: profile?.phoneConfirmed ?? false,
    emailConfirmed: profile?.emailConfirmed ?? false,
    profileCompleted: profile?.profileCompleted ?? false,
    accountStatus: (player?.accountStatus as AppInitData["accountStatus"]) ?? null,
    Registration: { complete: profile?.easyProfileCompleted ?? false },
    gameMode: (player?.gameMode as AppInitData["gameMode"]) ?? "TournamentPoints",
    playerSocLogin: { credentials: social.credentials },
    primaryContact: !profile ? null : profile.emailConfirmed || !profile.phoneConfirmed ? "email" : "phone",
    terms,
    profile: profile
      ? {
          easyProfileCompleted: profile.easyProfileCompleted,
          uncompletedProfileFields: profile.uncompletedProfileFields,
          name: profile.name,
        }
      : null,
    socialMethods: social.methods,
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
