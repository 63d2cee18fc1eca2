import { z } from "zod";
import { ReferralCode } from "../accounts/schemas.ts";
import { fieldMessage } from "../field-messages.ts";
import { Int4Id } from "../ids.ts";

/** Spec §7: the `{method}` of `POST /rest/login/{method}/`. */
export const SOCIAL_METHODS = ["google", "facebook", "apple"] as const;
export const SocialMethod = z.enum(SOCIAL_METHODS);
export type SocialMethod = z.infer<typeof SocialMethod>;

/**
 * What the browser needs to start a provider's authorization-code sign-in without the provider's
 * script: feeds app init's `playerSocLogin.credentials`. Only configured providers are listed.
 */
export const SocialProvider = z.object({
  method: SocialMethod,
  clientId: z.string().min(1),
  authorizeUrl: z.string().url(),
  /** Spec §5 scopes, sent space-separated as `scope`. */
  scopes: z.array(z.string()),
  /**
   * How the provider returns the code: `query` on a GET to the redirect URI, `form_post` as a
   * POST form (Apple, whenever name or email is asked for).
   */
  responseMode: z.enum(["query", "form_post"]),
});
export type SocialProvider = z.infer<typeof SocialProvider>;

/**
 * Where each provider sends the browser back. Apple answers with a cross-site form POST, so it has
 * a server callback of its own; the others return to the sign-in page with `code` and `state`.
 */
export function socialRedirectPath(method: SocialMethod): string {
  return method === "apple" ? "/rest/login/apple/callback/" : "/signin";
}

/**
 * Spec §7: `accessToken` (Google ID token, Facebook access token) or `code` (Apple, and the
 * browser's redirect flow for every provider). `needToLogin` false only checks the credential.
 */
export const SocialLoginRequest = z
  .object({
    accessToken: z.string().min(1).max(8192).optional(),
    code: z.string().min(1).max(2048).optional(),
    /** The redirect URI the code was issued for (redirect flow). */
    redirectUri: z.url().max(2048).optional(),
    /** The `state` the browser got back from the provider; checked against the sign-in cookie. */
    state: z.string().max(256).optional(),
    /** Apple only: the `user` JSON Apple posts on first authorization (the player's name). */
    appleUser: z.string().max(4096).optional(),
    needToLogin: z.boolean().default(true),
    termsVersion: Int4Id.optional(),
    invitedBy: ReferralCode.optional(),
  })
  .refine((body) => body.accessToken !== undefined || body.code !== undefined, {
    message: fieldMessage("socialCredential"),
    path: ["accessToken"],
  });
export type SocialLoginRequest = z.input<typeof SocialLoginRequest>;

/** Starts a social sign-in: where to send the browser. */
export const SocialStartQuery = z.object({ redirectUri: z.url().max(2048) });
export const SocialStartResponse = z.object({
  success: z.literal(true),
  data: z.object({ authorizeUrl: z.url() }),
});
