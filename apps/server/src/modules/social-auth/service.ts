/**
 * Social sign-in: turns what a client got from Google, Facebook or Apple into an identity the
 * provider vouches for, and tells the browser how to start each configured provider's sign-in.
 * The browser uses the plain authorization-code redirect (no provider scripts, which the CSP
 * forbids); SDK-based clients may send a provider token instead. Accounts are not this module's
 * business: this module's plugin creates one `SocialAuth` on `app.socialAuth`, and the accounts
 * module calls it.
 */
import {
  type FieldMessageKey,
  fieldMessage,
  type SocialMethod,
  type SocialProvider,
  socialRedirectPath,
} from "@reelhouse/contract";
import type { SocialConfig } from "../../config/env.ts";
import type { Clock } from "../../lib/clock.ts";
import { AppError, type FieldProblem, isAppError } from "../../lib/errors.ts";
import { createAppleProvider } from "./apple.ts";
import { createFacebookProvider } from "./facebook.ts";
import { createGoogleProvider } from "./google.ts";
import type { ProviderAdapter, ProviderCredential, SocialCredential, SocialIdentity } from "./types.ts";

export type { SocialCredential, SocialIdentity } from "./types.ts";

const DISPLAY_NAMES: Readonly<Record<SocialMethod, string>> = {
  google: "Google",
  facebook: "Facebook",
  apple: "Apple",
};

/** What starting an authorization-code sign-in needs; the caller keeps `state` and `nonce` for the return. */
export interface AuthorizeRequest {
  /** Where the provider sends the player back; must be registered with the provider. */
  redirectUri: string;
  /** Unguessable, tied to the player's browser; checked on return against cross-site forgery. */
  state: string;
  /** Unguessable; OpenID Connect providers put it in the ID token, which is then checked against it. */
  nonce: string;
}

export interface SocialAuth {
  /**
   * The identity behind a provider credential, verified with the provider.
   * @throws AppError VALIDATION_FAILED (no or two credentials, code without redirect URI),
   *   NOT_FOUND (provider not configured), UNAUTHORIZED (invalid, expired or foreign credential),
   *   UNAVAILABLE (provider unreachable).
   */
  verifySocialCredential(method: SocialMethod, credential: SocialCredential): Promise<SocialIdentity>;
  /** The configured providers the browser can offer; one whose endpoints cannot be fetched is left out. */
  listSocialProviders(): Promise<SocialProvider[]>;
  /** The provider URL that starts an authorization-code sign-in. */
  buildAuthorizeUrl(method: SocialMethod, request: AuthorizeRequest): Promise<string>;
}

export interface SocialAuthDeps {
  clock: Clock;
  /** Tests and proxies may swap the HTTP client; defaults to the global fetch. */
  fetch?: typeof fetch;
  log?: { warn(details: object, message: string): void };
}

