import { accountsEndpoints, THEME_IDS, type ThemeId } from "@reelhouse/contract";
import { BRANDS, type Brand } from "@reelhouse/contract/brands";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config/env.ts";
import { requestLocale } from "../../lib/request-locale.ts";
import { route } from "../../lib/route.ts";
import { siteOrigin, themeFor } from "../../lib/site.ts";
import { message } from "./messages.ts";
import type { Requester } from "./service.ts";

export type RequesterOf = (request: FastifyRequest) => Promise<Requester>;

/** Who is asking, from the request: for throttling, session records, and wording of what we send. */
export function requesterFrom(config: Config): RequesterOf {
  // Each brand with the operator this deployment configured for it (OPERATOR_CONFIG): emails name
  // that operator and send from its address.
  const brands = Object.fromEntries(
    THEME_IDS.map((id) => [id, { ...BRANDS[id], operator: config.operators[id] }]),
  ) as Record<ThemeId, Brand>;
  return async (request) => {
    const session = await request.loadSession();
    return {
      ip: request.ip,
      userAgent: request.headers["user-agent"] ?? null,
      locale: requestLocale(request),
      previousTokenHash: session.tokenHash,
      origin: siteOrigin(config, request),
      brand: brands[themeFor(config, request)],
    };
  };
}

export async function accountsRoutes(app: FastifyInstance, options: { requesterOf: RequesterOf }) {
  const { accounts } = app;
  const { requesterOf } = options;

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

  route(app, accountsEndpoints.signUp, async (request, reply) => {
    const requester = await requesterOf(request);
    const session = await accounts.signUp(request.body, requester);
    return signedIn(reply, session, message(requester.locale, "signedUp"), true);
  });

  route(
    app,
    accountsEndpoints.signIn,
    async (request, reply) => {
      const requester = await requesterOf(request);
      const session = await accounts.signIn(request.body, requester);
      return signedIn(reply, session, message(requester.locale, "signedIn"), false);
    },
    { messageInData: true },
  );

  route(
    app,
    accountsEndpoints.signOut,
    async (request, reply) => {
      await accounts.signOut((await request.loadSession()).tokenHash);
      reply.endSession();
    },
    // A GET that ends the session: another site must not be able to sign the player out.
    { csrf: "check" },
  );

  route(app, accountsEndpoints.requestPasswordReset, async (request) => {
    await accounts.requestPasswordReset(request.body, await requesterOf(request));
  });

  route(app, accountsEndpoints.resetPassword, async (request) => {
    await accounts.resetPassword(request.body, requestLocale(request));
  });

  route(
    app,
    accountsEndpoints.handleRequest,
    async (request) =>
      accounts.handleRequest((await request.loadSession()).playerId, request.query.path, request.ip, {
        // An answer is a code, or the provider's refusal (the player cancelled), with the state.
        isProviderAnswer:
          request.query.state !== undefined &&
          (request.query.code !== undefined || request.query.error !== undefined),
      }),
    { auth: "renderer" },
  );
}
