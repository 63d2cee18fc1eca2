/**
 * The only reader of `process.env`. Parses it once with zod, lists every invalid key on failure,
 * and hands out a frozen, typed object.
 */
import { createPrivateKey } from "node:crypto";
import { THEME_IDS, ThemeId } from "@reelhouse/contract";
import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

/** `host=theme,host=theme`: which white-label theme each request host gets. */
const themeHostMap = z.string().transform((raw, ctx) => {
  const map: Record<string, ThemeId> = {};
  for (const pair of raw
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [host, theme] = pair.split("=").map((part) => part?.trim().toLowerCase());
    const parsedTheme = THEME_IDS.find((id) => id.toLowerCase() === theme);
    if (!host || !parsedTheme) {
      ctx.addIssue({
        code: "custom",
        message: `"${pair}" is not host=theme (themes: ${THEME_IDS.join(", ")})`,
      });
      return z.NEVER;
    }
    map[host] = parsedTheme;
  }
  return map;
});

const postgresUrl = z
  .string()
  .url()
  .refine((url) => /^postgres(ql)?:\/\//.test(url), "must be a postgres:// URL");

/** The Graph API base: paths are appended to it, so a trailing slash would double up. */
const graphBaseUrl = z
  .string()
  .url()
  .transform((url) => url.replace(/\/+$/, ""));

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
const smtpUrl = z
  .string()
  .url()
  .refine((url) => /^smtps?:\/\//.test(url), "must be an smtp:// or smtps:// URL");

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().min(1).default("./data"),
  REDIS_URL: z
    .string()
    .url()
    .refine((url) => /^rediss?:\/\//.test(url), "must be a redis:// URL")
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).default("reelhouse:"),
  THEME: ThemeId.default("funrize"),
  THEME_HOSTS: themeHostMap.default({}),
  DEMO_DATA: booleanFlag.default(false),
  SERVE_SITE: booleanFlag.default(true),
  TRUST_PROXY: booleanFlag.default(false),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  PUBLIC_URL: z.url().optional(),
  COOKIE_SECURE: booleanFlag.optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(5).max(43_200).default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(8_760).default(12),
  SMTP_URL: smtpUrl.optional(),
  MAIL_FROM: z
    .string()
    .regex(/^(?:[^<>]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/, 'must be "Name <address>" or an address')
    .default("Reelhouse <no-reply@reelhouse.local>"),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_API_URL: z.string().url().default("https://api.twilio.com"),
  DEV_OUTBOX: booleanFlag.optional(),
  TEST_DATABASE_URL: postgresUrl.optional(),
  TEST_REDIS_URL: z.string().url().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.string().url().default("https://accounts.google.com"),
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_APP_SECRET: z.string().optional(),
  FACEBOOK_GRAPH_URL: graphBaseUrl.default("https://graph.facebook.com/v21.0"),
  FACEBOOK_DIALOG_URL: z.string().url().default("https://www.facebook.com/v21.0/dialog/oauth"),
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_TEAM_ID: z.string().optional(),
  APPLE_KEY_ID: z.string().optional(),
  APPLE_PRIVATE_KEY: applePrivateKey.optional(),
  APPLE_CLIENT_SECRET: z.string().optional(),
  APPLE_ISSUER: z.string().url().default("https://appleid.apple.com"),
});

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
const TWILIO_KEYS = ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"] as const;

/** Half a Twilio account would fail on the first SMS; refuse it at boot instead. */
const CheckedEnvSchema = EnvSchema.superRefine((env, ctx) => {
  const missing = TWILIO_KEYS.filter((key) => !env[key]);
  if (missing.length > 0 && missing.length < TWILIO_KEYS.length) {
    for (const key of missing) {
      ctx.addIssue({
        code: "custom",
        path: [key],
        message: `set it too, or unset ${TWILIO_KEYS.join(", ")}`,
      });
    }
  }
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  readonly env: Env["NODE_ENV"];
  readonly isProduction: boolean;
  readonly host: string;
  readonly port: number;
  readonly logLevel: Env["LOG_LEVEL"];
  readonly database:
    | { readonly kind: "pglite"; readonly dataDir: string | null }
    | { readonly kind: "postgres"; readonly url: string; readonly poolSize: number };
  readonly redis: { readonly url: string; readonly keyPrefix: string } | null;
  readonly theme: { readonly fallback: ThemeId; readonly byHost: Readonly<Record<string, ThemeId>> };
  readonly demoData: boolean;
  /** False for API-only instances: no server rendering, no static assets. */
  readonly serveSite: boolean;
  readonly trustProxy: boolean;
  readonly rateLimit: { readonly max: number; readonly windowMs: number };
  /** Origin used in links the server sends (email) when the request host is not one of ours. */
  readonly publicUrl: string;
  readonly session: {
    /** Secure cookies with the `__Host-` prefix; on by default in production. */
    readonly secureCookies: boolean;
    readonly idleTimeoutMs: number;
    readonly absoluteTimeoutMs: number;
  };
  readonly messaging: MessagingConfig;
  readonly testDatabaseUrl: string | null;
  readonly testRedisUrl: string | null;
  /** Sign-in providers; `null` where the provider is not configured (its button is hidden). */
  readonly social: SocialConfig;
}

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

export interface MessagingConfig {
  /** The From header of every email. */
  readonly mailFrom: string;
  /** `smtp://` or `smtps://` URL of the mail relay; null when email is not delivered. */
  readonly smtpUrl: string | null;
  readonly twilio: {
    readonly accountSid: string;
    readonly authToken: string;
    readonly from: string;
    readonly apiUrl: string;
  } | null;
  /**
   * Messages of a channel without a transport are kept in the development outbox and shown at
   * /dev/mailbox. Off in a real production deployment, where that page would leak reset links.
   */
  readonly devOutbox: boolean;
}

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Parses `process.env` merged with `overrides`; throws a ConfigError naming every bad key. */
export function loadConfig(overrides: Record<string, string | undefined> = {}): Config {
  const source = { ...process.env, ...overrides };
  // Empty strings mean "unset", the way shells and .env files usually write it.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const parsed = CheckedEnvSchema.safeParse(cleaned);
  const issues = [
    ...(parsed.error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    ...incompleteSocialCredentials(cleaned),
  ];
  if (!parsed.success || issues.length > 0) throw new ConfigError(issues);
  const env = parsed.data;
  return deepFreeze({
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === "production",
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    database: env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
      : { kind: "pglite", dataDir: env.DATA_DIR },
    redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX } : null,
    theme: { fallback: env.THEME, byHost: { ...defaultThemeHosts(), ...env.THEME_HOSTS } },
    demoData: env.DEMO_DATA,
    serveSite: env.SERVE_SITE,
    trustProxy: env.TRUST_PROXY,
    rateLimit: { max: env.RATE_LIMIT_MAX, windowMs: env.RATE_LIMIT_WINDOW_MS },
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    session: {
      secureCookies: env.COOKIE_SECURE ?? env.NODE_ENV === "production",
      idleTimeoutMs: env.SESSION_IDLE_MINUTES * 60_000,
      absoluteTimeoutMs: env.SESSION_ABSOLUTE_HOURS * 3_600_000,
    },
    messaging: messagingConfig(env),
    testDatabaseUrl: env.TEST_DATABASE_URL ?? null,
    testRedisUrl: env.TEST_REDIS_URL ?? null,
    social: socialConfig(env),
  } satisfies Config);
}

function socialConfig(env: Env): SocialConfig {
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

/** One issue per variable that is missing from, or does not belong with, a partly set provider. */
function incompleteSocialCredentials(env: Record<string, string | undefined>): string[] {
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

function messagingConfig(env: Env): MessagingConfig {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = env;
  return {
    mailFrom: env.MAIL_FROM,
    smtpUrl: env.SMTP_URL ?? null,
    twilio:
      accountSid && authToken && from ? { accountSid, authToken, from, apiUrl: env.TWILIO_API_URL } : null,
    // The demo (`npm start`: production build with DEMO_DATA) shows the outbox; a real deployment does not.
    devOutbox: env.DEV_OUTBOX ?? (!env.SMTP_URL && (env.NODE_ENV !== "production" || env.DEMO_DATA)),
  };
}

/** Every theme is reachable out of the box at `<theme>.localhost`, which browsers resolve to loopback. */
function defaultThemeHosts(): Record<string, ThemeId> {
  return Object.fromEntries(THEME_IDS.map((id) => [`${id.toLowerCase()}.localhost`, id]));
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
