/**
 * Accounts endpoints: sign-up and sign-in by email, sessions, recovery, confirmation, the player's
 * own data and the server-render check (spec §7 "Authorization and app", "Sign-in", "Player").
 * Every call may also answer 400 (malformed request) and 429 (rate limited); writes answer 403 when
 * a browser labels them cross-site.
 */
import { defineEndpoint } from "../endpoint.ts";
import { SocialMethodParams } from "../social-auth/endpoints.ts";
import { accountsRoutes } from "./routes.ts";
import {
  AuthResponse,
  ChangePasswordRequest,
  ConfirmEmailRequest,
  ConfirmPhoneRequest,
  ForgotPasswordRequest,
  GameModeSwitchParams,
  GameModeSwitchResponse,
  PhoneConfirmationRequest,
  PlayerProfileResponse,
  PlayerRewardsResponse,
  ProfilePageResponse,
  ProfileUpdateRequest,
  RequestHandleQuery,
  RequestHandleResponse,
  ResetPasswordRequest,
  SecurityPageResponse,
  SessionIdParams,
  SignInRequest,
  SignUpRequest,
  SubscriptionResponse,
  SubscriptionUpdateRequest,
  SuccessResponse,
  TermsAcceptRequest,
  TermsResponse,
  UnsubscribeLinkQuery,
  UnsubscribeLinkResponse,
  UnsubscribeLinkUpdate,
} from "./schemas.ts";
import { SocialsPageResponse } from "./socials.ts";

const tags = ["accounts"] as const;

