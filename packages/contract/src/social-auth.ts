import { z } from "zod";

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
