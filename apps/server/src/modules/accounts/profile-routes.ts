/**
 * The signed-in player's own data: profile, onboarding rewards, terms acceptance, and confirming
 * the email and phone (the email link also works signed out).
 */
import { accountsEndpoints, GAME_MODE_SLUGS } from "@reelhouse/contract";
import type { FastifyInstance } from "fastify";
import { requestLocale } from "../../lib/request-locale.ts";
import { route } from "../../lib/route.ts";
import type { RequesterOf } from "./routes.ts";

const ok = { success: true as const };
const player = { auth: "player" } as const;

export async function profileRoutes(app: FastifyInstance, { requesterOf }: { requesterOf: RequesterOf }) {
  const { accounts } = app;

  route(app, accountsEndpoints.confirmEmail, async (request) => {
    await accounts.confirmEmail(request.body.token, requestLocale(request));
    return ok;
  });

  route(
    app,
    accountsEndpoints.sendEmailConfirmation,
    async (request) => {
      await accounts.sendEmailConfirmation(request.playerId, await requesterOf(request));
      return ok;
    },
    player,
  );

  route(
    app,
    accountsEndpoints.sendPhoneConfirmation,
    async (request) => {
      await accounts.sendPhoneConfirmation(request.playerId, request.body.phone, await requesterOf(request));
      return ok;
    },
    player,
  );

  route(
    app,
    accountsEndpoints.confirmPhone,
    async (request) => {
      await accounts.confirmPhone(request.playerId, request.body.code, requestLocale(request));
      return ok;
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

  route(
    app,
    accountsEndpoints.getProfile,
    async (request) => ({ success: true as const, data: await accounts.getProfile(request.playerId) }),
    player,
  );

  route(
    app,
    accountsEndpoints.updateProfile,
    async (request) => ({
      success: true as const,
      data: await accounts.updateProfile(request.playerId, request.body, requestLocale(request)),
    }),
    player,
  );

  route(
    app,
    accountsEndpoints.getRewards,
    async (request) => ({ success: true as const, data: await accounts.getRewards(request.playerId) }),
    player,
  );

  route(
    app,
    accountsEndpoints.getProfilePage,
    async (request) => ({ success: true as const, data: await accounts.getProfilePage(request.playerId) }),
    player,
  );

  route(
    app,
    accountsEndpoints.getTerms,
    async (request) => ({ success: true as const, data: await accounts.getTermsInfo(request.playerId) }),
    player,
  );

  route(
    app,
    accountsEndpoints.acceptTerms,
    async (request) => ({
      success: true as const,
      data: await accounts.acceptTerms(request.playerId, request.body.version, requestLocale(request)),
    }),
    player,
  );
}
