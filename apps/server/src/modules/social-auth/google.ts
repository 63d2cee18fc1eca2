/** Sign in with Google: OpenID Connect against Google's issuer. */
import type { SocialConfig } from "../../config/env.ts";
import { createOidcProvider, isTrueClaim, stringClaim } from "./oidc.ts";
import type { ProviderAdapter, ProviderDeps } from "./types.ts";

/** Spec §5 asks for profile and email; `openid` makes it an OpenID Connect sign-in with an ID token. */
export const GOOGLE_SCOPES = ["openid", "profile", "email"] as const;

export function createGoogleProvider(
  config: NonNullable<SocialConfig["google"]>,
  deps: ProviderDeps,
): ProviderAdapter {
  const oidc = createOidcProvider(
    {
      displayName: "Google",
      issuer: config.issuer,
      // Google documents `iss` as either "https://accounts.google.com" or "accounts.google.com".
      issuerAliases: [new URL(config.issuer).host],
      clientId: config.clientId,
      clientSecret: async () => config.clientSecret,
    },
    deps,
  );
  return {
    method: "google",
    displayName: "Google",
    clientId: config.clientId,
    scopes: GOOGLE_SCOPES,
    responseMode: "query",
    usesNonce: true,
    authorizationEndpoint: oidc.authorizationEndpoint,
    async verify(credential) {
      const claims = await oidc.verifiedClaims(credential);
      const email = stringClaim(claims, "email");
      return {
        provider: "google",
        subject: claims.sub,
        email,
        emailVerified: email !== null && isTrueClaim(claims, "email_verified"),
        givenName: stringClaim(claims, "given_name"),
        familyName: stringClaim(claims, "family_name"),
      };
    },
  };
}
