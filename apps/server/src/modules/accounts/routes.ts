import {
  AppInitResponse,
  AuthResponse,
  ForgotPasswordRequest,
  RequestHandleQuery,
  RequestHandleResponse,
  ResetPasswordRequest,
  SignInRequest,
  SignUpRequest,
  SuccessResponse,
  THEME_DISPLAY_NAMES,
} from "@reelhouse/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config/env.ts";
import { requestLocale } from "../../lib/request-locale.ts";
import { siteOrigin, themeFor } from "../../lib/site.ts";
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