export function createSocialAuth(config: SocialConfig, deps: SocialAuthDeps): SocialAuth {
  const providerDeps = { clock: deps.clock, fetch: deps.fetch ?? fetch };
  const adapters = new Map<SocialMethod, ProviderAdapter>();
  if (config.google) adapters.set("google", createGoogleProvider(config.google, providerDeps));
  if (config.facebook) adapters.set("facebook", createFacebookProvider(config.facebook, providerDeps));
  if (config.apple) adapters.set("apple", createAppleProvider(config.apple, providerDeps));

  function adapterFor(method: SocialMethod): ProviderAdapter {
    const adapter = adapters.get(method);
    if (!adapter) {
      throw new AppError("NOT_FOUND", {
        key: "socialProviderUnavailable",
        values: { provider: DISPLAY_NAMES[method] },
      });
    }
    return adapter;
  }

  return {
    async verifySocialCredential(method, credential) {
      return adapterFor(method).verify(checkedCredential(credential));
    },

    async listSocialProviders() {
      const listed = await Promise.all(
        [...adapters.values()].map(async (adapter): Promise<SocialProvider | null> => {
          try {
            return {
              method: adapter.method,
              clientId: adapter.clientId,
              authorizeUrl: await adapter.authorizationEndpoint(),
              scopes: [...adapter.scopes],
              responseMode: adapter.responseMode,
            };
          } catch (error) {
            // An unreachable provider hides its button instead of breaking app init for everyone.
            if (!isAppError(error) || error.code !== "UNAVAILABLE") throw error;
            deps.log?.warn({ provider: adapter.method }, "sign-in provider left out: endpoints unavailable");
            return null;
          }
        }),
      );
      return listed.filter((provider) => provider !== null);
    },

    async buildAuthorizeUrl(method, request) {
      const adapter = adapterFor(method);
      const issues = [
        ...(isHttpUrl(request.redirectUri) ? [] : [issue("redirectUri", "url")]),
        ...(request.state ? [] : [issue("state", "required")]),
        ...(request.nonce ? [] : [issue("nonce", "required")]),
      ];
      if (issues.length > 0) {
        throw new AppError("VALIDATION_FAILED", { key: "socialRequestIncomplete" }, { fields: issues });
      }
      const url = new URL(await adapter.authorizationEndpoint());
      url.searchParams.set("client_id", adapter.clientId);
      url.searchParams.set("redirect_uri", request.redirectUri);
      url.searchParams.set("response_type", "code");
      url.searchParams.set("scope", adapter.scopes.join(" "));
      url.searchParams.set("state", request.state);
      if (adapter.usesNonce) url.searchParams.set("nonce", request.nonce);
      if (adapter.responseMode !== "query") url.searchParams.set("response_mode", adapter.responseMode);
      return url.toString();
    },
  };
}

/**
 * A sign-in returns only to this site: the redirect URI must be the provider's return address
 * (`socialRedirectPath`) on the origin the player is on, the one registered with the provider.
 * Any other address would hand the player's authorization code to whoever owns it.
 * @throws AppError VALIDATION_FAILED (reason REDIRECT_URI_NOT_ALLOWED) for any other URI.
 */
export function checkRedirectUri(method: SocialMethod, redirectUri: string, siteOrigin: string): void {
  const expected = new URL(socialRedirectPath(method), siteOrigin).href;
  if (URL.canParse(redirectUri) && new URL(redirectUri).href === expected) return;
  throw new AppError(
    "VALIDATION_FAILED",
    { key: "socialReturnElsewhere" },
    {
      reason: "REDIRECT_URI_NOT_ALLOWED",
      fields: [{ ...issue("redirectUri", "redirectUriNotAllowed"), values: { expected } }],
    },
  );
}

/** Exactly one of token or code; a code only together with the redirect URI it was issued for. */
function checkedCredential(credential: SocialCredential): ProviderCredential {
  const { accessToken, code, redirectUri, nonce, appleUser } = credential;
  const extras = { nonce: nonce || undefined, appleUser: appleUser || undefined };
  if (accessToken && code) {
    throw new AppError(
      "VALIDATION_FAILED",
      { key: "socialOneCredential" },
      { fields: [issue("accessToken", "socialOneCredential"), issue("code", "socialOneCredential")] },
    );
  }
  if (accessToken) return { kind: "token", token: accessToken, ...extras };
  if (!code) {
    throw new AppError(
      "VALIDATION_FAILED",
      { key: "socialCredentialRequired" },
      { fields: [issue("accessToken", "socialCredential"), issue("code", "socialCredential")] },
    );
  }
  if (!redirectUri || !isHttpUrl(redirectUri)) {
    throw new AppError(
      "VALIDATION_FAILED",
      { key: "socialRedirectUriRequired" },
      { fields: [issue("redirectUri", "redirectUriWithCode")] },
    );
  }
  return { kind: "code", code, redirectUri, ...extras };
}

/** A problem with one field of the sign-in, worded from the field-message catalog when answered. */
function issue(path: string, key: FieldMessageKey): FieldProblem {
  return { path, message: fieldMessage(key) };
}

function isHttpUrl(value: string): boolean {
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
}
