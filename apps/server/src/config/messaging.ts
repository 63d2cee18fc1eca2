/** Outgoing email and SMS: the relay, the sender, the Twilio account, and the development outbox. */

import { z } from "zod";
import { defineConcern } from "./concern.ts";
import type { ServerEnv } from "./server.ts";
import type { SiteEnv } from "./site.ts";
import { booleanFlag, type RawEnv, urlWithScheme } from "./values.ts";

export const messagingEnv = z.object({
  SMTP_URL: urlWithScheme(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL").optional(),
  /**
   * Unset (the default), each brand sends as its operator's `mailFrom` (ADR 091). Set, it is the
   * sender of every brand's email, for a relay that accepts one verified sender. It used to default
   * to "Reelhouse <no-reply@reelhouse.local>"; a deployment that wants that sender now says so.
   */
  MAIL_FROM: z
    .string()
    .regex(/^(?:[^<>]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/, 'must be "Name <address>" or an address')
    .optional(),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_API_URL: z.string().url().default("https://api.twilio.com"),
  DEV_OUTBOX: booleanFlag.optional(),
});

export interface MessagingConfig {
  /**
   * MAIL_FROM: the sender of every brand's email instead of the brand's own (`operator.mailFrom`);
   * null when unset. Given as an address alone (no name), each email keeps its brand's name.
   */
  readonly mailFrom: { readonly name: string | null; readonly address: string } | null;
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

export function messagingConfig(
  env: z.infer<typeof messagingEnv> &
    Pick<ServerEnv, "NODE_ENV" | "TRUST_PROXY"> &
    Pick<SiteEnv, "DEMO_DATA">,
): MessagingConfig {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = env;
  return {
    mailFrom: env.MAIL_FROM ? mailbox(env.MAIL_FROM) : null,
    smtpUrl: env.SMTP_URL ?? null,
    twilio:
      accountSid && authToken && from ? { accountSid, authToken, from, apiUrl: env.TWILIO_API_URL } : null,
    // The demo (`npm start`: production build with DEMO_DATA) shows the outbox; a real deployment
    // (behind a proxy, or sending real mail) does not.
    devOutbox:
      env.DEV_OUTBOX ??
      (!env.SMTP_URL && !env.TRUST_PROXY && (env.NODE_ENV !== "production" || env.DEMO_DATA)),
  };
}

/** `Name <address>`, `"Name" <address>` or `address`, already checked by the schema's pattern. */
function mailbox(value: string): { name: string | null; address: string } {
  const angled = /^(.*)<(.+)>$/.exec(value.trim());
  if (!angled) return { name: null, address: value.trim() };
  const name = (angled[1] ?? "")
    .trim()
    .replace(/^"(.*)"$/, "$1")
    .trim();
  return { name: name || null, address: angled[2] ?? "" };
}

const TWILIO_KEYS = ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"] as const;

/**
 * The outbox answers only requests from this machine; behind a proxy every request comes from
 * the proxy, so the two together would show reset links to anyone. Refuse it at boot.
 */
export function outboxBehindProxy(env: RawEnv): string[] {
  const isOn = (value: string | undefined) => value !== undefined && ["true", "1", "yes"].includes(value);
  return isOn(env.DEV_OUTBOX) && isOn(env.TRUST_PROXY)
    ? ["DEV_OUTBOX: the development outbox cannot be on behind a proxy (TRUST_PROXY=true)"]
    : [];
}

/** Half a Twilio account would fail on the first SMS; refuse it at boot instead. */
export function incompleteTwilioAccount(env: RawEnv): string[] {
  const missing = TWILIO_KEYS.filter((key) => !env[key]);
  if (missing.length === 0 || missing.length === TWILIO_KEYS.length) return [];
  return missing.map((key) => `${key}: set it too, or unset ${TWILIO_KEYS.join(", ")}`);
}

export const messagingConcern = defineConcern({
  key: "messaging",
  env: messagingEnv,
  build: messagingConfig,
  checks: [incompleteTwilioAccount, outboxBehindProxy],
});
