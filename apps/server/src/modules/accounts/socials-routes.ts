/**
 * The socials tab's calls: the configured providers, each linked or not, and unlinking one. Each
 * answers the tab as it stands after. Linking is the social sign-in with `needToLogin: false`.
 */
import { accountsEndpoints } from "@reelhouse/contract";
import type { FastifyInstance } from "fastify";
import { requestLocale } from "../../lib/request-locale.ts";
import { route } from "../../lib/route.ts";

const player = { auth: "player" } as const;

export async function socialsRoutes(app: FastifyInstance) {
  const { accounts, socialAuth } = app;

  const page = async (playerId: string) =>
    accounts.socialsPage(
      playerId,
      (await socialAuth.listSocialProviders()).map((provider) => provider.method),
    );

  route(app, accountsEndpoints.getSocialsPage, (request) => page(request.playerId), player);

  route(
    app,
    accountsEndpoints.unlinkSocial,
    async (request) => {
      await accounts.unlinkSocial(request.playerId, request.params.method, requestLocale(request));
      return page(request.playerId);
    },
    player,
  );
}
