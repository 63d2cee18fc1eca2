/**
 * The OpenID Connect part shared by Google and Apple: endpoints from the issuer's discovery
 * document, ID tokens verified against the issuer's published keys, authorization codes redeemed
 * at its token endpoint. Nothing about a person is believed unless it arrives in a verified ID token.
 */
import { createRemoteJWKSet, customFetch, errors, type JWTPayload, jwtVerify } from "jose";
import { z } from "zod";
import { AppError } from "../../lib/errors.ts";
import { callProvider, postForm, providerUnavailable } from "./provider-http.ts";
import type { ProviderCredential, ProviderDeps } from "./types.ts";

/** Endpoints hardly ever move; a day keeps a long-running process from holding stale ones forever. */
const DISCOVERY_TTL_MS = 24 * 60 * 60 * 1000;
/** Allowed drift between our clock and the provider's when checking `exp`, `nbf` and `iat`. */
const CLOCK_TOLERANCE_SECONDS = 60;
const ID_TOKEN_ALGORITHMS = ["RS256", "ES256"];

const DiscoveryDocument = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  jwks_uri: z.string().url(),
});
type DiscoveryDocument = z.infer<typeof DiscoveryDocument>;

const TokenResponse = z.object({ id_token: z.string().min(1) });
const TokenError = z.object({ error: z.string(), error_description: z.string().optional() });

export interface OidcProviderOptions {
  displayName: string;
  issuer: string;
  /** Other spellings of the issuer the provider writes into `iss`. */
  issuerAliases?: string[];
  clientId: string;
  /** Called for every code redemption, so a signed secret can be short-lived. */
  clientSecret(): Promise<string>;
}

export interface OidcProvider {
  authorizationEndpoint(): Promise<string>;
  /** The claims of a verified ID token: the one the client sent, or the one a code is redeemed for. */
  verifiedClaims(credential: ProviderCredential): Promise<JWTPayload & { sub: string }>;
}

export function createOidcProvider(options: OidcProviderOptions, deps: ProviderDeps): OidcProvider {
  const { displayName, issuer, clientId } = options;
  let discovery: { document: Promise<DiscoveryDocument>; fetchedAt: number } | null = null;
  let keySet: { uri: string; keys: ReturnType<typeof createRemoteJWKSet> } | null = null;

  function discover(): Promise<DiscoveryDocument> {
    const now = deps.clock.now().getTime();
    if (!discovery || now - discovery.fetchedAt > DISCOVERY_TTL_MS) {
      const document = fetchDiscoveryDocument();
      discovery = { document, fetchedAt: now };
      // A failed discovery is not cached: the next sign-in tries again.
      document.catch(() => {
        if (discovery?.document === document) discovery = null;
      });
    }
    return discovery.document;
  }

  async function fetchDiscoveryDocument(): Promise<DiscoveryDocument> {
    const url = `${issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`;
    const { status, body } = await callProvider(deps.fetch, displayName, url);
    const document = DiscoveryDocument.safeParse(body);
    // OpenID Connect Discovery §4.3: the document must name the issuer it was fetched from.
    if (status !== 200 || !document.success || document.data.issuer !== issuer) {
      throw providerUnavailable(displayName);
    }
    return document.data;
  }

  function keysAt(uri: string) {
    if (keySet?.uri !== uri) {
      keySet = {
        uri,
        keys: createRemoteJWKSet(new URL(uri), {
          timeoutDuration: 5_000,
          [customFetch]: (input: string, init: RequestInit) =>
            deps.fetch(input, init).catch((error: unknown) => {
              // jose turns a timeout into JWKSTimeout itself; anything else is the provider being unreachable.
              throw error instanceof Error && error.name === "TimeoutError"
                ? error
                : providerUnavailable(displayName);
            }),
        }),
      };
    }
    return keySet.keys;
  }

  async function verifyIdToken(idToken: string, nonce: string | undefined) {
    const { jwks_uri } = await discover();
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, keysAt(jwks_uri), {
        issuer: [issuer, ...(options.issuerAliases ?? [])],
        audience: clientId,
        algorithms: ID_TOKEN_ALGORITHMS,
        currentDate: deps.clock.now(),
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ["exp"],
      }));
    } catch (error) {
      throw rejection(error, displayName);
    }
    if (typeof payload.sub !== "string" || payload.sub === "") {
      throw new AppError("UNAUTHORIZED", { key: "socialTokenInvalid", values: { provider: displayName } });
    }
    if (nonce !== undefined && payload.nonce !== nonce) {
      throw new AppError("UNAUTHORIZED", {
        key: "socialStartedElsewhere",
        values: { provider: displayName },
      });
    }
    return { ...payload, sub: payload.sub };
  }

  async function redeemCode(code: string, redirectUri: string): Promise<string> {
    const { token_endpoint } = await discover();
    const { status, body } = await callProvider(
      deps.fetch,
      displayName,
      token_endpoint,
      postForm({
        grant_type: "authorization_code",
        code,
        redirect_uri: redirectUri,
        client_id: clientId,
        client_secret: await options.clientSecret(),
      }),
    );
    if (status !== 200) throw tokenEndpointRejection(TokenError.safeParse(body).data?.error, displayName);
    const tokens = TokenResponse.safeParse(body);
    if (!tokens.success) throw providerUnavailable(displayName);
    return tokens.data.id_token;
  }

  return {
    authorizationEndpoint: async () => (await discover()).authorization_endpoint,
    verifiedClaims: async (credential) =>
      verifyIdToken(
        credential.kind === "code"
          ? await redeemCode(credential.code, credential.redirectUri)
          : credential.token,
        credential.nonce,
      ),
  };
}

