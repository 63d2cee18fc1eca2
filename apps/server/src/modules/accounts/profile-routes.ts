/**
 * The signed-in player's own data: profile, onboarding rewards, terms acceptance, and confirming
 * the email and phone (the email link also works signed out).
 */
import { accountsEndpoints, GAME_MODE_SLUGS } from "@reelhouse/contract";
import type { FastifyInstance } from "fastify";
import { requestLocale } from "../../lib/request-locale.ts";
import { route } from "../../lib/route.ts";
import type { RequesterOf } from "./routes.ts";

const player = { auth: "player" } as const;

export async function profileRoutes(app: FastifyInstance, { requesterOf }: { requesterOf: RequesterOf }) {
  const { accounts } = app;

  route(app, accountsEndpoints.confirmEmail, async (request) => {
    await accounts.confirmEmail(request.body.token, requestLocale(request));
  });

  route(
    app,
    accountsEndpoints.sendEmailConfirmation,
    async (request) => {
      await accounts.sendEmailConfirmation(request.playerId, await requesterOf(request));
    },
    player,
  );

  route(
    app,
    accountsEndpoints.sendPhoneConfirmation,
    async (request) => {
      await accounts.sendPhoneConfirmation(request.playerId, request.body.phone, await requesterOf(request));
    },
    player,
  );

  route(
    app,
    accountsEndpoints.confirmPhone,
    async (request) => {
      await accounts.confirmPhone(request.playerId, request.body.code, requestLocale(request));
    },
    player,
  );

  route(
    app,
    accountsEndpoints.switchGameMode,
    async (request) => ({
      success: true as const,
      gameMode: await accounts.switchGameMode(request.playerId, GAME_MODE_SLUGS[request.params.mode]),
    }),
    // A GET that changes state (spec §7): refused when a browser labels it cross-site.
    { ...player, csrf: "check" },
  );

  route(app, accountsEndpoints.getProfile, async (request) => accounts.getProfile(request.playerId), player);

  route(
    app,
    accountsEndpoints.updateProfile,
    async (request) => accounts.updateProfile(request.playerId, request.body, requestLocale(request)),
    player,
  );

  route(app, accountsEndpoints.getRewards, async (request) => accounts.getRewards(request.playerId), player);

  route(
    app,
    accountsEndpoints.getProfilePage,
    async (request) => accounts.getProfilePage(request.playerId),
    player,
  );

  route(app, accountsEndpoints.getTerms, async (request) => accounts.getTermsInfo(request.playerId), player);

  route(
    app,
    accountsEndpoints.acceptTerms,
    async (request) => accounts.acceptTerms(request.playerId, request.body.version, requestLocale(request)),
    player,
  );
}
