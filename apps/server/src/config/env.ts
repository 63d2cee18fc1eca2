/**
 * The only reader of `process.env`. Parses it once with zod against the variables of every concern
 * (one file each in this folder), lists every invalid key of all of them on failure, and hands out
 * a frozen, typed object.
 */
import { z } from "zod";
import { accountsEnv, type SessionConfig, sessionConfig } from "./accounts.ts";
import { type DatabaseConfig, databaseConfig, databaseEnv } from "./database.ts";
import {
  incompleteTwilioAccount,
  type MessagingConfig,
  messagingConfig,
  messagingEnv,
  outboxBehindProxy,
} from "./messaging.ts";
import { type OperatorsConfig, operatorEnv, operatorsConfig } from "./operator.ts";
import { incompleteStripeSettings, type PaymentsConfig, paymentsConfig, paymentsEnv } from "./payments.ts";
import { type ProviderApiConfig, providerApiConfig, providerApiEnv } from "./provider-api.ts";
import { type RateLimitConfig, rateLimitConfig, rateLimitEnv } from "./rate-limit.ts";
import {
  incompleteCentrifugoSettings,
  type RealtimeConfig,
  realtimeConfig,
  realtimeEnv,
} from "./realtime.ts";
import { type RedisConfig, redisConfig, redisEnv } from "./redis.ts";
import {
  invertedPurchaseLimitBounds,
  type ResponsiblePlayConfig,
  responsiblePlayConfig,
  responsiblePlayEnv,
} from "./responsible-play.ts";
import { type ServerConfig, serverConfig, serverEnv } from "./server.ts";
import { type SiteConfig, siteConfig, siteEnv } from "./site.ts";
import {
  incompleteSocialCredentials,
  type SocialConfig,
  socialAuthEnv,
  socialConfig,
} from "./social-auth.ts";
import { type TestingConfig, testingConfig, testingEnv } from "./testing.ts";
import type { RawEnv } from "./values.ts";
import { type WalletConfig, walletConfig, walletEnv } from "./wallet.ts";

export type { MessagingConfig } from "./messaging.ts";
export type { SocialConfig } from "./social-auth.ts";

/** One object, so that one parse reports the bad keys of every concern together. */
const EnvSchema = z.object({
  ...serverEnv.shape,
  ...databaseEnv.shape,
  ...redisEnv.shape,
  ...siteEnv.shape,
  ...rateLimitEnv.shape,
  ...accountsEnv.shape,
  ...messagingEnv.shape,
  ...socialAuthEnv.shape,
  ...testingEnv.shape,
  ...walletEnv.shape,
  ...responsiblePlayEnv.shape,
  ...paymentsEnv.shape,
  ...realtimeEnv.shape,
  ...providerApiEnv.shape,
  ...operatorEnv.shape,
});

/**
 * Rules across several variables of one concern. They read the raw values, so they run (and are
 * reported) even when some other variable does not parse.
 */
const CROSS_CHECKS: ReadonlyArray<(env: RawEnv) => string[]> = [
  incompleteTwilioAccount,
  incompleteSocialCredentials,
  outboxBehindProxy,
  invertedPurchaseLimitBounds,
  incompleteStripeSettings,
  incompleteCentrifugoSettings,
];

export interface Config extends ServerConfig, SiteConfig, TestingConfig {
  readonly database: DatabaseConfig;
  readonly redis: RedisConfig;
  readonly rateLimit: RateLimitConfig;
  readonly session: SessionConfig;
  readonly messaging: MessagingConfig;
  /** Sign-in providers; `null` where the provider is not configured (its button is hidden). */
  readonly social: SocialConfig;
  readonly wallet: WalletConfig;
  readonly payments: PaymentsConfig;
  readonly responsiblePlay: ResponsiblePlayConfig;
  readonly realtime: RealtimeConfig;
  readonly providerApi: ProviderApiConfig;
  /** The company behind each brand, per theme id (brand defaults with `OPERATOR_CONFIG` on top). */
  readonly operators: OperatorsConfig;
}

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/**
 * Unset, NODE_ENV means production here (`serverEnv`), and the libraries must agree: React and
 * others choose their development or production build from `process.env.NODE_ENV` when they are
 * first loaded, and React's development build renders pages about twice as slowly. The entry point
 * calls this before it loads the app's modules.
 */
export function defaultNodeEnvToProduction(): void {
  process.env.NODE_ENV ||= "production";
}

/** Parses `process.env` merged with `overrides`; throws a ConfigError naming every bad key. */
export function loadConfig(overrides: Record<string, string | undefined> = {}): Config {
  const source = { ...process.env, ...overrides };
  // Empty strings mean "unset", the way shells and .env files usually write it.
  const cleaned: RawEnv = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const parsed = EnvSchema.safeParse(cleaned);
  const issues = [
    ...(parsed.error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    ...CROSS_CHECKS.flatMap((check) => check(cleaned)),
  ];
  if (!parsed.success || issues.length > 0) throw new ConfigError(issues);
  const env = parsed.data;
  return deepFreeze({
    ...serverConfig(env),
    ...siteConfig(env),
    ...testingConfig(env),
    database: databaseConfig(env),
    redis: redisConfig(env),
    rateLimit: rateLimitConfig(env),
    session: sessionConfig(env),
    messaging: messagingConfig(env),
    social: socialConfig(env),
    wallet: walletConfig(env),
    payments: paymentsConfig(env),
    responsiblePlay: responsiblePlayConfig(env),
    realtime: realtimeConfig(env),
    providerApi: providerApiConfig(env),
    operators: operatorsConfig(env),
  } satisfies Config);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
