/**
 * The operator API (`/api/operator/*`): what the company's staff do by hand (approve a redemption,
 * credit a mail-in request, decide an uploaded document), called with
 * `Authorization: Bearer <OPERATOR_API_TOKEN>` by `npm run operator` or, later, the back office.
 * Without a token the API does not exist (404), except in the demo, where the server makes one on
 * its first start and keeps it in the data dir for `npm run operator` to read.
 *
 * `npm run operator` reads the same configuration: `OPERATOR_API_URL` (the server to call, this
 * machine's `PORT` by default) and `OPERATOR_NAME` (who is acting, recorded with each decision).
 */
import { userInfo } from "node:os";
import { join } from "node:path";
import { z } from "zod";
import { defineConcern } from "./concern.ts";

export const operatorApiEnv = z.object({
  OPERATOR_API_TOKEN: z.string().min(32, "must be at least 32 characters").optional(),
  OPERATOR_API_URL: z.url().optional(),
  OPERATOR_NAME: z.string().trim().min(1).max(64).optional(),
});

export interface OperatorApiConfig {
  readonly token: string | null;
  /** Where the demo keeps the token it made (ignored when a token is set). */
  readonly keptTokenFile: string;
  /** Whether the server makes a token when none is set: in the demo only. */
  readonly makesDemoToken: boolean;
  /** For `npm run operator`: the server it calls and the name it acts under. */
  readonly url: string;
  readonly operatorName: string;
}

type Input = z.infer<typeof operatorApiEnv> & { DATA_DIR: string; DEMO_DATA: boolean; PORT: number };

export function operatorApiConfig(env: Input): OperatorApiConfig {
  return {
    token: env.OPERATOR_API_TOKEN ?? null,
    keptTokenFile: join(env.DATA_DIR, "operator-api-token"),
    makesDemoToken: env.DEMO_DATA,
    url: env.OPERATOR_API_URL ?? `http://localhost:${env.PORT}`,
    operatorName: env.OPERATOR_NAME ?? userInfo().username,
  };
}

export const operatorApiConcern = defineConcern({
  key: "operatorApi",
  env: operatorApiEnv,
  build: operatorApiConfig,
});