export const accountsEndpoints = {
  signUp: defineEndpoint({
    ...accountsRoutes.signUp,
    summary: "Sign up with email and password",
    tags,
    body: SignUpRequest,
    response: AuthResponse,
    errors: [400, 403, 409, 429],
  }),
  signIn: defineEndpoint({
    ...accountsRoutes.signIn,
    summary: "Sign in with email and password",
    tags,
    body: SignInRequest,
    response: AuthResponse,
    errors: [400, 403, 409, 429],
  }),
  /** Spec §7: a GET that changes state; the server still refuses it cross-site. */
  signOut: defineEndpoint({
    ...accountsRoutes.signOut,
    summary: "Sign out: ends the session and clears its cookies",
    tags,
    response: SuccessResponse,
    errors: [403, 429],
  }),
  requestPasswordReset: defineEndpoint({
    ...accountsRoutes.requestPasswordReset,
    summary:
      "Send a password reset link (email) or code (confirmed phone); answers the same for unknown accounts",
    tags,
    body: ForgotPasswordRequest,
    response: SuccessResponse,
    errors: [400, 403, 429],
  }),
  resetPassword: defineEndpoint({
    ...accountsRoutes.resetPassword,
    summary: "Choose a new password with a reset link token or SMS code",
    tags,
    body: ResetPasswordRequest,
    response: SuccessResponse,
    errors: [400, 403, 429],
  }),
  confirmEmail: defineEndpoint({
    ...accountsRoutes.confirmEmail,
    summary: "Confirm an email address with the emailed link token",
    tags,
    body: ConfirmEmailRequest,
    response: SuccessResponse,
    errors: [400, 403, 409, 429],
  }),
  sendEmailConfirmation: defineEndpoint({
    ...accountsRoutes.sendEmailConfirmation,
    summary: "Send the email confirmation link again",
    tags,
    response: SuccessResponse,
    errors: [401, 403, 409, 429],
  }),
  sendPhoneConfirmation: defineEndpoint({
    ...accountsRoutes.sendPhoneConfirmation,
    summary: "Text a 6-digit code to confirm a phone number",
    tags,
    body: PhoneConfirmationRequest,
    response: SuccessResponse,
    errors: [400, 401, 403, 409, 429],
  }),
  confirmPhone: defineEndpoint({
    ...accountsRoutes.confirmPhone,
    summary: "Confirm the phone number with the texted code",
    tags,
    body: ConfirmPhoneRequest,
    response: SuccessResponse,
    errors: [400, 401, 403, 409, 429],
  }),
  getProfile: defineEndpoint({
    ...accountsRoutes.getProfile,
    summary: "The player's profile and what is missing from it",
    tags,
    response: PlayerProfileResponse,
    errors: [401, 429],
  }),
  updateProfile: defineEndpoint({
    ...accountsRoutes.updateProfile,
    summary: "Update profile fields (easy or full profile)",
    tags,
    body: ProfileUpdateRequest,
    response: PlayerProfileResponse,
    errors: [400, 401, 403, 409, 429],
  }),
  getRewards: defineEndpoint({
    ...accountsRoutes.getRewards,
    summary: "Onboarding rewards: email, profile, phone",
    tags,
    response: PlayerRewardsResponse,
    errors: [401, 429],
  }),
  getProfilePage: defineEndpoint({
    ...accountsRoutes.getProfilePage,
    summary: "The profile page",
    tags,
    response: ProfilePageResponse,
    errors: [401, 429],
  }),
  getTerms: defineEndpoint({
    ...accountsRoutes.getTerms,
    summary: "Terms version accepted by the player and the current one",
    tags,
    response: TermsResponse,
    errors: [401, 429],
  }),
  /** Spec §7: a GET that changes the player's mode, so it is refused cross-site like a write. */
  switchGameMode: defineEndpoint({
    ...accountsRoutes.switchGameMode,
    summary: "Switch between SweepStakes (entries) and TournamentPoints (coins)",
    tags,
    params: GameModeSwitchParams,
    response: GameModeSwitchResponse,
    errors: [401, 403, 429],
  }),
  acceptTerms: defineEndpoint({
    ...accountsRoutes.acceptTerms,
    summary: "Accept the current terms version",
    tags,
    body: TermsAcceptRequest,
    response: TermsResponse,
    errors: [400, 401, 403, 409, 429],
  }),
  /**
   * Spec §7, server render only: asked on every navigation with the page's query and the
   * visitor's headers forwarded; a failure is logged and the page renders anyway.
   */
  handleRequest: defineEndpoint({
    ...accountsRoutes.handleRequest,
    summary: "Server-render check of a page request: signed in or not, and where to redirect",
    tags,
    query: RequestHandleQuery,
    response: RequestHandleResponse,
    errors: [400, 429],
  }),
  getSecurityPage: defineEndpoint({
    ...accountsRoutes.getSecurityPage,
    summary:
      "The security page: whether the account has a password, where it is signed in, its latest sign-ins",
    tags,
    response: SecurityPageResponse,
    errors: [401, 429],
  }),
  changePassword: defineEndpoint({
    ...accountsRoutes.changePassword,
    summary:
      "Change the password while signed in (the current one proves it is the player); every other session is signed out",
    tags,
    body: ChangePasswordRequest,
    response: SecurityPageResponse,
    errors: [400, 401, 403, 429],
  }),
  signOutSession: defineEndpoint({
    ...accountsRoutes.signOutSession,
    summary: "Sign out one of the player's other sessions",
    tags,
    params: SessionIdParams,
    response: SecurityPageResponse,
    errors: [400, 401, 403, 404, 429],
  }),
  signOutOtherSessions: defineEndpoint({
    ...accountsRoutes.signOutOtherSessions,
    summary: "Sign out every session of the player but this one",
    tags,
    response: SecurityPageResponse,
    errors: [401, 403, 429],
  }),
  getSocialsPage: defineEndpoint({
    ...accountsRoutes.getSocialsPage,
    summary: "The socials tab: each configured provider, linked to the player or not, with its email",
    tags,
    response: SocialsPageResponse,
    errors: [401, 429],
  }),
  unlinkSocial: defineEndpoint({
    ...accountsRoutes.unlinkSocial,
    summary:
      "Unlink a provider from the player; refused (409) when it is the last way in of an account without a password",
    tags,
    params: SocialMethodParams,
    response: SocialsPageResponse,
    errors: [400, 401, 403, 404, 409, 429],
  }),
  getSubscription: defineEndpoint({
    ...accountsRoutes.getSubscription,
    summary: "The subscription tab: whether the player takes marketing messages by email and by SMS",
    tags,
    response: SubscriptionResponse,
    errors: [401, 429],
  }),
  updateSubscription: defineEndpoint({
    ...accountsRoutes.updateSubscription,
    summary:
      "Say yes or no to marketing messages by email and by SMS; transactional messages are always sent",
    tags,
    body: SubscriptionUpdateRequest,
    response: SubscriptionResponse,
    errors: [400, 401, 403, 429],
  }),
  readUnsubscribeLink: defineEndpoint({
    ...accountsRoutes.readUnsubscribeLink,
    summary:
      "The unsubscribe page: the channel a marketing email's unsubscribe token names and whether it is on; no session needed",
    tags,
    query: UnsubscribeLinkQuery,
    response: UnsubscribeLinkResponse,
    errors: [400, 429],
  }),
  updateUnsubscribeLink: defineEndpoint({
    ...accountsRoutes.updateUnsubscribeLink,
    summary:
      "The unsubscribe page: turn off (or back on) the channel a marketing email's unsubscribe token names; no session needed",
    tags,
    body: UnsubscribeLinkUpdate,
    response: UnsubscribeLinkResponse,
    errors: [400, 403, 429],
  }),
} as const;
