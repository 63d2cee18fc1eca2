/**
 * The player's own data: queries for the profile page (and the states its address offers) and the
 * writes that change it. Every write invalidates the account keys, so whatever shows the profile
 * refetches; the root's session data is revalidated by the components that need it.
 */
import type {
  ChangePasswordRequest,
  Locale,
  ProfileUpdateRequest,
  SecurityPage,
  SocialMethod,
  SubscriptionUpdateRequest,
  UnsubscribeLinkState,
  WebRequestContext,
} from "@reelhouse/contract";
import { socialRedirectPath } from "@reelhouse/contract";
import { accountsApi, restrictionsApi, socialAuthApi } from "@reelhouse/contract/client";
import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { ApiError, type ApiVia, callApi, viaServer } from "~/lib/api-client.ts";
import { PROMOTIONS_QUERY_ROOT } from "~/lib/promotions-query.ts";
import { loadQuery } from "~/lib/query-client.ts";
import { rememberSocialLink } from "~/lib/social-link.ts";

export const accountKeys = {
  all: ["account"] as const,
  profilePage: ["account", "profile-page"] as const,
  security: ["account", "security"] as const,
  socials: ["account", "socials"] as const,
  subscription: ["account", "subscription"] as const,
  /** The list of states is the restrictions module's, read here for the address form. */
  states: ["restrictions", "states"] as const,
};

export function profilePageQuery(via?: ApiVia) {
  return queryOptions({
    queryKey: accountKeys.profilePage,
    queryFn: async () => (await callApi(accountsApi.getProfilePage, {}, via)).data,
  });
}

export function statesQuery(via?: ApiVia) {
  return queryOptions({
    queryKey: accountKeys.states,
    queryFn: async () =>
      (await callApi(restrictionsApi.getRestrictionInfo, {}, via)).data.states.map(({ code, name }) => ({
        code,
        name,
      })),
  });
}

/** The profile page and the list of states for the address, for the page's loader. */
export async function loadProfilePage(context: WebRequestContext, locale: Locale) {
  const via = viaServer(context, locale);
  const [page, states] = await Promise.all([loadQuery(profilePageQuery(via)), loadQuery(statesQuery(via))]);
  return { page, states };
}

/**
 * A write of the player's own data: in the page's language, and the account keys go stale; so do
 * the promotions', whose prizes may wait on a confirmed email or a completed profile.
 */
