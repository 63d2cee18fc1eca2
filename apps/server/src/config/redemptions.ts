/**
 * Redemptions (ADR 127): on which themes players may redeem entries (every theme unless
 * `REDEMPTIONS_OFF_THEMES` names it), the limits of a request and of a player's day, and which
 * payout provider pays: the built-in sandbox (the default; no money moves) or Dwolla
 * (`PAYOUT_PROVIDER=dwolla` with its key, secret, webhook secret and master funding source).
 * The least a request may ask for is the sweepstakes rules' 50 entries, not a setting.
 */
import { randomBytes } from "node:crypto";
import { THEME_IDS, type ThemeId } from "@reelhouse/contract";
import { z } from "zod";
import { defineConcern } from "./concern.ts";
import { baseUrl, type RawEnv } from "./values.ts";

export const PAYOUT_PROVIDERS = ["sandbox", "dwolla"] as const;
export type PayoutProviderName = (typeof PAYOUT_PROVIDERS)[number];

/** Entries in minor units (hundredths): one entry is US$1.00 in prizes, so these are US cents too. */
const ENTRY = 100;
const wholeEntries = (fallback: number) => z.coerce.number().int().min(50).max(1_000_000).default(fallback);

const themeList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(THEME_IDS)));

export const redemptionsEnv = z.object({
  /** Comma-separated theme ids on which redemption is not offered (`tao,stormrush`). */
  REDEMPTIONS_OFF_THEMES: themeList.default([]),
  /** Whole entries: the most one request may ask for, and all of a player's requests of one day. */
  REDEMPTION_MAX_PER_REQUEST: wholeEntries(5_000),
  REDEMPTION_MAX_PER_DAY: wholeEntries(10_000),
  PAYOUT_PROVIDER: z.enum(PAYOUT_PROVIDERS).default("sandbox"),
  PAYOUT_SANDBOX_SECRET: z.string().min(32).optional(),
  DWOLLA_KEY: z.string().min(8).optional(),
  DWOLLA_SECRET: z.string().min(8).optional(),
  /** The secret given when the webhook subscription was created; signs `X-Request-Signature-SHA-256`. */
  DWOLLA_WEBHOOK_SECRET: z.string().min(8).optional(),
  /** The URL of the operator's own funding source that prizes are paid from. */
  DWOLLA_MASTER_FUNDING_SOURCE: z.url().optional(),
  DWOLLA_API_BASE: baseUrl.default("https://api-sandbox.dwolla.com"),
});

export interface DwollaSettings {
  readonly key: string;
  readonly secret: string;
  readonly webhookSecret: string;
  readonly masterFundingSource: string;
  readonly apiBase: string;
}

export interface RedemptionsConfig {
  readonly offThemes: readonly ThemeId[];
  /** Entries in minor units. */
  readonly limits: { readonly minimum: number; readonly perRequest: number; readonly perDay: number };
  readonly provider: PayoutProviderName;
  /** Signs the sandbox provider's webhooks; without a setting, a new one each start (the demo). */
  readonly sandboxSecret: string;
  /** Set when the provider is Dwolla. */
  readonly dwolla: DwollaSettings | null;
}

const DWOLLA_KEYS = ["DWOLLA_KEY", "DWOLLA_SECRET", "DWOLLA_WEBHOOK_SECRET", "DWOLLA_MASTER_FUNDING_SOURCE"];

/** Dwolla needs all four of its settings. */
export function incompleteDwollaSettings(env: RawEnv): string[] {
  if (env.PAYOUT_PROVIDER !== "dwolla") return [];
  return DWOLLA_KEYS.filter((key) => env[key] === undefined).map(
    (key) => `${key}: missing; PAYOUT_PROVIDER=dwolla needs ${DWOLLA_KEYS.join(", ")}`,
  );
}

/** A day's limit below one request's would make the per-request limit a lie. */
export function dayLimitBelowRequestLimit(env: RawEnv): string[] {
  const perRequest = Number(env.REDEMPTION_MAX_PER_REQUEST ?? 5_000);
  const perDay = Number(env.REDEMPTION_MAX_PER_DAY ?? 10_000);
  return perDay < perRequest ? ["REDEMPTION_MAX_PER_DAY: must be at least REDEMPTION_MAX_PER_REQUEST"] : [];
}

export function redemptionsConfig(env: z.infer<typeof redemptionsEnv>): RedemptionsConfig {
  const { DWOLLA_KEY, DWOLLA_SECRET, DWOLLA_WEBHOOK_SECRET, DWOLLA_MASTER_FUNDING_SOURCE } = env;
  return {
    offThemes: env.REDEMPTIONS_OFF_THEMES,
    limits: {
      minimum: 50 * ENTRY,
      perRequest: env.REDEMPTION_MAX_PER_REQUEST * ENTRY,
      perDay: env.REDEMPTION_MAX_PER_DAY * ENTRY,
    },
    provider: env.PAYOUT_PROVIDER,
    sandboxSecret: env.PAYOUT_SANDBOX_SECRET ?? randomBytes(32).toString("hex"),
    dwolla:
      env.PAYOUT_PROVIDER === "dwolla" &&
      DWOLLA_KEY &&
      DWOLLA_SECRET &&
      DWOLLA_WEBHOOK_SECRET &&
      DWOLLA_MASTER_FUNDING_SOURCE
        ? {
            key: DWOLLA_KEY,
            secret: DWOLLA_SECRET,
            webhookSecret: DWOLLA_WEBHOOK_SECRET,
            masterFundingSource: DWOLLA_MASTER_FUNDING_SOURCE,
            apiBase: env.DWOLLA_API_BASE,
          }
        : null,
  };
}

export const redemptionsConcern = defineConcern({
  key: "redemptions",
  env: redemptionsEnv,
  build: redemptionsConfig,
  checks: [incompleteDwollaSettings, dayLimitBelowRequestLimit],
});
