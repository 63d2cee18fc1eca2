/**
 * The accounts module's entry point for the rest of the server: created once by its plugin with its
 * collaborators, it exposes the account operations as plain functions of explicit inputs.
 */
import type {
  ChangePasswordRequest,
  GameMode,
  Locale,
  ProfilePageData,
  RequestHandleResponse,
  SignInRequest,
  SignUpRequest,
  SocialMethod,
  Subscription,
} from "@reelhouse/contract";
import type { Brand } from "@reelhouse/contract/brands";
import type { Db } from "../../db/client.ts";
import { withTransaction } from "../../db/transaction.ts";
import { AppError } from "../../lib/errors.ts";
import { holdFor } from "../../lib/held-value.ts";
import { checkIpAccess, entriesOffByVerdict } from "../restrictions/service.ts";
import type { SocialIdentity } from "../social-auth/service.ts";
import { type AccountsAppInit, buildAppInit, type SocialButtons } from "./app-init.ts";
import {
  confirmEmail,
  confirmPhone,
  sendEmailConfirmation,
  sendPhoneConfirmation,
  sitePath,
} from "./confirmation.ts";
import type { AccountsContext } from "./context.ts";
import {
  type PlayerCreatedHook,
  type ProfilePageSlice,
  writeProfileUpdated,
  writeSessionsEnded,
} from "./events.ts";
import { getProfile, getProfileAndTimeZone, type ProfilePatch, updateProfile } from "./profile.ts";
import { requestPasswordReset, resetPassword } from "./recovery.ts";
import * as repo from "./repo.ts";
import { getRewards, ONBOARDING_REWARD_COINS } from "./rewards.ts";
import { changePassword, securityPage, signOutOtherSessions, signOutSession } from "./security.ts";
import { type Requester, resolveSession, signIn, signOut, signUp } from "./sign-in.ts";
import { linkIdentity, signInWithIdentity } from "./social-sign-in.ts";
import { socialsPage, unlinkSocial } from "./socials.ts";
import {
  type MarketingMessage,
  readUnsubscribeToken,
  sendMarketing,
  setSubscribedByLink,
  subscriptionOf,
  unsubscribe,
  unsubscribeLinkState,
  unsubscribePagePath,
  updateSubscription,
} from "./subscription.ts";
import {
  acceptTerms,
  currentTermsPublishedAt,
  currentTermsVersion,
  ensureTermsPublished,
  getTermsInfo,
  TERMS_VERSION_TTL_MS,
} from "./terms.ts";
import { DEFAULT_TIME_ZONE, keepTimeZone } from "./time-zone.ts";

export { type SocialButtons, socialButtonsFrom } from "./app-init.ts";
export type { AccountsContext, Messenger } from "./context.ts";
export type { PlayerStanding } from "./repo.ts";
export type { Requester } from "./sign-in.ts";
export { assertMayPlay, isOnPlayBreak } from "./standing.ts";

/** What other modules read of the players table, on the handle they are given. */
function playerReads(handle: Db) {
  return {
    /** Whether the player's account may play, and in which mode; undefined for no such player. */
    standing: (playerId: string) => repo.findStanding(handle, playerId),
    /** The players' first names and surnames, for what others may see of them (big wins). */
    names: (playerIds: readonly string[]) => repo.findNames(handle, playerIds),
    /**
     * The players' email, names, language and whether their email and phone are confirmed (the
     * redemption checklist, and the emails and operator queue of redemptions).
     */
    contacts: (playerIds: readonly string[]) => repo.findContacts(handle, playerIds),
    /** The players' postal addresses (referrals hold back a friend who lives with the inviter). */
    addresses: (playerIds: readonly string[]) => repo.findAddresses(handle, playerIds),
    /** Every IP address and browser the player signed in from, latest first (referrals: the same device). */
    signInDevices: (playerId: string) => repo.findSignInDevices(handle, playerId),
    /** The zone the player's days are counted in (UTC until their browser reported one). */
    timeZone: async (playerId: string) =>
      (await repo.findTimeZone(handle, playerId))?.timeZone ?? DEFAULT_TIME_ZONE,
  };
}

/** Pages a signed-in player has no business on; they go home instead. */
const GUEST_ONLY_PATHS = new Set(["/signin", "/signup"]);

