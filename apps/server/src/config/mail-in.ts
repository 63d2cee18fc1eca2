/**
 * Free entries by mail (the sweepstakes' alternative method of entry): what a credited card gives
 * and the limits the sweepstakes rules state. The rules page and the mail-in page read these same
 * values, so what they promise is what the credit pays.
 */
import { type EntriesMinor, minor } from "@reelhouse/contract";
import { z } from "zod";
import { defineConcern } from "./concern.ts";
import { MINOR_UNITS_PER_WHOLE } from "./wallet.ts";

export const mailInEnv = z.object({
  /** Whole entries each credited card gives. */
  MAIL_IN_ENTRIES: z.coerce.number().int().min(1).max(1_000).default(5),
  /** How many codes a player may hold unused at once. */
  MAIL_IN_WAITING_CODES: z.coerce.number().int().min(1).max(50).default(3),
  /** Days a code stays valid from its issue: the card must be postmarked by its last day. */
  MAIL_IN_CODE_DAYS: z.coerce.number().int().min(7).max(730).default(90),
});

export interface MailInConfig {
  readonly entriesPerRequest: EntriesMinor;
  readonly maxWaitingCodes: number;
  readonly codeLifetimeDays: number;
}

export function mailInConfig(env: z.infer<typeof mailInEnv>): MailInConfig {
  return {
    entriesPerRequest: minor("entries", env.MAIL_IN_ENTRIES * MINOR_UNITS_PER_WHOLE),
    maxWaitingCodes: env.MAIL_IN_WAITING_CODES,
    codeLifetimeDays: env.MAIL_IN_CODE_DAYS,
  };
}

export const mailInConcern = defineConcern({ key: "mailIn", env: mailInEnv, build: mailInConfig });
