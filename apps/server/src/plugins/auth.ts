/**
 * Who may call a route is declared on the route: `config: { auth: "player" }` answers guests with
 * 401 before the handler runs, after the request has been validated (a malformed request is a 400
 * whoever sends it). The handler then reads the signed-in player from `request.playerId`.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/errors.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** `"player"`: only a signed-in player may call the route. */
    auth?: "player";
  }
  interface FastifyRequest {
    /** The signed-in player; set on routes with `config: { auth: "player" }` only. */
    playerId: string;
  }
}

/** The answer to a guest asking for something only a player may do. */
export function notSignedIn(): AppError {
  return new AppError("UNAUTHORIZED", "Please sign in to continue.", { reason: "NOT_AUTHENTICATED" });
}

async function authPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest("playerId", "");
  app.addHook("preHandler", async (request) => {
    if (request.routeOptions.config.auth !== "player") return;
    const { playerId } = await request.loadSession();
    if (!playerId) throw notSignedIn();
    request.playerId = playerId;
  });
}

export default fp(authPlugin, { name: "auth" });
