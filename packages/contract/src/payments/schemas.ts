/**
 * Payments (spec §4 payment actions, §8 decline): a payment's state as the cash pages read it, and
 * the sandbox provider's card form. Prices are US cents; coins and entries minor units.
 */
import { z } from "zod";
import { fieldMessage } from "../field-messages.ts";

export const PAYMENT_STATUSES = ["created", "pending", "completed", "failed", "refunded"] as const;

export const Payment = z.object({
  id: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  /** Why a payment failed (`card_declined`, `insufficient_funds`, `authentication_failed`). */
  failureCode: z.string().nullable(),
  packageId: z.string(),
  /** How the package was offered and how the player chose to pay (the retry route's segments). */
  offerType: z.string(),
  methodId: z.number().int(),
  priceMinor: z.number().int(),
  coins: z.number().int(),
  entries: z.number().int(),
  /** The provider's page where the player pays; null only while it is being opened. */
  checkoutUrl: z.string().nullable(),
  /** ISO time; a payment not completed within an hour can no longer be paid. */
  createdAt: z.string(),
});
export type Payment = z.infer<typeof Payment>;

export const PaymentParams = z.object({ paymentId: z.string().min(1).max(64) });
export const PaymentResponse = z.object({ success: z.literal(true), data: Payment });

/** The sandbox's hosted card form: a test card (see ADR 073), and the code of a challenge step. */
export const SandboxChargeRequest = z.object({
  paymentId: z.string().min(1).max(64),
  cardNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{12,19}$/, fieldMessage("cardNumber"))),
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, fieldMessage("cardExpiry")),
  cvc: z.string().regex(/^\d{3,4}$/, fieldMessage("cardCvc")),
  challengeCode: z.string().max(16).optional(),
});
export type SandboxChargeRequest = z.input<typeof SandboxChargeRequest>;

export const SandboxChargeResponse = z.object({
  success: z.literal(true),
  /** `processing`: the outcome arrives by webhook; `challenge`: ask for the code and send again. */
  data: z.object({ outcome: z.enum(["processing", "challenge"]) }),
});

/** The sandbox's bank-transfer page: the player approves or declines the transfer at the "bank". */
export const SandboxBankTransferRequest = z.object({
  paymentId: z.string().min(1).max(64),
  approve: z.boolean(),
});
export type SandboxBankTransferRequest = z.infer<typeof SandboxBankTransferRequest>;
