/** Zod parsers for the kinds of value several configuration concerns share. */
import { z } from "zod";

/** The environment as given: every value a string, empty strings already dropped as "unset". */
export type RawEnv = Readonly<Record<string, string | undefined>>;

export const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

/** A URL whose scheme matches `scheme`, e.g. /^rediss?:\/\// for redis:// and rediss://. */
export function urlWithScheme(scheme: RegExp, message: string) {
  return z
    .string()
    .url()
    .refine((url) => scheme.test(url), message);
}

export const postgresUrl = urlWithScheme(/^postgres(ql)?:\/\//, "must be a postgres:// URL");

/** A URL that paths or links are appended to, so a trailing slash would double up. */
export const baseUrl = z
  .string()
  .url()
  .transform((url) => url.replace(/\/+$/, ""));

const MS_PER = { ms: 1, minutes: 60_000, hours: 3_600_000 } as const;

/**
 * A whole number of `unit`s, read in milliseconds. Bounds and default are in `unit`, the way the
 * variable is written, so its error messages speak the operator's unit.
 */
export function durationMs(
  unit: keyof typeof MS_PER,
  { min, max = Number.MAX_SAFE_INTEGER, default: fallback }: { min: number; max?: number; default: number },
) {
  return z.coerce
    .number()
    .int()
    .min(min)
    .max(max)
    .default(fallback)
    .transform((count) => count * MS_PER[unit]);
}
