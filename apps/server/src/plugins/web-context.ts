/**
 * The context each server-rendered request hands the site's loaders: the theme for the request
 * host, the CSP nonce, the session, and in-process access to this server's own API.
 */
import { LOCALE_COOKIE, type WebRequestContext } from "@reelhouse/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from "fastify";
import type { Config } from "../config/env.ts";
import { themeFor } from "../lib/site.ts";
import { basicAuthorization } from "./auth.ts";

export async function webRequestContext(
  app: FastifyInstance,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<WebRequestContext> {
  const { playerId } = await request.loadSession();
  const theme = themeFor(config, request);
  return {
    requestId: request.id,
    theme,
    operator: config.operators[theme],
    cspNonce: reply.cspNonce?.script,
    session: { isGuest: playerId === null },
    ...(config.requestHandleCredentials
      ? { rendererAuthorization: basicAuthorization(config.requestHandleCredentials) }
      : {}),
    // The calls read the page's session instead of each looking it up again (session.ts). An
    // injected request starts when its `then` is called, so that happens inside the loan.
    fetchApi: async (path, init = {}) => {
      const response = await request.lendSession(() =>
        app
          .inject({
            method: (init.method ?? "GET") as HTTPMethods,
            url: path,
            remoteAddress: request.ip,
            headers: {
              host: request.host,
              "x-request-id": request.id,
              ...(request.headers.cookie ? { cookie: forwardedCookies(request.headers.cookie) } : {}),
              ...(init.body === undefined ? {} : { "content-type": "application/json" }),
              ...init.headers,
            },
            ...(init.body === undefined ? {} : { payload: JSON.stringify(init.body) }),
          })
          .then((answer) => answer),
      );
      return new Response(response.rawPayload.length > 0 ? response.rawPayload : null, {
        status: response.statusCode,
        headers: Object.entries(response.headers).flatMap(([name, value]) =>
          (Array.isArray(value) ? value : [value])
            .filter((item) => item !== undefined)
            .map((item) => [name, String(item)] as [string, string]),
        ),
      });
    },
  };
}

/** Spec §4: a language cookie value 'deleted' is forwarded as 'en'. */
export function forwardedCookies(cookieHeader: string): string {
  return cookieHeader.replace(
    new RegExp(`(^|;\\s*)${LOCALE_COOKIE}=deleted(?=;|$)`),
    `$1${LOCALE_COOKIE}=en`,
  );
}
