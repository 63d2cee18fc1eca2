/**
 * The seamless-wallet API for outside game providers (ADR 085): each provider known by its slug,
 * with the secret that signs its calls and the largest stake it may place per currency, and how
 * long a launch token stays valid while unused.
 *
 * Only `sandbox`, the development provider, so far. Its secret has a fixed default outside
 * production, so the provider simulator and a local server agree without setup; in production an
 * unset secret is a new random one each start, which only the server's own sandbox game host
 * knows. Its game host is served outside production and in the demo (`DEMO_DATA`).
 */

import { randomBytes } from "node:crypto";
import { TOP_BET } from "@reelhouse/contract/economy";
import { z } from "zod";
import { defineConcern } from "./concern.ts";
import type { ServerEnv } from "./server.ts";
import type { SiteEnv } from "./site.ts";
import { durationMs } from "./values.ts";
import { MINOR_UNITS_PER_WHOLE } from "./wallet.ts";

/** The sandbox secret of development and test servers, and the provider simulator's default. */
export const DEVELOPMENT_SANDBOX_SECRET = "reelhouse-development-sandbox-provider-secret";

const wholeStake = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000_000).default(fallback);

export const providerApiEnv = z.object({
  PROVIDER_SANDBOX_SECRET: z.string().min(32).optional(),
  /**
   * The largest single bet the sandbox provider may place, in whole coins and whole entries: by
   * default the top of the economy's bet ladder.
   */
  PROVIDER_SANDBOX_MAX_STAKE_COINS: wholeStake(TOP_BET.coins / MINOR_UNITS_PER_WHOLE),
  PROVIDER_SANDBOX_MAX_STAKE_ENTRIES: wholeStake(TOP_BET.entries / MINOR_UNITS_PER_WHOLE),
  /** A launch token ends after this long without an authenticate or a bet (a win needs no token). */
  PROVIDER_TOKEN_IDLE_MINUTES: durationMs("minutes", { min: 1, max: 24 * 60, default: 60 }),
});

export interface ProviderSettings {
  readonly slug: string;
  /** Signs every call (HMAC-SHA256 of the raw body). */
  readonly secret: string;
  /** Per currency, in minor units: a bet above it is refused with LIMIT_EXCEEDED. */
  readonly maxStake: { readonly coins: number; readonly entries: number };
}

export interface ProviderApiConfig {
  /** By slug, the `{provider}` of `/provider-api/v1/{provider}/`. */
  readonly providers: Readonly<Record<string, ProviderSettings>>;
  readonly tokenIdleMs: number;
  /** Whether this server serves the sandbox provider's game pages (`/provider-sandbox/`). */
  readonly sandboxHost: boolean;
}

export function providerApiConfig(
  env: z.infer<typeof providerApiEnv> & Pick<ServerEnv, "NODE_ENV"> & Pick<SiteEnv, "DEMO_DATA">,
): ProviderApiConfig {
  const isProduction = env.NODE_ENV === "production";
  const sandboxSecret =
    env.PROVIDER_SANDBOX_SECRET ??
    (isProduction ? randomBytes(32).toString("hex") : DEVELOPMENT_SANDBOX_SECRET);
  return {
    providers: {
      sandbox: {
        slug: "sandbox",
        secret: sandboxSecret,
        maxStake: {
          coins: env.PROVIDER_SANDBOX_MAX_STAKE_COINS * MINOR_UNITS_PER_WHOLE,
          entries: env.PROVIDER_SANDBOX_MAX_STAKE_ENTRIES * MINOR_UNITS_PER_WHOLE,
        },
      },
    },
    tokenIdleMs: env.PROVIDER_TOKEN_IDLE_MINUTES,
    sandboxHost: !isProduction || env.DEMO_DATA,
  };
}

export const providerApiConcern = defineConcern({
  key: "providerApi",
  env: providerApiEnv,
  build: providerApiConfig,
});
