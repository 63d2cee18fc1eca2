/**
 * Facebook Login: Facebook access tokens are opaque, so each one is checked with the Graph API's
 * `debug_token` (valid, ours, not expired) before `/me` is asked who it belongs to. Every call made
 * with a player's token carries `appsecret_proof`, so a stolen token is useless without our secret.
 */
import { createHmac } from "node:crypto";
import { z } from "zod";
import type { SocialConfig } from "../../config/env.ts";
import { AppError } from "../../lib/errors.ts";
import { callProvider, providerUnavailable } from "./provider-http.ts";
import type { ProviderAdapter, ProviderDeps } from "./types.ts";

/** Spec §5. */
export const FACEBOOK_SCOPES = ["public_profile", "email"] as const;

type FacebookConfig = NonNullable<SocialConfig["facebook"]>;

const DebugTokenAnswer = z.object({
  data: z.object({
    is_valid: z.boolean(),
    app_id: z.string().optional(),
    user_id: z.string().optional(),
    /** Unix seconds; 0 for a token that does not expire. */
    expires_at: z.number().optional(),
  }),
});
const Profile = z.object({
  id: z.string(),
  email: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
});
const AccessTokenAnswer = z.object({ access_token: z.string().min(1) });

export function createFacebookProvider(config: FacebookConfig, deps: ProviderDeps): ProviderAdapter {
  const graph = (path: string, query: Record<string, string>) => {
    const url = new URL(`${config.graphUrl}${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return callProvider(deps.fetch, "Facebook", url);
  };
  const rejected = (key: "socialCodeUsed" | "socialExpired" | "socialNotValid" | "socialOtherApp") =>
    new AppError("UNAUTHORIZED", { key, values: { provider: "Facebook" } });

  async function redeemCode(code: string, redirectUri: string): Promise<string> {
    const { status, body } = await graph("/oauth/access_token", {
      client_id: config.appId,
      client_secret: config.appSecret,
      redirect_uri: redirectUri,
      code,
    });
    const answer = AccessTokenAnswer.safeParse(body);
    if (status !== 200) {
      throw rejected("socialCodeUsed");
    }
    if (!answer.success) throw providerUnavailable("Facebook");
    return answer.data.access_token;
  }

  /** Returns the Facebook user id the token was issued to, once it is known to be valid and ours. */
  async function checkToken(token: string): Promise<string> {
    const { status, body } = await graph("/debug_token", {
      input_token: token,
      access_token: `${config.appId}|${config.appSecret}`,
    });
    const answer = DebugTokenAnswer.safeParse(body);
    if (status !== 200 || !answer.success) throw rejected("socialNotValid");
    const { is_valid, app_id, user_id, expires_at } = answer.data.data;
    const nowSeconds = Math.floor(deps.clock.now().getTime() / 1000);
    if (expires_at !== undefined && expires_at !== 0 && expires_at <= nowSeconds) {
      throw rejected("socialExpired");
    }
    if (!is_valid || !user_id) throw rejected("socialNotValid");
    if (app_id !== config.appId) throw rejected("socialOtherApp");
    return user_id;
  }

  return {
    method: "facebook",
    displayName: "Facebook",
    clientId: config.appId,
    scopes: FACEBOOK_SCOPES,
    responseMode: "query",
    usesNonce: false,
    authorizationEndpoint: async () => config.dialogUrl,
    async verify(credential) {
      const token =
        credential.kind === "code"
          ? await redeemCode(credential.code, credential.redirectUri)
          : credential.token;
      const userId = await checkToken(token);
      const { status, body } = await graph("/me", {
        fields: "id,email,first_name,last_name",
        access_token: token,
        appsecret_proof: createHmac("sha256", config.appSecret).update(token).digest("hex"),
      });
      if (status !== 200) throw rejected("socialNotValid");
      const profile = Profile.safeParse(body);
      if (!profile.success) throw providerUnavailable("Facebook");
      if (profile.data.id !== userId) throw rejected("socialNotValid");
      return {
        provider: "facebook",
        subject: profile.data.id,
        email: profile.data.email || null,
        // Facebook only hands out email addresses it has confirmed.
        emailVerified: Boolean(profile.data.email),
        givenName: profile.data.first_name || null,
        familyName: profile.data.last_name || null,
      };
    },
  };
}
