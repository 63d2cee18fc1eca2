/** The wallet's realtime message: a balance moved. */
import { z } from "zod";
import { defineRealtimeSlice, realtimeMessage } from "../realtime/slice.ts";

const Amount = z.number().int();

/** A balance moved: the ledger transaction behind it and the balances after it (minor units). */
export const CashMessage = realtimeMessage(
  "cash",
  z.literal("balance"),
  z.object({
    transactionId: z.number().int(),
    kind: z.string(),
    balance: z.object({ coins: Amount, entries: Amount }),
  }),
);

export const walletRealtime = defineRealtimeSlice({ messages: [CashMessage], reloadRootData: ["cash"] });