/** RFC 6749 §5.2 errors: a bad code is the player's to retry; a refused client is ours to fix. */
function tokenEndpointRejection(error: string | undefined, displayName: string): AppError {
  if (error === "invalid_client" || error === "unauthorized_client") {
    return new AppError("INTERNAL", `${displayName} refused this site's client credentials (${error})`);
  }
  return new AppError("UNAUTHORIZED", { key: "socialCodeUsed", values: { provider: displayName } });
}

/** Turns a failed ID-token check into what the player is told; key-fetch failures are outages. */
function rejection(error: unknown, displayName: string): unknown {
  if (error instanceof AppError) return error;
  const unauthorized = (
    key:
      | "socialClaimInvalid"
      | "socialExpired"
      | "socialOtherApp"
      | "socialTokenInvalid"
      | "socialWrongIssuer"
      | "socialWrongSignature",
    values: Record<string, string> = {},
  ) => new AppError("UNAUTHORIZED", { key, values: { provider: displayName, ...values } });
  if (error instanceof errors.JWTExpired) return unauthorized("socialExpired");
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === "aud") return unauthorized("socialOtherApp");
    if (error.claim === "iss") return unauthorized("socialWrongIssuer");
    return unauthorized("socialClaimInvalid", { claim: error.claim });
  }
  if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey) {
    return unauthorized("socialWrongSignature");
  }
  if (!(error instanceof errors.JOSEError)) return error;
  if (
    error instanceof errors.JWKSTimeout ||
    error instanceof errors.JWKSInvalid ||
    error.code === "ERR_JOSE_GENERIC"
  ) {
    // Fetching the provider's keys failed: the credential may well be fine.
    return providerUnavailable(displayName);
  }
  return unauthorized("socialTokenInvalid");
}

export function stringClaim(claims: JWTPayload, name: string): string | null {
  const value = claims[name];
  return typeof value === "string" && value !== "" ? value : null;
}

/** Apple writes boolean claims as the strings "true"/"false"; Google as JSON booleans. */
export function isTrueClaim(claims: JWTPayload, name: string): boolean {
  const value = claims[name];
  return value === true || value === "true";
}
