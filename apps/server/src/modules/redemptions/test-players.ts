/**
 * Players for the redemption tests, made through the API as a browser would: sign-up, the email
 * link and the phone code from the development outbox, the profile's name, the identity sandbox
 * and the game mode. The apps they run on need `DEV_OUTBOX=true`. The entries they won are an
 * operator's ledger adjustment to the redeemable bucket (winning by play is the studio's tests').
 */
import { minor } from "@reelhouse/contract";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { signInAgain, signUpPlayer } from "../../test/players.ts";

export const SAME_SITE = { origin: "http://localhost", "sec-fetch-site": "same-origin" };
/** A routing number whose ABA checksum holds. */
export const ROUTING_NUMBER = "011000015";

let counter = 0;
export const newKey = () => `redeem-key-${process.pid}-${++counter}`;
const newPhone = () => `+1555${String((process.pid * 100 + ++counter) % 10_000_000).padStart(7, "0")}`;

export type RedeemingPlayer = Awaited<ReturnType<typeof redeemingPlayer>>;

export async function redeemingPlayer(
  app: FastifyInstance,
  {
    redeemable = 20_000,
    verified = true,
    mode = "sweep-stakes",
  }: { redeemable?: number; verified?: boolean; mode?: "sweep-stakes" | "tournament-points" } = {},
) {
  const signedUp = await signUpPlayer(app, "redeemer");
  const { playerId, email } = signedUp;
  let { cookie } = signedUp;
  const answer = (response: LightMyRequestResponse) => ({
    statusCode: response.statusCode,
    body: response.json(),
  });
  const get = async (url: string) => answer(await app.inject({ method: "GET", url, headers: { cookie } }));
  const post = async (url: string, payload?: object, headers: Record<string, string> = {}) =>
    answer(
      await app.inject({
        method: "POST",
        url,
        headers: { cookie, ...SAME_SITE, ...headers },
        ...(payload ? { payload } : {}),
      }),
    );
  const expectOk = (what: string, response: { statusCode: number; body: unknown }) => {
    if (response.statusCode !== 200) throw new Error(`${what}: ${JSON.stringify(response.body)}`);
  };
  const lastMessageTo = async (to: string, channel: "email" | "sms") =>
    (await app.messaging.listOutbox({ to, channel, limit: 1 }))[0]?.text ?? "";

  expectOk("profile", await post("/rest/player/profile/", { name: "Maria", surname: "Garcia" }));
  const token = /confirmEmail=([\w-]+)/.exec(await lastMessageTo(email, "email"))?.[1] ?? "";
  expectOk("email", await post("/rest/email/confirm/", { token }));
  const phone = newPhone();
  expectOk("phone code", await post("/rest/phone/confirm/send/", { phone }));
  const code = /\b(\d{6})\b/.exec(await lastMessageTo(phone, "sms"))?.[1] ?? "";
  expectOk("phone", await post("/rest/phone/confirm/", { code }));
  if (verified) {
    const session = await post("/rest/verification/sessions/");
    const path = `/rest/verification/sandbox/${session.body.data.sessionId}/decision/`;
    expectOk("verification", await post(path, { decision: "approve" }));
  }
  if (mode === "sweep-stakes") expectOk("mode", await get("/rest/player/game-mode/switch-to-sweep-stakes/"));
  if (redeemable > 0) {
    await app.wallet.adjust(
      playerId,
      { currency: "entries", bucket: "redeemable" },
      minor("entries", redeemable),
      `test-win:${playerId}`,
      "test: entries won",
    );
  }
  return {
    playerId,
    email,
    get,
    post,
    overview: async () => (await get("/rest/redemptions/")).body.data,
    redeem: (payload: object, key = newKey()) =>
      post("/rest/redemptions/", payload, { "idempotency-key": key }),
    /** A new session, as after the old one ran out. */
    signInAgain: async () => {
      cookie = await signInAgain(app, signedUp);
    },
  };
}

export function bankAccount(accountNumber = "123456789", holderName = "MARIA GARCIA") {
  return { holderName, routingNumber: ROUTING_NUMBER, accountNumber, accountType: "checking" as const };
}
