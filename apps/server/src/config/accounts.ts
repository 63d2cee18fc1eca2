/** Player sessions: cookie security and how long a session lasts. */

import { z } from "zod";
import { defineConcern } from "./concern.ts";
import type { ServerEnv } from "./server.ts";
import { booleanFlag, durationMs } from "./values.ts";

export const accountsEnv = z.object({
  COOKIE_SECURE: booleanFlag.optional(),
  SESSION_IDLE_MINUTES: durationMs("minutes", { min: 5, max: 43_200, default: 30 }),
  SESSION_ABSOLUTE_HOURS: durationMs("hours", { min: 1, max: 8_760, default: 12 }),
});

export interface SessionConfig {
  /** Secure cookies with the `__Host-` prefix; on by default in production. */
  readonly secureCookies: boolean;
  readonly idleTimeoutMs: number;
  readonly absoluteTimeoutMs: number;
}

export function sessionConfig(env: z.infer<typeof accountsEnv> & Pick<ServerEnv, "NODE_ENV">): SessionConfig {
  return {
    secureCookies: env.COOKIE_SECURE ?? env.NODE_ENV === "production",
    idleTimeoutMs: env.SESSION_IDLE_MINUTES,
    absoluteTimeoutMs: env.SESSION_ABSOLUTE_HOURS,
  };
}

export const accountsConcern = defineConcern({ key: "session", env: accountsEnv, build: sessionConfig });
