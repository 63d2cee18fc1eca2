/**
 * Who may call a route is declared on the route: `config: { auth: "player" }` answers guests with
 * 401 before the handler runs, after the request has been validated (a malformed request is a 400
 * whoever sends it). The handler then reads the signed-in player from `request.playerId`.
 * `config: { auth: "renderer" }` marks a call only the site's server renderer makes; with
 * `REQUEST_HANDLE_CREDENTIALS` set it must carry them as basic auth.
 */
import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError, notSignedIn } from "../lib/errors.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** `"player"`: only a signed-in player may call the route; `"renderer"`: only the site's renderer. */
    auth?: "player" | "renderer";
  }
  interface FastifyRequest {
    /** The signed-in player; set on routes with `config: { auth: "player" }` only. */
    playerId: string;
  }
}

/** The `Authorization` header value that carries `user:password` as basic auth. */
export function basicAuthorization(credentials: string): string {
  return `Basic ${Buffer.from(credentials).toString("base64")}`;
}

function sameSecret(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

async function authPlugin(app: FastifyInstance): Promise<void> {
  const rendererCredentials = app.config.requestHandleCredentials;
  const rendererAuthorization = rendererCredentials ? basicAuthorization(rendererCredentials) : null;
  app.decorateRequest("playerId", "");
  app.addHook("preHandler", async (request, reply) => {
    const { auth } = request.routeOptions.config;
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