export function createAccounts(ctx: AccountsContext) {
  const profilePageSlices: ProfilePageSlice[] = [];
  const heldTermsVersion = holdFor(TERMS_VERSION_TTL_MS, ctx.clock, () => currentTermsVersion(ctx));
  return {
    ...playerReads(ctx.db),
    /** The same reads inside another module's transaction, and the player's row lock. */
    within: (tx: Db) => ({
      ...playerReads(tx),
      /**
       * The player's standing, with the player's row locked until `tx` ends: another module's
       * writes for one player (new payments) take their turns on it.
       */
      lockStanding: (playerId: string) => repo.findStanding(tx, playerId, { lock: true }),
      /**
       * Starts the player's break from play (or keeps a longer one) and ends every session of
       * theirs, in the transaction that records it (the responsible-play module).
       */
      async startPlayBreak(playerId: string, playBreak: { kind: string; until: Date }) {
        const now = ctx.clock.now();
        const inForce = await repo.extendPlayBreak(tx, playerId, playBreak, now);
        await repo.deleteSessionsOfPlayer(tx, playerId);
        // Every open tab and connection of the player is signed out with them.
        await writeSessionsEnded(tx, playerId, now);
        return inForce;
      },
      /** Stamps an onboarding reward paid, in the transaction that pays it (the promotions module). */
      markRewardPaid: (playerId: string, kind: repo.RewardKind) =>
        repo.markRewardPaid(tx, playerId, kind, ctx.clock.now()),
    }),
    ensureTermsPublished: () => ensureTermsPublished(ctx),
    /** Adds work to do inside the transaction that creates each new player. */
    onPlayerCreated: (hook: PlayerCreatedHook) => {
      ctx.playerCreatedHooks.push(hook);
    },
    currentTermsVersion: () => currentTermsVersion(ctx),
    currentTermsPublishedAt: () => currentTermsPublishedAt(ctx),
    resolveSession: (tokenHash: string) => resolveSession(ctx, tokenHash),
    /** When the session of `tokenHash` was opened (the reality check counts from there); null if none. */
    sessionStartedAt: async (tokenHash: string) =>
      (await repo.findSession(ctx.db, tokenHash))?.createdAt ?? null,
    signUp: (input: SignUpRequest, requester: Requester) => signUp(ctx, input, requester),
    signIn: (input: SignInRequest, requester: Requester) => signIn(ctx, input, requester),
    signOut: (tokenHash: string | null) => signOut(ctx, tokenHash),
    /** The security page (security.ts), for the session of `tokenHash`. */
    securityPage: (playerId: string, tokenHash: string) => securityPage(ctx, playerId, tokenHash),
    changePassword: (
      playerId: string,
      tokenHash: string,
      input: ChangePasswordRequest,
      requester: Requester,
    ) => changePassword(ctx, playerId, tokenHash, input, requester),
    signOutSession: (playerId: string, tokenHash: string, sessionId: string, locale: Locale) =>
      signOutSession(ctx, playerId, tokenHash, sessionId, locale),
    signOutOtherSessions: (playerId: string, tokenHash: string) =>
      signOutOtherSessions(ctx, playerId, tokenHash),
    signInWithIdentity: (
      identity: SocialIdentity,
      requester: Requester & { invitedBy: string | null; termsVersion: number | null },
    ) => signInWithIdentity(ctx, identity, requester),
    linkIdentity: (playerId: string, identity: SocialIdentity, locale: Locale) =>
      linkIdentity(ctx, playerId, identity, locale),
    /** The socials tab (socials.ts): each of `methods` (the configured providers), linked or not. */
    socialsPage: (playerId: string, methods: readonly SocialMethod[]) => socialsPage(ctx, playerId, methods),
    unlinkSocial: (playerId: string, method: SocialMethod, locale: Locale) =>
      unlinkSocial(ctx, playerId, method, locale),
    /** The subscription tab (subscription.ts): marketing by email and by SMS, yes or no. */
    subscription: (playerId: string) => subscriptionOf(ctx, playerId),
    updateSubscription: (playerId: string, patch: Partial<Subscription>) =>
      updateSubscription(ctx, playerId, patch),
    /** The one sender of marketing messages: the player's yes per channel, never on a play break. */
    sendMarketing: (playerId: string, marketing: MarketingMessage, site: { brand: Brand; origin: string }) =>
      sendMarketing(ctx, playerId, marketing, site),
    readUnsubscribeToken: (token: string) => readUnsubscribeToken(ctx, token),
    unsubscribe: (token: string) => unsubscribe(ctx, token),
    /** The unsubscribe page (subscription.ts): the channel a token names, and turning it off or on. */
    unsubscribeLinkState: (token: string) => unsubscribeLinkState(ctx, token),
    unsubscribePagePath: (token: string, fallback: Locale) => unsubscribePagePath(ctx, token, fallback),
    setSubscribedByLink: (token: string, isSubscribed: boolean) =>
      setSubscribedByLink(ctx, token, isSubscribed),
    requestPasswordReset: (input: Parameters<typeof requestPasswordReset>[1], requester: Requester) =>
      requestPasswordReset(ctx, input, requester),
    resetPassword: (input: Parameters<typeof resetPassword>[1], locale: Locale) =>
      resetPassword(ctx, input, locale),
    sendEmailConfirmation: (playerId: string, requester: Requester) =>
      sendEmailConfirmation(ctx, playerId, requester),
    confirmEmail: (token: string, locale: Locale) => confirmEmail(ctx, token, locale),
    sendPhoneConfirmation: (playerId: string, phone: string, requester: Requester) =>
      sendPhoneConfirmation(ctx, playerId, phone, requester),
    confirmPhone: (playerId: string, code: string, locale: Locale) =>
      confirmPhone(ctx, playerId, code, locale),
    getProfile: (playerId: string) => getProfile(ctx, playerId),
    updateProfile: (playerId: string, patch: ProfilePatch, locale: Locale) =>
      updateProfile(ctx, playerId, patch, locale),
    getRewards: (playerId: string) => getRewards(ctx, playerId),
    /** The zone the player's days are counted in, after the browser reported `reported` (time-zone.ts). */
    keepTimeZone: (playerId: string, reported: string | null) =>
      keepTimeZone(ctx.db, ctx.clock, playerId, reported),
    /** The profile and the zone the player's days are counted in (as `keepTimeZone`), from one read. */
    getProfileAndTimeZone: (playerId: string, reported: string | null) =>
      getProfileAndTimeZone(ctx, playerId, reported),
    /** Spec §1: which currency the player plays and sees, entries (SweepStakes) or coins. */
    async switchGameMode(playerId: string, gameMode: GameMode): Promise<GameMode> {
      // Entries are refused at every bet after a declined or coins-only location check; switching to
      // them is refused too, so the site never shows a mode the player cannot play.
      const entriesOff = gameMode === "SweepStakes" ? await entriesOffByVerdict(ctx.db, playerId) : null;
      if (entriesOff) {
        throw new AppError(
          "FORBIDDEN",
          { key: entriesOff === "locationDeclined" ? "entriesNeedLocation" : "entriesNotAvailable" },
          { reason: "ENTRIES_NOT_AVAILABLE" },
        );
      }
      const now = ctx.clock.now();
      await withTransaction(ctx.db, async (tx) => {
        await repo.updatePlayer(tx, playerId, { gameMode, updatedAt: now });
        await writeProfileUpdated(tx, playerId, ["gameMode"], now);
      });
      return gameMode;
    },
    /** Adds another module's fields to the profile page. */
    addProfilePageSlice: (slice: ProfilePageSlice) => {
      profilePageSlices.push(slice);
    },
    /** Spec §3 profile page: the profile and rewards, laid under every module's slice. */
    async getProfilePage(playerId: string): Promise<ProfilePageData> {
      const [profile, rewards, ...slices] = await Promise.all([
        getProfile(ctx, playerId),
        getRewards(ctx, playerId),
        ...profilePageSlices.map((slice) => slice(playerId)),
      ]);
      // `responsiblePlay` and the verification fields come from their modules' slices; the
      // answer's schema refuses a page without them.
      return Object.assign({ profile, rewards }, ...slices) as ProfilePageData;
    },
    /** The coins each onboarding step earns, in minor units (the guest home's offer shows them). */
    onboardingRewardCoins: ONBOARDING_REWARD_COINS,
    getTermsInfo: (playerId: string) => getTermsInfo(ctx, playerId),
    acceptTerms: (playerId: string, version: number, locale: Locale) =>
      acceptTerms(ctx, playerId, version, locale),
    appInit: (playerId: string | null, social: SocialButtons): Promise<AccountsAppInit> =>
      buildAppInit(ctx, playerId, social, () => heldTermsVersion.get()),
    /**
     * Spec §4: the server-render check of a page request. Players have no business on the auth
     * pages; anyone whose IP places them where neither currency is offered goes to the geoblock page
     * (which, like the editorial pages, stays readable). A provider sending a signed-in player back
     * to the sign-in page (`code` or `error`, and `state`) is the end of linking it (the socials
     * tab): they stay, and the page takes them back to the tab.
     */
    async handleRequest(
      playerId: string | null,
      path: string,
      ip: string,
      { isProviderAnswer = false } = {},
    ): Promise<RequestHandleResponse> {
      const locale: Locale = path === "/es" || path.startsWith("/es/") ? "es" : "en";
      const unprefixed = (locale === "es" ? path.slice(3) : path).replace(/\/+$/, "") || "/";
      const authorized = playerId !== null;
      if (authorized && GUEST_ONLY_PATHS.has(unprefixed) && !(isProviderAnswer && unprefixed === "/signin"))
        return { authorized, redirectUrl: sitePath(locale, "/") };
      const isOpenToEveryone = unprefixed === "/geoblock" || unprefixed.startsWith("/page/");
      if (!isOpenToEveryone && !(await checkIpAccess(ctx.db, ip)).access) {
        return { authorized, redirectUrl: `${sitePath(locale, "/geoblock/")}?reason=blockedRegion` };
      }
      return { authorized };
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
