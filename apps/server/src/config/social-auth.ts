/** Social sign-in providers: each one is on when one complete set of its credentials is given. */

import { createPrivateKey } from "node:crypto";
import { z } from "zod";
import { defineConcern } from "./concern.ts";
import { baseUrl, type RawEnv } from "./values.ts";

/** The .p8 key Apple issues for Sign in with Apple: EC P-256 in PKCS#8 PEM; `\n` escapes allowed. */
const applePrivateKey = z
  .string()
  .transform((pem) => pem.replaceAll("\\n", "\n").trim())
  .refine((pem) => {
    try {
      const key = createPrivateKey(pem);
      return key.asymmetricKeyType === "ec" && key.asymmetricKeyDetails?.namedCurve === "prime256v1";
    } catch {
      return false;
    }
  }, "must be the PEM of the EC P-256 key (.p8 file) Apple issued for Sign in with Apple");

export const socialAuthEnv = z.object({
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.string().url().default("https://accounts.google.com"),
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_APP_SECRET: z.string().optional(),
  FACEBOOK_GRAPH_URL: baseUrl.default("https://graph.facebook.com/v21.0"),
  FACEBOOK_DIALOG_URL: z.string().url().default("https://www.facebook.com/v21.0/dialog/oauth"),
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_TEAM_ID: z.string().optional(),
  APPLE_KEY_ID: z.string().optional(),
  APPLE_PRIVATE_KEY: applePrivateKey.optional(),
  APPLE_CLIENT_SECRET: z.string().optional(),
  APPLE_ISSUER: z.string().url().default("https://appleid.apple.com"),
});
type SocialAuthEnv = z.infer<typeof socialAuthEnv>;

/** Sign-in providers; `null` where the provider is not configured (its button is hidden). */
export interface SocialConfig {
  readonly google: {
    readonly clientId: string;
    readonly clientSecret: string;
    readonly issuer: string;
  } | null;
  readonly facebook: {
    readonly appId: string;
    readonly appSecret: string;
    readonly graphUrl: string;
    readonly dialogUrl: string;
  } | null;
  readonly apple: {
    readonly clientId: string;
    readonly issuer: string;
    /** Apple's client secret is a short-lived JWT: signed here from the team's key, or given ready-made. */
    readonly clientSecret:
      | {
          readonly kind: "signed";
          readonly teamId: string;
          readonly keyId: string;
          readonly privateKey: string;
        }
      | { readonly kind: "static"; readonly value: string };
  } | null;
}

export function socialConfig(env: SocialAuthEnv): SocialConfig {
  const appleSecret: NonNullable<SocialConfig["apple"]>["clientSecret"] | null = env.APPLE_CLIENT_SECRET
    ? { kind: "static", value: env.APPLE_CLIENT_SECRET }
    : env.APPLE_TEAM_ID && env.APPLE_KEY_ID && env.APPLE_PRIVATE_KEY
      ? {
          kind: "signed",
          teamId: env.APPLE_TEAM_ID,
          keyId: env.APPLE_KEY_ID,
          privateKey: env.APPLE_PRIVATE_KEY,
        }
      : null;
  return {
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            issuer: env.GOOGLE_ISSUER,
          }
        : null,
    facebook:
      env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET
        ? {
            appId: env.FACEBOOK_APP_ID,
            appSecret: env.FACEBOOK_APP_SECRET,
            graphUrl: env.FACEBOOK_GRAPH_URL,
            dialogUrl: env.FACEBOOK_DIALOG_URL,
          }
        : null,
    apple:
      env.APPLE_CLIENT_ID && appleSecret
        ? { clientId: env.APPLE_CLIENT_ID, issuer: env.APPLE_ISSUER, clientSecret: appleSecret }
        : null,
  };
}

/**
 * The sets of variables that switch a sign-in provider on, any one complete set per provider.
 * Some of a set without the rest is a half-done setup: the server refuses to start rather than
 * silently hide the provider's button.
 */
const SOCIAL_CREDENTIAL_SETS: ReadonlyArray<{ provider: string; sets: ReadonlyArray<readonly string[]> }> = [
  { provider: "Google", sets: [["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"]] },
  { provider: "Facebook", sets: [["FACEBOOK_APP_ID", "FACEBOOK_APP_SECRET"]] },
  {
    provider: "Apple",
    sets: [
      ["APPLE_CLIENT_ID", "APPLE_TEAM_ID", "APPLE_KEY_ID", "APPLE_PRIVATE_KEY"],
      ["APPLE_CLIENT_ID", "APPLE_CLIENT_SECRET"],
    ],
  },
];

/** One issue per variable that is missing from, or does not belong with, a partly set provider. */
export function incompleteSocialCredentials(env: RawEnv): string[] {
  const issues: string[] = [];
  for (const { provider, sets } of SOCIAL_CREDENTIAL_SETS) {
    const present = new Set(sets.flat().filter((key) => env[key] !== undefined));
    if (present.size === 0) continue;
    // The set the operator most likely meant: the one sharing the most variables with what is set.
    const intended = sets
      .map((set) => ({ set, shared: set.filter((key) => present.has(key)).length }))
      .reduce((best, candidate) => (candidate.shared > best.shared ? candidate : best)).set;
    const needs = `${provider} sign-in needs ${sets.map((set) => set.join(" + ")).join(", or ")}`;
    for (const key of intended.filter((key) => !present.has(key))) issues.push(`${key}: missing; ${needs}`);
    for (const key of [...present].filter((key) => !intended.includes(key))) {
      issues.push(`${key}: does not go with ${intended.join(" + ")}; ${needs}`);
    }
  }
  return issues;
}

/** Sign-in providers; `null` where the provider is not configured (its button is hidden). */
export const socialAuthConcern = defineConcern({
  key: "social",
  env: socialAuthEnv,
  build: socialConfig,
  checks: [incompleteSocialCredentials],
});
