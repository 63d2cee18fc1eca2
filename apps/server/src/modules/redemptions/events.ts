/**
 * What redemptions write to the outbox with each move of a redemption: `redemption.changed`, in
 * the transaction of the move (and of the ledger's hold or settlement). The player's tabs hear it
 * as the contract's `redemption` / `statusChanged`, and read the timeline and balance again.
 */
import { REDEMPTION_STATUSES, type RealtimeMessage } from "@reelhouse/contract";
import { z } from "zod";
import { defineEvent, type EventOccurrence, type EventPayload } from "../../lib/domain-events.ts";

export const RedemptionChanged = defineEvent(
  "redemption.changed",
  z.object({ redemptionId: z.string(), status: z.enum(REDEMPTION_STATUSES) }),
);
type Change = EventPayload<typeof RedemptionChanged>;

export function redemptionMessages({ payload }: EventOccurrence<Change>): RealtimeMessage[] {
  return [
    {
      type: "redemption",
      action: "statusChanged",
      data: { id: payload.redemptionId, status: payload.status },
    },
  ];
}
