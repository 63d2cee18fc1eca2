import {
  AppInitResponse,
  AuthResponse,
  ConfirmEmailRequest,
  ConfirmPhoneRequest,
  ForgotPasswordRequest,
  PhoneConfirmationRequest,
  PlayerProfileResponse,
  PlayerRewardsResponse,
  ProfilePageResponse,
  ProfileUpdateRequest,
  RequestHandleQuery,
  RequestHandleResponse,
  ResetPasswordRequest,
  SignInRequest,
  SignUpRequest,
  SuccessResponse,
  TermsAcceptRequest,
  TermsResponse,
  THEME_DISPLAY_NAMES,
} from "@reelhouse/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config/env.ts";
import { requestLocale } from "../../lib/request-locale.ts";
import { siteOrigin, themeFor } from "../../lib/site.ts";
import { requirePlayerId } from "../../plugins/session.ts";
import { message } from "./messages.ts";
import type { Accounts, Requester, SocialButtons } from "./service.ts";

export type RequesterOf = (request: FastifyRequest) => Promise<Requester>;

export interface AccountsRoutesOptions {
  accounts: Accounts;
  config: Config;
  /** The social sign-in buttons to offer (configured providers). */
  socialButtons(): Promise<SocialButtons>;
  requesterOf: RequesterOf;
}

/** Who is asking, from the request: for throttling, session records, and wording of what we send. */
export function requesterFrom(config: Config): RequesterOf {
  return async (request) => {
    const session = await request.loadSession();
    return {
      ip: request.ip,
      userAgent: request.headers["user-agent"] ?? null,
      locale: requestLocale(request),
      previousTokenHash: session.tokenHash,
      origin: siteOrigin(config, request),
      brandName: THEME_DISPLAY_NAMES[themeFor(config, request)],
    };
  };
}

export const LOGOUT_PATH = "/rest/logout/";

const ok = { success: true as const };

