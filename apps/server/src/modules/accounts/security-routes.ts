/**
 * The security page's calls: where the player is signed in and their latest sign-ins, signing
 * other sessions out, and changing the password. Each answers the page as it stands after.
 */
import { accountsEndpoints } from "@reelhouse/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { notSignedIn } from "../../lib/errors.ts";
import { requestLocale } from "../../lib/request-locale.ts";
import { route } from "../../lib/route.ts";
import type { RequesterOf } from "./routes.ts";

const player = { auth: "player" } as const;

export async function securityRoutes(app: FastifyInstance, { requesterOf }: { requesterOf: RequesterOf }) {
  const { accounts } = app;

  /** The signed-in session's token hash: the page tells it apart from the player's others. */
  const currentSession = async (request: FastifyRequest) => {
    const { tokenHash } = await request.loadSession();
    if (!tokenHash) throw notSignedIn();
    return tokenHash;
  };

  route(
    app,
    accountsEndpoints.getSecurityPage,
    async (request) => accounts.securityPage(request.playerId, await currentSession(request)),
    player,
  );

  route(
    app,
    accountsEndpoints.changePassword,
    async (request) => {
      const tokenHash = await currentSession(request);
      await accounts.changePassword(request.playerId, tokenHash, request.body, await requesterOf(request));
      return accounts.securityPage(request.playerId, tokenHash);
    },
    player,
  );

  route(
    app,
    accountsEndpoints.signOutSession,
    async (request) => {
      const tokenHash = await currentSession(request);
      await accounts.signOutSession(
        request.playerId,
        tokenHash,
        request.params.sessionId,
        requestLocale(request),
      );
      return accounts.securityPage(request.playerId, tokenHash);
    },
    player,
  );

  route(
    app,
    accountsEndpoints.signOutOtherSessions,
    async (request) => {
      const tokenHash = await currentSession(request);
      await accounts.signOutOtherSessions(request.playerId, tokenHash);
      return accounts.securityPage(request.playerId, tokenHash);
    },
    player,
  );
}
