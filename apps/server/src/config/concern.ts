/**
 * A configuration concern, one file in this folder: its variables, the part of the config it builds
 * from them, and its rules across variables. env.ts composes every concern listed in
 * `concerns.generated.ts` (`npm run generate`), so a new concern is a new file.
 */
import type { z } from "zod";
import type { RawEnv } from "./values.ts";

export interface ConfigConcern<Key extends string | null, Env extends z.ZodObject, Input, Built> {
  /** Where the built part sits in the config; null puts its fields at the top level. */
  readonly key: Key;
  readonly env: Env;
  /** Called with every concern's parsed variables, so it may read another concern's (NODE_ENV, say). */
  readonly build: (env: Input) => Built;
  /**
   * Rules across several variables. They read the raw values, so they run (and are reported) even
   * when some other variable does not parse.
   */
  readonly checks: ReadonlyArray<(env: RawEnv) => string[]>;
}

export function defineConcern<
  const Key extends string | null,
  Env extends z.ZodObject,
  Input,
  Built,
>(concern: {
  key: Key;
  env: Env;
  build: (env: Input) => Built;
  checks?: ReadonlyArray<(env: RawEnv) => string[]>;
}): ConfigConcern<Key, Env, Input, Built> {
  return { ...concern, checks: concern.checks ?? [] };
}
