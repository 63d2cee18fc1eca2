/**
 * Progressive jackpots: on by default. Off, no bet feeds a pool and no round draws the trigger;
 * the pools keep what they hold (the spins benchmark measures rounds both ways in one run).
 */
import { z } from "zod";
import { defineConcern } from "./concern.ts";
import { booleanFlag } from "./values.ts";

export const jackpotsEnv = z.object({
  JACKPOTS_ENABLED: booleanFlag.default(true),
});

export interface JackpotsConfig {
  readonly enabled: boolean;
}

export function jackpotsConfig(env: z.infer<typeof jackpotsEnv>): JackpotsConfig {
  return { enabled: env.JACKPOTS_ENABLED };
}

export const jackpotsConcern = defineConcern({ key: "jackpots", env: jackpotsEnv, build: jackpotsConfig });
