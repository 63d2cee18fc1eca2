/**
 * The only reader of `process.env`. Parses it once with zod against the variables of every concern
 * (one file each in this folder, listed in concerns.generated.ts), lists every invalid key of all of
 * them on failure, and hands out a frozen, typed object.
 */
import { z } from "zod";
import type { ConfigConcern } from "./concern.ts";
import { CONFIG_CONCERNS } from "./concerns.generated.ts";
import type { RawEnv } from "./values.ts";

export type { MessagingConfig } from "./messaging.ts";
export type { SocialConfig } from "./social-auth.ts";

type Concern = (typeof CONFIG_CONCERNS)[number];
type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;

/** A concern's part of the config: under its key, or its fields at the top level when the key is null. */
type PartOf<C> =
  C extends ConfigConcern<infer Key, z.ZodObject, never, infer Built>
    ? Key extends string
      ? { readonly [K in Key]: Built }
      : Built
    : never;

/** Every concern's part together (each part is documented in its concern's file). */
export type Config = UnionToIntersection<PartOf<Concern>>;
type ParsedEnv = UnionToIntersection<z.output<Concern["env"]>>;

/** One object, so that one parse reports the bad keys of every concern together. */
const EnvSchema = z.object(Object.assign({}, ...CONFIG_CONCERNS.map((concern) => concern.env.shape)));

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
    ...CONFIG_CONCERNS.flatMap((concern) => concern.checks.flatMap((check) => check(cleaned))),
  ];
  if (!parsed.success || issues.length > 0) throw new ConfigError(issues);
  const env = parsed.data as ParsedEnv;
  const parts = CONFIG_CONCERNS.map((concern) => {
    const part = concern.build(env);
    return concern.key === null ? part : { [concern.key]: part };
  });
  return deepFreeze(Object.assign({}, ...parts) as Config);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
