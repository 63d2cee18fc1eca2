/**
 * Who may call a route is declared on the route: `config: { auth: "player" }` answers guests with
 * 401 before the handler runs, after the request has been validated (a malformed request is a 400
 * whoever sends it). The handler then reads the signed-in player from `request.playerId`.
 * `config: { auth: "renderer" }` marks a call only the site's server renderer makes; with
 * `REQUEST_HANDLE_CREDENTIALS` set it must carry them as basic auth. `config: { auth: "operator" }`
 * is the operator API (config/operator-api.ts): a bearer token, and a 404 while the API is off; the
 * handler reads who acted from `request.operatorName` (the `X-Operator` header, for the record).
 */
import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError, notSignedIn } from "../lib/errors.ts";
import { operatorApiToken } from "../lib/operator-api-token.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * `"player"`: only a signed-in player may call the route; `"renderer"`: only the site's
     * renderer; `"operator"`: only the operator API's token.
     */
    auth?: "player" | "renderer" | "operator";
  }
  interface FastifyRequest {
    /** The signed-in player; set on routes with `config: { auth: "player" }` only. */
    playerId: string;
    /** Who acted through the operator API; set on routes with `config: { auth: "operator" }` only. */
    operatorName: string;
  }
}

/** The `Authorization` header value that carries `user:password` as basic auth. */
export function basicAuthorization(credentials: string): string {
  return `Basic ${Buffer.from(credentials).toString("base64")}`;
}

/** An operator's name as recorded beside what they did: one short line, or a plain default. */
const OPERATOR_NAME = /^[\p{L}\p{N} ._@-]{1,64}$/u;

function operatorNameOf(header: unknown): string {
  return typeof header === "string" && OPERATOR_NAME.test(header.trim()) ? header.trim() : "operator api";
}

function sameSecret(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

async function authPlugin(app: FastifyInstance): Promise<void> {
  const rendererCredentials = app.config.requestHandleCredentials;
  const rendererAuthorization = rendererCredentials ? basicAuthorization(rendererCredentials) : null;
  const operatorAuthorization = (() => {
    const token = operatorApiToken(app.config.operatorApi);
    return token ? `Bearer ${token}` : null;
  })();
  app.decorateRequest("playerId", "");
  app.decorateRequest("operatorName", "");
  app.addHook("preHandler", async (request, reply) => {
    const { auth } = request.routeOptions.config;
    if (auth === "operator") {
      // Off, the API is not there at all; on, a wrong token learns nothing about what it would do.
      if (!operatorAuthorization) {
        throw new AppError("NOT_FOUND", {
          key: "noRoute",
          values: { method: request.method, path: request.url },
        });
      }
      if (!sameSecret(request.headers.authorization ?? "", operatorAuthorization)) {
        reply.header("www-authenticate", 'Bearer realm="operator"');
        throw new AppError("UNAUTHORIZED", { key: "operatorOnly" });
      }
      request.operatorName = operatorNameOf(request.headers["x-operator"]);
      return;
    }
    if (auth === "renderer" && rendererAuthorization) {
      if (sameSecret(request.headers.authorization ?? "", rendererAuthorization)) return;
      reply.header("www-authenticate", 'Basic realm="renderer", charset="UTF-8"');
      throw new AppError("UNAUTHORIZED", { key: "rendererOnly" });
    }
    if (auth !== "player") return;
    const { playerId } = await request.loadSession();
    if (!playerId) throw notSignedIn();
    request.playerId = playerId;
  });
}

export default fp(authPlugin, { name: "auth", dependencies: ["core"] });
