/**
 * A real local OpenID Connect provider for tests (oauth2-mock-server): discovery, JWKS, authorize
 * and token endpoints, issuing tokens signed with its own keys. Stands in for Google and Apple.
 */
import {
  type MutableResponse,
  type MutableToken,
  OAuth2Server,
  type TokenRequestIncomingMessage,
} from "oauth2-mock-server";

export type OidcPeer = OAuth2Server;

/** Starts a provider on a free port; `kid` names its signing key, so another peer can reuse it. */
export async function startOidcPeer(options: { kid?: string } = {}): Promise<OidcPeer> {
  const peer = new OAuth2Server();
  await peer.issuer.keys.generate("RS256", options.kid ? { kid: options.kid } : undefined);
  await peer.start(0, "127.0.0.1");
  // The library names itself "localhost"; the address it listens on avoids any IPv6 detour.
  peer.issuer.url = `http://127.0.0.1:${peer.address().port}`;
  return peer;
}

/** An ID token signed by the peer, with its standard claims plus `claims`. */
export function signIdToken(
  peer: OidcPeer,
  claims: Record<string, unknown>,
  options: { expiresInSeconds?: number } = {},
): Promise<string> {
  return peer.issuer.buildToken({
    expiresIn: options.expiresInSeconds,
    scopesOrTransform: (_header, payload) => {
      Object.assign(payload, claims);
    },
  });
}

/** Adds `claims` to the ID token the peer's token endpoint issues next (not to its access token). */
export function addClaimsToNextIdToken(peer: OidcPeer, claims: Record<string, unknown>): void {
  const listener = (token: MutableToken) => {
    // The token endpoint signs the access token first; only the ID token carries the client as `aud`.
    if (token.payload.aud === undefined) return;
    Object.assign(token.payload, claims);
    peer.service.off("beforeTokenSigning", listener);
  };
  peer.service.on("beforeTokenSigning", listener);
}

/** The form the peer's token endpoint receives next. */
export function nextTokenRequest(peer: OidcPeer): Promise<Record<string, string>> {
  return new Promise((resolve) => {
    peer.service.once(
      "beforeResponse",
      (_response: MutableResponse, request: TokenRequestIncomingMessage) => {
        resolve({ ...(request.body as unknown as Record<string, string>) });
      },
    );
  });
}

/** Makes the peer's token endpoint answer the next request with an OAuth 2.0 error. */
export function failNextTokenRequest(peer: OidcPeer, error: string): void {
  peer.service.once("beforeResponse", (response: MutableResponse) => {
    response.statusCode = 400;
    response.body = { error };
  });
}

/**
 * The browser's part of an authorization-code sign-in: follows the authorize URL to the peer and
 * reads the code and state it redirects back with.
 */
export async function authorizeInBrowser(authorizeUrl: string): Promise<{ code: string; state: string }> {
  const response = await fetch(authorizeUrl, { redirect: "manual" });
  const location = new URL(response.headers.get("location") ?? "");
  return {
    code: location.searchParams.get("code") ?? "",
    state: location.searchParams.get("state") ?? "",
  };
}
