/**
 * Sign in with Apple: OpenID Connect against Apple's issuer, with two Apple particulars. The client
 * secret is a JWT signed with the team's key rather than a fixed string, and the player's name is
 * never in the ID token: Apple posts it once, as the `user` form field of the first authorization.
 */
import { importPKCS8, SignJWT } from "jose";
import { z } from "zod";
import type { SocialConfig } from "../../config/env.ts";
import type { Clock } from "../../lib/clock.ts";
import { createOidcProvider, isTrueClaim, stringClaim } from "./oidc.ts";
import type { ProviderAdapter, ProviderDeps } from "./types.ts";

/** Spec §5. Asking for either makes Apple insist on `response_mode=form_post`. */
export const APPLE_SCOPES = ["name", "email"] as const;

/** Apple accepts up to six months; a secret signed for each code redemption needs only minutes. */
const CLIENT_SECRET_LIFETIME_SECONDS = 5 * 60;

type AppleConfig = NonNullable<SocialConfig["apple"]>;

const AppleUser = z.object({
  name: z.object({ firstName: z.string().optional(), lastName: z.string().optional() }).optional(),
});

export function createAppleProvider(config: AppleConfig, deps: ProviderDeps): ProviderAdapter {
  const oidc = createOidcProvider(
    {
      displayName: "Apple",
      issuer: config.issuer,
      clientId: config.clientId,
      clientSecret: appleClientSecret(config, deps.clock),
    },
    deps,
  );
  return {
    method: "apple",
    displayName: "Apple",
    clientId: config.clientId,
    scopes: APPLE_SCOPES,
    responseMode: "form_post",
    usesNonce: true,
    authorizationEndpoint: oidc.authorizationEndpoint,
    async verify(credential) {
      const claims = await oidc.verifiedClaims(credential);
      const email = stringClaim(claims, "email");
      return {
        provider: "apple",
        subject: claims.sub,
        email,
        emailVerified: email !== null && isTrueClaim(claims, "email_verified"),
        ...namesFromAppleUser(credential.appleUser),
      };
    },
  };
}

/** The client secret for Apple's token endpoint: the configured one, or a fresh ES256 JWT. */
function appleClientSecret(config: AppleConfig, clock: Clock): () => Promise<string> {
  const secret = config.clientSecret;
  if (secret.kind === "static") return async () => secret.value;
  let signingKey: ReturnType<typeof importPKCS8> | null = null;
  return async () => {
    signingKey ??= importPKCS8(secret.privateKey, "ES256");
    const issuedAt = Math.floor(clock.now().getTime() / 1000);
    return new SignJWT({})
      .setProtectedHeader({ alg: "ES256", kid: secret.keyId })
      .setIssuer(secret.teamId)
      .setSubject(config.clientId)
      .setAudience(config.issuer)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + CLIENT_SECRET_LIFETIME_SECONDS)
      .sign(await signingKey);
  };
}

/** The name is only for greeting the player, so a malformed `user` field just means no name. */
function namesFromAppleUser(appleUser: string | undefined): {
  givenName: string | null;
  familyName: string | null;
} {
  let parsed: unknown;
  try {
    parsed = appleUser ? JSON.parse(appleUser) : undefined;
  } catch {
    parsed = undefined;
  }
  const name = AppleUser.safeParse(parsed).data?.name;
  return { givenName: name?.firstName || null, familyName: name?.lastName || null };
}
