import { useQueryClient } from "@tanstack/react-query";
import { useRealtimeMessage } from "~/lib/realtime/provider.tsx";
import { cashierKeys } from "./api.ts";

/**
 * Spec §4 payment actions: a `payment` message about this payment (completed, failed, refunded)
 * makes its query ask again at once, so the page moves on without waiting for the next poll. The
 * poll stays, for a message that never comes.
 */
export function usePaymentUpdates(paymentId: string): void {
  const queryClient = useQueryClient();
  useRealtimeMessage("payment", ({ data }) => {
    if (data.paymentId === paymentId) {
      void queryClient.invalidateQueries({ queryKey: cashierKeys.payment(paymentId) });
    }
  });
}
