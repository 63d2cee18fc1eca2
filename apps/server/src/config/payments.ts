/** Payments: the sandbox provider's webhook signing secret. */
import { randomBytes } from "node:crypto";
import { z } from "zod";

export const paymentsEnv = z.object({
  PAYMENTS_SANDBOX_SECRET: z.string().min(32).optional(),
});

export interface PaymentsConfig {
  /** Signs the sandbox provider's webhooks; without a setting, a new one each start (the demo). */
  readonly sandboxSecret: string;
}

export function paymentsConfig(env: z.infer<typeof paymentsEnv>): PaymentsConfig {
  return { sandboxSecret: env.PAYMENTS_SANDBOX_SECRET ?? randomBytes(32).toString("hex") };
}
