/**
 * Social sign-in over the authorization-code redirect. Starting a sign-in binds a random state and
 * nonce to this browser in a short-lived HttpOnly cookie; the provider's answer is accepted only
 * with that state (no login CSRF) and its ID token only with that nonce (no token replay).
 * Apple answers with a cross-site form POST, which carries no Lax cookie, so its callback just
 * turns the POST into a same-site GET of the sign-in page, where the normal check runs.
 */
import {
  AuthResponse,
  SocialLoginRequest,
  SocialMethod,
  SocialStartQuery,
  SocialStartResponse,
  socialRedirectPath,
} from "@reelhouse/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/errors.ts";
import { requestLocale } from "../../lib/request-locale.ts";
import { randomToken } from "../../lib/secrets.ts";
import { requirePlayerId } from "../../plugins/session.ts";
import type { SocialAuth } from "../social-auth/service.ts";
import { message } from "./messages.ts";
import type { RequesterOf } from "./routes.ts";
import type { Accounts } from "./service.ts";

export const APPLE_CALLBACK_PATH = socialRedirectPath("apple");
const STATE_COOKIE = "social_sign_in";
const STATE_TTL_SECONDS = 10 * 60;

export interface SocialRoutesOptions {
  accounts: Accounts;
  socialAuth: SocialAuth;
  secureCookies: boolean;
  requesterOf: RequesterOf;
}

const MethodParams = z.object({ method: SocialMethod });

export const socialRoutes: FastifyPluginAsyncZod<SocialRoutesOptions> = async (app, options) => {
  const { accounts, socialAuth, requesterOf } = options;
  const tags = ["accounts"];
  const cookie = {
    path: "/rest/login/",
    httpOnly: true,
    sameSite: "lax",
    secure: options.secureCookies,
  } as const;

  app.get(
    "/rest/login/:method/authorize/",
    {
      schema: {
        tags,
        summary: "Start a social sign-in: the provider URL to send the browser to",
        params: MethodParams,
        querystring: SocialStartQuery,
        response: { 200: SocialStartResponse },
      },
    },
    async (request, reply) => {
      const { method } = request.params;
      const state = `${method}.${randomToken()}`;
      const nonce = randomToken();
      const authorizeUrl = await socialAuth.buildAuthorizeUrl(method, {
        redirectUri: request.query.redirectUri,
        state,
        nonce,
      });
      reply.setCookie(STATE_COOKIE, `${state}~${nonce}`, { ...cookie, maxAge: STATE_TTL_SECONDS });
      return { success: true as const, data: { authorizeUrl } };
    },
  );

  app.post(
    "/rest/login/:method/",
    {
      schema: {
        tags,
        summary:
          "Sign in (or up) with Google, Facebook or Apple: accessToken from an SDK, or code from the redirect",
        params: MethodParams,
        body: SocialLoginRequest,
        response: { 200: AuthResponse },
      },
    },
    async (request, reply) => {
      const { method } = request.params;
      const body = request.body;
      const locale = requestLocale(request);
      let nonce: string | undefined;
      if (body.code !== undefined) {
        const [expectedState, expectedNonce] = (request.cookies[STATE_COOKIE] ?? "").split("~");
        reply.clearCookie(STATE_COOKIE, cookie);
        if (!expectedState || body.state !== expectedState) {
          throw new AppError("BAD_REQUEST", message(locale, "socialStateMismatch"));
        }
        nonce = expectedNonce;
      }
      const identity = await socialAuth.verifySocialCredential(method, {
        ...(body.accessToken !== undefined ? { accessToken: body.accessToken } : {}),
        ...(body.code !== undefined ? { code: body.code, redirectUri: body.redirectUri } : {}),
        ...(nonce ? { nonce } : {}),
        ...(body.appleUser ? { appleUser: body.appleUser } : {}),
      });
      if (!body.needToLogin) {
        const playerId = await requirePlayerId(request);
        await accounts.linkIdentity(playerId, identity, locale);
        return {
          success: true as const,
          statusCode: 200 as const,
          data: { message: "", playerId, isNewPlayer: false },
        };
      }
      const requester = await requesterOf(request);
      const session = await accounts.signInWithIdentity(identity, {
        ...requester,
        invitedBy: body.invitedBy ?? null,
        termsVersion: body.termsVersion ?? null,
      });
      reply.startSession(session.token, session.expiresAt);
      return {
        success: true as const,
        statusCode: 200 as const,
        data: {
          message: message(locale, session.isNewPlayer ? "signedUp" : "signedIn"),
          playerId: session.playerId,
          isNewPlayer: session.isNewPlayer,
        },
      };
    },
  );

  // Apple posts the code as a form from appleid.apple.com: hand it to the sign-in page as a GET.
  app.post(
    APPLE_CALLBACK_PATH,
    {
      schema: {
        tags,
        summary: "Sign in with Apple's form_post callback; redirects to the sign-in page",
        body: z.object({
          code: z.string().max(2048),
          state: z.string().max(256),
          user: z.string().max(4096).optional(),
        }),
      },
    },
    async (request, reply) => {
      const next = new URLSearchParams({ code: request.body.code, state: request.body.state });
      if (request.body.user) next.set("user", request.body.user);
      return reply.redirect(`/signin?${next.toString()}`, 303);
    },
  );
};
