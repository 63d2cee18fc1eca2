/**
 * Social sign-in (spec §5, §7 "Sign-in"). Apple's form-post callback is not listed: the provider
 * calls it, not the site, and it answers with a redirect.
 */
import { z } from "zod";
import { AuthResponse } from "../accounts/schemas.ts";
import { defineEndpoint } from "../endpoint.ts";
import { socialAuthRoutes } from "./routes.ts";
import { SocialLoginRequest, SocialMethod, SocialStartQuery, SocialStartResponse } from "./schemas.ts";

export const SocialMethodParams = z.object({ method: SocialMethod });

const tags = ["accounts"] as const;

export const socialAuthEndpoints = {
  startSocialSignIn: defineEndpoint({
    ...socialAuthRoutes.startSocialSignIn,
    summary: "Start a social sign-in: the provider URL to send the browser to",
    tags,
    params: SocialMethodParams,
    query: SocialStartQuery,
    response: SocialStartResponse,
    errors: [400, 404, 429],
  }),
  signInWithSocial: defineEndpoint({
    ...socialAuthRoutes.signInWithSocial,
    summary:
      "Sign in (or up) with Google, Facebook or Apple: accessToken from an SDK, or code from the redirect",
    tags,
    params: SocialMethodParams,
    body: SocialLoginRequest,
    response: AuthResponse,
    errors: [400, 401, 403, 404, 409, 429],
  }),
} as const;
