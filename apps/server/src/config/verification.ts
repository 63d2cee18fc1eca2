/**
 * Identity verification: which provider checks players (the built-in sandbox by default, Veriff
 * with `VERIFICATION_PROVIDER=veriff` and its two keys), and where uploaded documents are kept
 * (a folder under the data dir unless `VERIFICATION_DOCUMENTS_DIR` says otherwise).
 */

import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { z } from "zod";
import { defineConcern } from "./concern.ts";
import type { RawEnv } from "./values.ts";

export const VERIFICATION_PROVIDERS = ["sandbox", "veriff"] as const;
export type VerificationProviderName = (typeof VERIFICATION_PROVIDERS)[number];

export const verificationEnv = z.object({
  VERIFICATION_PROVIDER: z.enum(VERIFICATION_PROVIDERS).default("sandbox"),
  VERIFICATION_SANDBOX_SECRET: z.string().min(32).optional(),
  /** Veriff's API key (sent as `X-AUTH-CLIENT`) and shared secret (signs both ways). */
  VERIFF_API_KEY: z.string().min(8).optional(),
  VERIFF_SHARED_SECRET: z.string().min(8).optional(),
  VERIFF_API_BASE: z.url().default("https://stationapi.veriff.com"),
  VERIFICATION_DOCUMENTS_DIR: z.string().min(1).optional(),
});

export interface VeriffSettings {
  readonly apiKey: string;
  readonly sharedSecret: string;
  readonly apiBase: string;
}

export interface VerificationConfig {
  readonly provider: VerificationProviderName;
  /** Signs the sandbox provider's webhooks; without a setting, a new one each start (the demo). */
  readonly sandboxSecret: string;
  /** Set when the provider is Veriff. */
  readonly veriff: VeriffSettings | null;
  /** The folder uploaded documents are written to. */
  readonly documentsDir: string;
}

/** Veriff needs both of its keys, and they mean nothing without it. */
export function incompleteVeriffSettings(env: RawEnv): string[] {
  if (env.VERIFICATION_PROVIDER !== "veriff") return [];
  return ["VERIFF_API_KEY", "VERIFF_SHARED_SECRET"]
    .filter((key) => env[key] === undefined)
    .map(
      (key) => `${key}: missing; VERIFICATION_PROVIDER=veriff needs VERIFF_API_KEY and VERIFF_SHARED_SECRET`,
    );
}

type Input = z.infer<typeof verificationEnv> & { DATA_DIR: string; NODE_ENV: string };

export function verificationConfig(env: Input): VerificationConfig {
  const { VERIFF_API_KEY: apiKey, VERIFF_SHARED_SECRET: sharedSecret } = env;
  return {
    provider: env.VERIFICATION_PROVIDER,
    sandboxSecret: env.VERIFICATION_SANDBOX_SECRET ?? randomBytes(32).toString("hex"),
    veriff:
      env.VERIFICATION_PROVIDER === "veriff" && apiKey && sharedSecret
        ? { apiKey, sharedSecret, apiBase: env.VERIFF_API_BASE }
        : null,
    // Tests never write players' documents into the working copy.
    documentsDir:
      env.VERIFICATION_DOCUMENTS_DIR ??
      (env.NODE_ENV === "test"
        ? join(tmpdir(), `reelhouse-documents-${randomBytes(6).toString("hex")}`)
        : join(env.DATA_DIR, "documents")),
  };
}

export const verificationConcern = defineConcern({
  key: "verification",
  env: verificationEnv,
  build: verificationConfig,
  checks: [incompleteVeriffSettings],
});
