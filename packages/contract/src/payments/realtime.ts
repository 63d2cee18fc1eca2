/** The payments module's realtime messages: a purchase completed, failed or was refunded. */
import { z } from "zod";
import { defineRealtimeSlice, realtimeMessage } from "../realtime/slice.ts";

const Id = z.string().min(1).max(64);

/** A purchase completed: the deposit count moved (first-purchase offers, deposit streak). */
export const DepositMessage = realtimeMessage(
  "deposit",
  z.literal("completed"),
  z.object({ paymentId: Id, packageId: z.string() }),
);

/** Spec §4 payment actions: `complete`, `failed-complete`; `refunded` when a completed one is reversed. */
export const PaymentMessage = realtimeMessage(
  "payment",
  z.enum(["complete", "failed-complete", "refunded"]),
  z.object({ paymentId: Id, packageId: z.string() }),
);

export const paymentsRealtime = defineRealtimeSlice({
  messages: [DepositMessage, PaymentMessage],
  reloadRootData: ["deposit", "payment"],
});
