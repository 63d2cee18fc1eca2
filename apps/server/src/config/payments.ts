/**
 * Payments: which provider takes the money (ADR 073, 074). The built-in sandbox is the default and
 * moves no real money; Stripe is switched on with `PAYMENTS_PROVIDER=stripe` and its two secrets.
 */

import { randomBytes } from "node:crypto";
import { z } from "zod";
import { defineConcern } from "./concern.ts";
import type { RawEnv } from "./values.ts";

export const PAYMENT_PROVIDERS = ["sandbox", "stripe"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const paymentsEnv = z.object({
  PAYMENTS_PROVIDER: z.enum(PAYMENT_PROVIDERS).default("sandbox"),
  PAYMENTS_SANDBOX_SECRET: z.string().min(32).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, "must be a Stripe secret or restricted key (sk_… or rk_…)")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, "must be a Stripe webhook signing secret (whsec_…)")
    .optional(),
  /** Where the Stripe client sends its API calls; only for a local stand-in of Stripe's API. */
  STRIPE_API_BASE: z.url().optional(),
});

export interface StripeSettings {
  readonly secretKey: string;
  readonly webhookSecret: string;
  readonly api?: { host: string; port: number; protocol: "http" | "https" };
}

export interface PaymentsConfig {
  readonly provider: PaymentProviderName;
  /** Signs the sandbox provider's webhooks; without a setting, a new one each start (the demo). */
  readonly sandboxSecret: string;
  /** Set when the provider is Stripe. */
  readonly stripe: StripeSettings | null;
}

/** Stripe needs both of its secrets, and they mean nothing without it. */
export function incompleteStripeSettings(env: RawEnv): string[] {
  if (env.PAYMENTS_PROVIDER !== "stripe") return [];
  return ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"]
    .filter((key) => env[key] === undefined)
    .map(
      (key) => `${key}: missing; PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET`,
    );
}

export function paymentsConfig(env: z.infer<typeof paymentsEnv>): PaymentsConfig {
  const isStripe = env.PAYMENTS_PROVIDER === "stripe" && env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET;
  return {
    provider: env.PAYMENTS_PROVIDER,
    sandboxSecret: env.PAYMENTS_SANDBOX_SECRET ?? randomBytes(32).toString("hex"),
    stripe: isStripe
      ? {
          secretKey: env.STRIPE_SECRET_KEY as string,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET as string,
          ...(env.STRIPE_API_BASE ? { api: apiAddress(new URL(env.STRIPE_API_BASE)) } : {}),
        }
      : null,
  };
}

function apiAddress(url: URL): NonNullable<StripeSettings["api"]> {
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: Number(url.port || (protocol === "http" ? 80 : 443)), protocol };
}

export const paymentsConcern = defineConcern({
  key: "payments",
  env: paymentsEnv,
  build: paymentsConfig,
  checks: [incompleteStripeSettings],
});
