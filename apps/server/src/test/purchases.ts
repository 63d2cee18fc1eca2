/** A completed purchase through the cashier and the sandbox's card form, as the site makes one. */
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { TestPlayer } from "./players.ts";

const SAME_SITE = { origin: "http://localhost", "sec-fetch-site": "same-origin" };
/** The sandbox's card that always pays. */
const PAYING_CARD = { cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" };
const CARD_METHOD_ID = 1;

/** Buys `packageId` (the demo's second package by default) and pays; answers the payment's id. */
export async function buyWithSandboxCard(
  app: FastifyInstance,
  player: TestPlayer,
  packageId = 2,
): Promise<string> {
  const ordered = await app.inject({
    method: "POST",
    url: "/rest/cashier/purchase/",
    headers: { cookie: player.cookie, ...SAME_SITE, "idempotency-key": randomUUID() },
    payload: { packageId, methodId: CARD_METHOD_ID },
  });
  if (ordered.statusCode !== 200) throw new Error(`purchase refused: ${ordered.body}`);
  const paymentId = ordered.json().data.id as string;
  const charged = await app.inject({
    method: "POST",
    url: "/rest/payments/sandbox/charge/",
    headers: { cookie: player.cookie, ...SAME_SITE },
    payload: { paymentId, ...PAYING_CARD },
  });
  if (charged.statusCode !== 200) throw new Error(`charge refused: ${charged.body}`);
  return paymentId;
}