export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, options) => {
  const { accounts, config, requesterOf } = options;
  const tags = ["accounts"];

  function signedIn(
    reply: FastifyReply,
    session: { playerId: string; token: string; expiresAt: Date },
    message: string,
    isNewPlayer: boolean,
  ) {
    reply.startSession(session.token, session.expiresAt);
    return {
      success: true as const,
      statusCode: 200 as const,
      data: { message, playerId: session.playerId, isNewPlayer },
    };
  }

  app.post(
    "/rest/registration/",
    {
      schema: {
        tags,
        summary: "Sign up with email and password",
        body: SignUpRequest,
        response: { 200: AuthResponse },
      },
    },
    async (request, reply) => {
      const requester = await requesterOf(request);
      const session = await accounts.signUp(request.body, requester);
      return signedIn(reply, session, message(requester.locale, "signedUp"), true);
    },
  );

  app.post(
    "/rest/login/email/",
    {
      schema: {
        tags,
        summary: "Sign in with email and password",
        body: SignInRequest,
        response: { 200: AuthResponse },
      },
    },
    async (request, reply) => {
      const requester = await requesterOf(request);
      const session = await accounts.signIn(request.body, requester);
      return signedIn(reply, session, message(requester.locale, "signedIn"), false);
    },
  );

  app.get(
    LOGOUT_PATH,
    {
      schema: {
        tags,
        summary: "Sign out: ends the session and clears its cookies",
        response: { 200: SuccessResponse },
      },
    },
    async (request, reply) => {
      await accounts.signOut((await request.loadSession()).tokenHash);
      reply.endSession();
      return ok;
    },
  );

  app.post(
    "/rest/password/forgot/",
    {
      schema: {
        tags,
        summary:
          "Send a password reset link (email) or code (confirmed phone); answers the same for unknown accounts",
        body: ForgotPasswordRequest,
        response: { 200: SuccessResponse },
      },
    },
    async (request) => {
      await accounts.requestPasswordReset(request.body, await requesterOf(request));
      return ok;
    },
  );

  app.post(
    "/rest/password/reset/",
    {
      schema: {
        tags,
        summary: "Choose a new password with a reset link token or SMS code",
        body: ResetPasswordRequest,
        response: { 200: SuccessResponse },
      },
    },
    async (request) => {
      await accounts.resetPassword(request.body, requestLocale(request));
      return ok;
    },
  );

  app.post(
    "/rest/email/confirm/",
    {
      schema: {
        tags,
        summary: "Confirm an email address with the emailed link token",
        body: ConfirmEmailRequest,
        response: { 200: SuccessResponse },
      },
    },
    async (request) => {
      await accounts.confirmEmail(request.body.token, requestLocale(request));
      return ok;
    },
  );

  app.post(
    "/rest/email/confirm/send/",
    {
      schema: { tags, summary: "Send the email confirmation link again", response: { 200: SuccessResponse } },
    },
    async (request) => {
      await accounts.sendEmailConfirmation(await requirePlayerId(request), await requesterOf(request));
      return ok;
    },
  );

  app.post(
    "/rest/phone/confirm/send/",
    {
      schema: {
        tags,
        summary: "Text a 6-digit code to confirm a phone number",
        body: PhoneConfirmationRequest,
        response: { 200: SuccessResponse },
      },
    },
    async (request) => {
      await accounts.sendPhoneConfirmation(
        await requirePlayerId(request),
        request.body.phone,
        await requesterOf(request),
      );
      return ok;
    },
  );

  app.post(
    "/rest/phone/confirm/",
    {
      schema: {
        tags,
        summary: "Confirm the phone number with the texted code",
        body: ConfirmPhoneRequest,
        response: { 200: SuccessResponse },
      },
    },
    async (request) => {
      await accounts.confirmPhone(await requirePlayerId(request), request.body.code, requestLocale(request));
      return ok;
    },
  );

  app.get(
    "/rest/player/profile/",
    {
      schema: {
        tags,
        summary: "The player's profile and what is missing from it",
        response: { 200: PlayerProfileResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await accounts.getProfile(await requirePlayerId(request)),
    }),
  );

  app.post(
    "/rest/player/profile/",
    {
      schema: {
        tags,
        summary: "Update profile fields (easy or full profile)",
        body: ProfileUpdateRequest,
        response: { 200: PlayerProfileResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await accounts.updateProfile(
        await requirePlayerId(request),
        request.body,
        requestLocale(request),
      ),
    }),
  );

  app.get(
    "/rest/player/rewards/",
    {
      schema: {
        tags,
        summary: "Onboarding rewards: email, profile, phone",
        response: { 200: PlayerRewardsResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await accounts.getRewards(await requirePlayerId(request)),
    }),
  );

  app.get(
    "/rest/page/profile/",
    { schema: { tags, summary: "The profile page", response: { 200: ProfilePageResponse } } },
    async (request) => {
      const playerId = await requirePlayerId(request);
      const [profile, rewards] = await Promise.all([
        accounts.getProfile(playerId),
        accounts.getRewards(playerId),
      ]);
      return {
        success: true as const,
        data: {
          profile,
          rewards,
          documentConfirmStatus: null,
          autoVerificationData: {
            isEnabled: false,
            isAvailable: false,
            showOn: [],
            providers: [],
            isTest: false,
          },
        },
      };
    },
  );

  app.get(
    "/rest/player/terms/",
    {
      schema: {
        tags,
        summary: "Terms version accepted by the player and the current one",
        response: { 200: TermsResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await accounts.getTermsInfo(await requirePlayerId(request)),
    }),
  );

  app.post(
    "/rest/player/terms/accept/",
    {
      schema: {
        tags,
        summary: "Accept the current terms version",
        body: TermsAcceptRequest,
        response: { 200: TermsResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await accounts.acceptTerms(
        await requirePlayerId(request),
        request.body.version,
        requestLocale(request),
      ),
    }),
  );

  app.get(
    "/rest/app/init/",
    {
      schema: {
        tags,
        summary: "Everything the site needs at start for this visitor (spec §3)",
        response: { 200: AppInitResponse },
      },
    },
    async (request) => {
      const { playerId } = await request.loadSession();
      const appName = THEME_DISPLAY_NAMES[themeFor(config, request)];
      return {
        success: true as const,
        data: await accounts.appInit(playerId, { appName, social: await options.socialButtons() }),
      };
    },
  );

  app.get(
    "/rest/request/handle/",
    {
      schema: {
        tags,
        summary: "Server-render check of a page request: signed in or not, and where to redirect",
        querystring: RequestHandleQuery,
        response: { 200: RequestHandleResponse },
      },
    },
    async (request) =>
      accounts.handleRequest((await request.loadSession()).playerId, request.query.path, request.ip),
  );
};
