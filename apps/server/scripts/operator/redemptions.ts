/** `npm run operator -- redemptions …`: the queue of redemptions, and approving or rejecting one. */
import { type OperatorRedemption, REDEMPTION_STATUSES, type RedemptionStatus } from "@reelhouse/contract";
import { type OperatorArea, printTable } from "./area.ts";
import { OperatorApiError } from "./client.ts";

const BASE = "/api/operator/redemptions/";

function row(redemption: OperatorRedemption) {
  return {
    id: redemption.id,
    requested: redemption.requestedAt.slice(0, 16).replace("T", " "),
    player: redemption.playerEmail,
    entries: (redemption.amount / 100).toFixed(2),
    to: redemption.destination,
    status: redemption.status,
    decidedBy: redemption.decidedBy,
  };
}

function show(redemption: OperatorRedemption): void {
  printTable([row(redemption)]);
  const note = redemption.timeline.at(-1)?.note;
  if (note) console.log(`reason: ${note}`);
}

export const redemptionsArea: OperatorArea = {
  name: "redemptions",
  summary: "entries players asked to redeem for cash prizes",
  actions: {
    list: {
      usage: "[status]",
      summary: `newest first; status: ${REDEMPTION_STATUSES.join(", ")}`,
      async run(client, [status]) {
        if (status !== undefined && !(REDEMPTION_STATUSES as readonly string[]).includes(status)) {
          throw new OperatorApiError(`Not a status: ${status} (${REDEMPTION_STATUSES.join(", ")})`);
        }
        const query = status ? `?status=${status as RedemptionStatus}` : "";
        const redemptions = (await client.get(`${BASE}${query}`)) as OperatorRedemption[];
        printTable(redemptions.map(row));
      },
    },
    approve: {
      usage: "<id>",
      summary: "approve one in review: its payout goes to the provider",
      async run(client, [id]) {
        if (!id) throw new OperatorApiError("Give the redemption's id.");
        show((await client.post(`${BASE}${encodeURIComponent(id)}/approve/`)) as OperatorRedemption);
      },
    },
    reject: {
      usage: "<id> <reason…>",
      summary: "reject one in review; the player reads the reason, the entries return",
      async run(client, [id, ...words]) {
        const reason = words.join(" ").trim();
        if (!id || !reason)
          throw new OperatorApiError("Give the redemption's id and the reason the player will read.");
        show(
          (await client.post(`${BASE}${encodeURIComponent(id)}/reject/`, { reason })) as OperatorRedemption,
        );
      },
    },
  },
};