function accountWrite<V, R>(locale: Locale, name: string, send: (variables: V, via: ApiVia) => Promise<R>) {
  return mutationOptions({
    mutationKey: ["account", name],
    mutationFn: (variables: V) => send(variables, { locale }),
    onSuccess: (_data, _variables, _result, { client }) => {
      // The promotions read again in the background: the form's own success (its toast) must not
      // wait for them, or a page that closes the form first would swallow it.
      void client.invalidateQueries({ queryKey: PROMOTIONS_QUERY_ROOT });
      return client.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}

export const updateProfileMutation = (locale: Locale) =>
  accountWrite(locale, "update-profile", (body: ProfileUpdateRequest, via) =>
    callApi(accountsApi.updateProfile, { body }, via),
  );

export const sendEmailConfirmationMutation = (locale: Locale) =>
  accountWrite(locale, "send-email-confirmation", (_: undefined, via) =>
    callApi(accountsApi.sendEmailConfirmation, {}, via),
  );

export const confirmEmailMutation = (locale: Locale) =>
  accountWrite(locale, "confirm-email", (token: string, via) =>
    callApi(accountsApi.confirmEmail, { body: { token } }, via),
  );

export const sendPhoneCodeMutation = (locale: Locale) =>
  accountWrite(locale, "send-phone-code", (phone: string, via) =>
    callApi(accountsApi.sendPhoneConfirmation, { body: { phone } }, via),
  );

export const confirmPhoneMutation = (locale: Locale) =>
  accountWrite(locale, "confirm-phone", (code: string, via) =>
    callApi(accountsApi.confirmPhone, { body: { code } }, via),
  );

export const acceptTermsMutation = (locale: Locale) =>
  accountWrite(locale, "accept-terms", (version: number, via) =>
    callApi(accountsApi.acceptTerms, { body: { version } }, via),
  );

/** The security tab: where the player is signed in and their latest sign-ins. */
export function securityQuery(via?: ApiVia) {
  return queryOptions({
    queryKey: accountKeys.security,
    queryFn: async () => (await callApi(accountsApi.getSecurityPage, {}, via)).data,
  });
}

/** A write of the security tab: it answers the tab as it stands after, which becomes its data. */
function securityWrite<V>(name: string, send: (variables: V) => Promise<{ data: SecurityPage }>) {
  return mutationOptions({
    mutationKey: ["account", name],
    mutationFn: async (variables: V) => (await send(variables)).data,
    onSuccess: (page, _variables, _result, { client }) => client.setQueryData(accountKeys.security, page),
  });
}

export const changePasswordMutation = (locale: Locale) =>
  securityWrite("change-password", (body: ChangePasswordRequest) =>
    callApi(accountsApi.changePassword, { body }, { locale }),
  );

export const signOutSessionMutation = (locale: Locale) =>
  securityWrite("sign-out-session", (sessionId: string) =>
    callApi(accountsApi.signOutSession, { params: { sessionId } }, { locale }),
  );

export const signOutOtherSessionsMutation = (locale: Locale) =>
  securityWrite("sign-out-other-sessions", (_: undefined) =>
    callApi(accountsApi.signOutOtherSessions, {}, { locale }),
  );

/** The socials tab: the providers configured on this site, each linked to the player or not. */
export function socialsQuery(via?: ApiVia) {
  return queryOptions({
    queryKey: accountKeys.socials,
    queryFn: async () => (await callApi(accountsApi.getSocialsPage, {}, via)).data,
  });
}

export const unlinkSocialMutation = (locale: Locale) =>
  mutationOptions({
    mutationKey: ["account", "unlink-social"],
    mutationFn: async (method: SocialMethod) =>
      (await callApi(accountsApi.unlinkSocial, { params: { method } }, { locale })).data,
    onSuccess: (page, _variables, _result, { client }) => client.setQueryData(accountKeys.socials, page),
  });

/**
 * Starts linking a provider: the social sign-in's redirect, whose return to the sign-in page then
 * links the provider to this player (lib/social-link.ts) and comes back to `returnPath`.
 */
export async function startSocialLink(method: SocialMethod, returnPath: string, locale: Locale) {
  const redirectUri = `${window.location.origin}${socialRedirectPath(method)}`;
  const started = await callApi(
    socialAuthApi.startSocialSignIn,
    { params: { method }, query: { redirectUri } },
    { locale },
  );
  rememberSocialLink(returnPath);
  window.location.assign(started.data.authorizeUrl);
}

/** The subscription tab: marketing messages by email and by SMS, yes or no. */
export function subscriptionQuery(via?: ApiVia) {
  return queryOptions({
    queryKey: accountKeys.subscription,
    queryFn: async () => (await callApi(accountsApi.getSubscription, {}, via)).data,
  });
}

export const updateSubscriptionMutation = (locale: Locale) =>
  mutationOptions({
    mutationKey: ["account", "update-subscription"],
    mutationFn: async (body: SubscriptionUpdateRequest) =>
      (await callApi(accountsApi.updateSubscription, { body }, { locale })).data,
    onSuccess: (saved, _variables, _result, { client }) =>
      client.setQueryData(accountKeys.subscription, saved),
  });

/**
 * The unsubscribe page's link: the channel its token names and whether it is on; null for a token
 * that names nobody (altered, or cut short by a mail client), which the page explains.
 */
export async function loadUnsubscribeLink(
  context: WebRequestContext,
  locale: Locale,
  token: string,
): Promise<UnsubscribeLinkState | null> {
  try {
    return (await callApi(accountsApi.readUnsubscribeLink, { query: { token } }, viaServer(context, locale)))
      .data;
  } catch (error) {
    if (error instanceof ApiError && error.reason === "UNSUBSCRIBE_LINK_INVALID") return null;
    throw error;
  }
}

/** Turns the channel the link names off (or on again), without a session: the token speaks for the player. */
export const updateUnsubscribeLinkMutation = (locale: Locale) =>
  mutationOptions({
    mutationKey: ["account", "unsubscribe-link"],
    mutationFn: async (body: { token: string; isSubscribed: boolean }) =>
      (await callApi(accountsApi.updateUnsubscribeLink, { body }, { locale })).data,
    // A signed-in player's subscription tab shows the change.
    onSuccess: (_saved, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: accountKeys.subscription }),
  });
