import type { SocialMethod } from "@reelhouse/contract";
import type { Clock } from "../../lib/clock.ts";

/** A person as a sign-in provider vouches for them. `subject` is stable per provider and app. */
export interface SocialIdentity {
  provider: SocialMethod;
  subject: string;
  email: string | null;
  /** Whether the provider has confirmed the person controls `email`. */
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
}

/** What a client sends to sign in (spec §7), plus what the server kept from starting the sign-in. */
export interface SocialCredential {
  /** A Google or Apple ID token, or a Facebook access token, from an SDK-based client. */
  accessToken?: string;
  /** An authorization code from the browser's redirect sign-in. */
  code?: string;
  /** The redirect URI the code was issued for; required with `code`. */
  redirectUri?: string;
  /** The nonce sent in the authorize request; the ID token must carry the same one. */
  nonce?: string;
  /**
   * Apple only: the `user` JSON form field Apple posts on a player's first authorization, the only
   * place Apple gives the player's name. Email always comes from the verified ID token instead.
   */
  appleUser?: string;
}

/** A credential after the service checked its shape: exactly one of token or code. */
export type ProviderCredential = (
  | { kind: "token"; token: string }
  | { kind: "code"; code: string; redirectUri: string }
) & { nonce?: string; appleUser?: string };

/** One sign-in provider, as the service drives it. */
export interface ProviderAdapter {
  readonly method: SocialMethod;
  /** The provider's name as players know it, for messages. */
  readonly displayName: string;
  readonly clientId: string;
  readonly scopes: readonly string[];
  readonly responseMode: "query" | "form_post";
  /** OpenID Connect providers bind the ID token to the authorize request with a nonce. */
  readonly usesNonce: boolean;
  authorizationEndpoint(): Promise<string>;
  verify(credential: ProviderCredential): Promise<SocialIdentity>;
}

export interface ProviderDeps {
  fetch: typeof fetch;
  clock: Clock;
}
