/**
 * The signed-in player's own data: profile, onboarding rewards, terms acceptance, and confirming
 * the email and phone (the email link also works signed out).
 */
import {
  ConfirmEmailRequest,
  ConfirmPhoneRequest,
  PhoneConfirmationRequest,
  PlayerProfileResponse,
  PlayerRewardsResponse,
  ProfilePageResponse,
  ProfileUpdateRequest,
  SuccessResponse,
  TermsAcceptRequest,
  TermsResponse,
} from "@reelhouse/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requestLocale } from "../../lib/request-locale.ts";
import { requirePlayerId } from "../../plugins/session.ts";
import type { RequesterOf } from "./routes.ts";
import type { Accounts } from "./service.ts";

export interface ProfileRoutesOptions {
  accounts: Accounts;
  requesterOf: RequesterOf;
}

const ok = { success: true as const };

export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (
  app,
  { accounts, requesterOf },
) => {
  const tags = ["accounts"];

  app.post(
    "/rest/email/confirm/",
    {
      schema: {
        tags,
        summary: "Confirm an email address with the emailed link token",
        body: ConfirmEmailRequest,
        response: { 200: SuccessResponse },
      },
    },
    async (request) => {
      await accounts.confirmEmail(request.body.token, requestLocale(request));
      return ok;
    },
  );

  app.post(
    "/rest/email/confirm/send/",
    {
      schema: { tags, summary: "Send the email confirmation link again", response: { 200: SuccessResponse } },
    },
    async (request) => {
      await accounts.sendEmailConfirmation(await requirePlayerId(request), await requesterOf(request));
      return ok;
    },
  );

  app.post(
    "/rest/phone/confirm/send/",
    {
      schema: {
        tags,
        summary: "Text a 6-digit code to confirm a phone number",
        body: PhoneConfirmationRequest,
        response: { 200: SuccessResponse },
      },
    },
    async (request) => {
      await accounts.sendPhoneConfirmation(
        await requirePlayerId(request),
        request.body.phone,
        await requesterOf(request),
      );
      return ok;
    },
  );

  app.post(
    "/rest/phone/confirm/",
    {
      schema: {
        tags,
        summary: "Confirm the phone number with the texted code",
        body: ConfirmPhoneRequest,
        response: { 200: SuccessResponse },
      },
    },
    async (request) => {
      await accounts.confirmPhone(await requirePlayerId(request), request.body.code, requestLocale(request));
      return ok;
    },
  );

  app.get(
    "/rest/player/profile/",
    {
      schema: {
        tags,
        summary: "The player's profile and what is missing from it",
        response: { 200: PlayerProfileResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await accounts.getProfile(await requirePlayerId(request)),
    }),
  );

  app.post(
    "/rest/player/profile/",
    {
      schema: {
        tags,
        summary: "Update profile fields (easy or full profile)",
        body: ProfileUpdateRequest,
        response: { 200: PlayerProfileResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await accounts.updateProfile(
        await requirePlayerId(request),
        request.body,
        requestLocale(request),
      ),
    }),
  );

  app.get(
    "/rest/player/rewards/",
    {
      schema: {
        tags,
        summary: "Onboarding rewards: email, profile, phone",
        response: { 200: PlayerRewardsResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await accounts.getRewards(await requirePlayerId(request)),
    }),
  );

  app.get(
    "/rest/page/profile/",
    { schema: { tags, summary: "The profile page", response: { 200: ProfilePageResponse } } },
    async (request) => {
      const playerId = await requirePlayerId(request);
      const [profile, rewards] = await Promise.all([
        accounts.getProfile(playerId),
        accounts.getRewards(playerId),
      ]);
      return {
        success: true as const,
        data: {
          profile,
          rewards,
          documentConfirmStatus: null,
          autoVerificationData: {
            isEnabled: false,
            isAvailable: false,
            showOn: [],
            providers: [],
            isTest: false,
          },
        },
      };
    },
  );

  app.get(
    "/rest/player/terms/",
    {
      schema: {
        tags,
        summary: "Terms version accepted by the player and the current one",
        response: { 200: TermsResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await accounts.getTermsInfo(await requirePlayerId(request)),
    }),
  );

  app.post(
    "/rest/player/terms/accept/",
    {
      schema: {
        tags,
        summary: "Accept the current terms version",
        body: TermsAcceptRequest,
        response: { 200: TermsResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await accounts.acceptTerms(
        await requirePlayerId(request),
        request.body.version,
        requestLocale(request),
      ),
    }),
  );
};
