/**
 * Social sign-in over the authorization-code redirect. Starting a sign-in binds a random state and
 * nonce to this browser in a short-lived HttpOnly cookie; the provider's answer is accepted only
 * with that state (no login CSRF) and its ID token only with that nonce (no token replay). The
 * redirect URI, both to start and to redeem a code, must be this site's return address for the
 * provider, so no code is ever sent elsewhere.
 * Apple answers with a cross-site form POST, which carries no Lax cookie, so its callback just
 * turns the POST into a same-site GET of the sign-in page, where the normal check runs.
 */
import { socialAuthEndpoints, socialRedirectPath } from "@reelhouse/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { notSignedIn } from "../../lib/errors.ts";
import { requestLocale } from "../../lib/request-locale.ts";
import { route } from "../../lib/route.ts";
import { randomToken } from "../../lib/secrets.ts";
import { siteOrigin } from "../../lib/site.ts";
import { checkRedirectUri } from "../social-auth/service.ts";
import { message, refuse } from "./messages.ts";
import type { RequesterOf } from "./routes.ts";

const STATE_COOKIE = "social_sign_in";
const STATE_TTL_SECONDS = 10 * 60;

export async function socialRoutes(app: FastifyInstance, { requesterOf }: { requesterOf: RequesterOf }) {
  const { accounts, socialAuth } = app;
  const cookie = {
    path: "/rest/login/",
    httpOnly: true,
    sameSite: "lax",
    secure: app.config.session.secureCookies,
  } as const;

  route(app, socialAuthEndpoints.startSocialSignIn, async (request, reply) => {
    const { method } = request.params;
    const state = `${method}.${randomToken()}`;
    const nonce = randomToken();
    const authorizeUrl = await socialAuth.buildAuthorizeUrl(method, {
      redirectUri: request.query.redirectUri,
      state,
      nonce,
    });
    // After the provider is known to be configured (404 first), before the browser is given anything.
    checkRedirectUri(method, request.query.redirectUri, siteOrigin(app.config, request));
    reply.setCookie(STATE_COOKIE, `${state}~${nonce}`, { ...cookie, maxAge: STATE_TTL_SECONDS });
    return { authorizeUrl };
  });

  route(
    app,
    socialAuthEndpoints.signInWithSocial,
    async (request, reply) => {
      const { method } = request.params;
      const body = request.body;
      const locale = requestLocale(request);
      let nonce: string | undefined;
      if (body.code !== undefined) {
        const [expectedState, expectedNonce] = (request.cookies[STATE_COOKIE] ?? "").split("~");
        reply.clearCookie(STATE_COOKIE, cookie);
        if (!expectedState || body.state !== expectedState) {
          throw refuse("BAD_REQUEST", locale, "socialStateMismatch");
        }
        nonce = expectedNonce;
        if (body.redirectUri !== undefined) {
          checkRedirectUri(method, body.redirectUri, siteOrigin(app.config, request));
        }
      }
      const identity = await socialAuth.verifySocialCredential(method, {
        ...(body.accessToken !== undefined ? { accessToken: body.accessToken } : {}),
        ...(body.code !== undefined ? { code: body.code, redirectUri: body.redirectUri } : {}),
        ...(nonce ? { nonce } : {}),
        ...(body.appleUser ? { appleUser: body.appleUser } : {}),
      });
      if (!body.needToLogin) {
        // Linking a provider to the signed-in player: only this case needs a session.
        const { playerId } = await request.loadSession();
        if (!playerId) throw notSignedIn();
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
    { messageInData: true },
  );

  // Apple posts the code (or, when the player cancelled or Apple failed, an `error`) as a form from
  // appleid.apple.com: hand it to the sign-in page as a GET, which finishes or reports it, and
  // sends a player who was linking Apple back to the socials tab.
  app.withTypeProvider<ZodTypeProvider>().post(
    socialRedirectPath("apple"),
    {
      // Apple's form post is cross-site by design and uses no cookies.
      config: { csrf: "skip" },
      schema: {
        tags: ["accounts"],
        summary: "Sign in with Apple's form_post callback; redirects to the sign-in page",
        body: z.union([
          z.object({
            code: z.string().max(2048),
            state: z.string().max(256),
            user: z.string().max(4096).optional(),
          }),
          // Apple's own error codes, `user_cancelled_authorize` the common one.
          z.object({ error: z.string().regex(/^[a-z_]{1,64}$/), state: z.string().max(256) }),
        ]),
      },
    },
    async (request, reply) => {
      const { body } = request;
      const next =
        "code" in body
          ? new URLSearchParams({
              code: body.code,
              state: body.state,
              ...(body.user ? { user: body.user } : {}),
            })
          : new URLSearchParams({ error: body.error, state: body.state });
      return reply.redirect(`/signin?${next.toString()}`, 303);
    },
  );
}
