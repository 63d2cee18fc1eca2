/**
 * Social sign-in (spec §5, §7 "Sign-in"). Apple's form-post callback is not listed: the provider
 * calls it, not the site, and it answers with a redirect.
 */
import { z } from "zod";
import { AuthResponse } from "../accounts/schemas.ts";
import { defineEndpoint } from "../endpoint.ts";
import { SocialLoginRequest, SocialMethod, SocialStartQuery, SocialStartResponse } from "./schemas.ts";

export const SocialMethodParams = z.object({ method: SocialMethod });

const tags = ["accounts"] as const;

export const socialAuthEndpoints = {
  startSocialSignIn: defineEndpoint({
    method: "GET",
    path: "/rest/login/:method/authorize/",
    summary: "Start a social sign-in: the provider URL to send the browser to",
    tags,
    params: SocialMethodParams,
    query: SocialStartQuery,
    response: SocialStartResponse,
    errors: [400, 404, 429],
  }),
  signInWithSocial: defineEndpoint({
    method: "POST",
    path: "/rest/login/:method/",
    summary:
      "Sign in (or up) with Google, Facebook or Apple: accessToken from an SDK, or code from the redirect",
    tags,
    params: SocialMethodParams,
    body: SocialLoginRequest,
    response: AuthResponse,
    errors: [400, 401, 403, 404, 409, 429],
  }),
} as const;
