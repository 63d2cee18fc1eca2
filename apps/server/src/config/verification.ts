/**
 * Identity verification: which provider checks players (the built-in sandbox by default, Veriff
 * with `VERIFICATION_PROVIDER=veriff` and its two keys), and where uploaded documents are kept: a
 * folder under the data dir unless `VERIFICATION_DOCUMENTS_DIR` says otherwise, or an
 * S3-compatible bucket (AWS S3, MinIO, R2) when `DOCUMENT_STORE_S3_BUCKET` is set.
 */

import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { z } from "zod";
import { defineConcern } from "./concern.ts";
import { booleanFlag, type RawEnv } from "./values.ts";

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
  /** Set, documents go to this bucket instead of the folder. */
  DOCUMENT_STORE_S3_BUCKET: z.string().min(3).max(63).optional(),
  DOCUMENT_STORE_S3_REGION: z.string().min(1).default("us-east-1"),
  /** MinIO's or R2's address; unset for AWS S3 itself. */
  DOCUMENT_STORE_S3_ENDPOINT: z.url().optional(),
  /** `bucket` in the path rather than the host name; MinIO needs it. On by default with an endpoint. */
  DOCUMENT_STORE_S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  /** Written before every key, e.g. `documents/`. */
  DOCUMENT_STORE_S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9!_.*'()/-]{0,200}$/, "must be letters, digits and / - _ . ! * ' ( ) only")
    .default(""),
  /** Both or neither: unset, the AWS SDK's own chain (AWS_ACCESS_KEY_ID, a role, a profile) is used. */
  DOCUMENT_STORE_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  DOCUMENT_STORE_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
});

export interface VeriffSettings {
  readonly apiKey: string;
  readonly sharedSecret: string;
  readonly apiBase: string;
}

/** An S3-compatible bucket for documents. */
export interface S3DocumentStoreSettings {
  readonly bucket: string;
  readonly region: string;
  readonly endpoint: string | null;
  readonly forcePathStyle: boolean;
  readonly prefix: string;
  /** Null: the AWS SDK's default credential chain. */
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string } | null;
}

export interface VerificationConfig {
  readonly provider: VerificationProviderName;
  /** Signs the sandbox provider's webhooks; without a setting, a new one each start (the demo). */
  readonly sandboxSecret: string;
  /** Set when the provider is Veriff. */
  readonly veriff: VeriffSettings | null;
  /** The folder uploaded documents are written to, unless `documentsS3` is set. */
  readonly documentsDir: string;
  /** Set when documents are kept in an S3-compatible bucket. */
  readonly documentsS3: S3DocumentStoreSettings | null;
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

/** Explicit keys come as a pair, and only mean something with a bucket. */
export function incompleteS3Settings(env: RawEnv): string[] {
  const keys = ["DOCUMENT_STORE_S3_ACCESS_KEY_ID", "DOCUMENT_STORE_S3_SECRET_ACCESS_KEY"];
  const given = keys.filter((key) => env[key] !== undefined);
  const problems: string[] = [];
  if (given.length === 1) {
    problems.push(
      `${keys.find((key) => !given.includes(key))}: missing; DOCUMENT_STORE_S3_ACCESS_KEY_ID and DOCUMENT_STORE_S3_SECRET_ACCESS_KEY go together`,
    );
  }
  if (env.DOCUMENT_STORE_S3_BUCKET === undefined) {
    for (const key of Object.keys(env).filter((name) => name.startsWith("DOCUMENT_STORE_S3_"))) {
      problems.push(`${key}: has no effect without DOCUMENT_STORE_S3_BUCKET`);
    }
  }
  return problems;
}

function s3Settings(env: Input): S3DocumentStoreSettings | null {
  if (!env.DOCUMENT_STORE_S3_BUCKET) return null;
  const endpoint = env.DOCUMENT_STORE_S3_ENDPOINT ?? null;
  const accessKeyId = env.DOCUMENT_STORE_S3_ACCESS_KEY_ID;
  const secretAccessKey = env.DOCUMENT_STORE_S3_SECRET_ACCESS_KEY;
  return {
    bucket: env.DOCUMENT_STORE_S3_BUCKET,
    region: env.DOCUMENT_STORE_S3_REGION,
    endpoint,
    forcePathStyle: env.DOCUMENT_STORE_S3_FORCE_PATH_STYLE ?? endpoint !== null,
    prefix: env.DOCUMENT_STORE_S3_PREFIX,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
  };
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
    documentsS3: s3Settings(env),
  };
}

export const verificationConcern = defineConcern({
  key: "verification",
  env: verificationEnv,
  build: verificationConfig,
  checks: [incompleteVeriffSettings, incompleteS3Settings],
});
