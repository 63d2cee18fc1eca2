/**
 * Free entries by mail, the sweepstakes' alternative method of entry: a player asks the site for a
 * code, writes it on a handwritten card and mails it; an operator who receives the card credits
 * the code once. Amounts are entries in minor units (hundredths).
 */
import { z } from "zod";

/** `waiting`: not credited and still valid; `credited`: paid once; `expired`: past its last day unpaid. */
export const MailInCodeState = z.enum(["waiting", "credited", "expired"]);
export type MailInCodeState = z.infer<typeof MailInCodeState>;

/** A calendar day, `YYYY-MM-DD`. */
const Day = z.iso.date();

/** The limits the sweepstakes rules state, as the server enforces them. */
export const MailInRules = z.object({
  /** Entries each credited request gives, in minor units. */
  entriesPerRequest: z.number().int().positive(),
  /** How many codes a player may hold unused at once. */
  maxWaitingCodes: z.number().int().positive(),
  /** Days a code stays valid from when it is issued; the card must be postmarked by then. */
  codeLifetimeDays: z.number().int().positive(),
});
export type MailInRules = z.infer<typeof MailInRules>;

export const MailInCredit = z.object({
  entries: z.number().int().positive(),
  creditedAt: z.iso.datetime(),
  postmarkedOn: Day,
});
export type MailInCredit = z.infer<typeof MailInCredit>;

export const MailInCode = z.object({
  /** As written on the card: `RH-7K3Q-9MZD`. */
  code: z.string(),
  state: MailInCodeState,
  issuedAt: z.iso.datetime(),
  /** The last moment a card carrying the code may be postmarked. */
  expiresAt: z.iso.datetime(),
  credit: MailInCredit.nullable(),
});
export type MailInCode = z.infer<typeof MailInCode>;

export const MailInSummary = z.object({
  rules: MailInRules,
  /** The player's codes, newest first; null for a guest, who reads the rules only. */
  codes: z.array(MailInCode).nullable(),
});
export type MailInSummary = z.infer<typeof MailInSummary>;

export const MailInResponse = z.object({ success: z.literal(true), data: MailInSummary });

export const RequestMailInCodeResponse = z.object({
  success: z.literal(true),
  data: z.object({ code: MailInCode, summary: MailInSummary.extend({ codes: z.array(MailInCode) }) }),
});

// ── the operator API ──────────────────────────────────────────────────────────────────────────

export const MailInCodeParams = z.object({
  /** As read off the card; case, spaces and dashes do not matter, nor O for 0 or I and L for 1. */
  code: z.string().min(1).max(40),
});

/** One line of the card, as the operator types it. */
const CardLine = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[^\p{Cc}]*$/u, "must be one line without control characters");

export const CreditMailInRequest = z.object({
  /** The name handwritten on the card. */
  name: CardLine,
  /** The postal address handwritten on the card (or on the envelope's return address). */
  address: z.string().trim().min(1).max(500),
  /** The postmark's date on the envelope. */
  postmarkedOn: Day,
});
export type CreditMailInRequest = z.infer<typeof CreditMailInRequest>;

/** A code as the operator sees it: whose it is, and what was credited for it. */
export const OperatorMailInCode = MailInCode.extend({
  playerId: z.string(),
  playerEmail: z.string(),
  credit: MailInCredit.extend({
    cardName: z.string(),
    cardAddress: z.string(),
    creditedBy: z.string(),
    /** The ledger transaction that paid it. */
    transactionId: z.number().int(),
  }).nullable(),
});
export type OperatorMailInCode = z.infer<typeof OperatorMailInCode>;

export const OperatorMailInCodeResponse = z.object({ success: z.literal(true), data: OperatorMailInCode });
