import { ProfilePageResponse } from "@reelhouse/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxEvents } from "../../db/schema/index.ts";
import { SANDBOX_SIGNATURE_HEADER, signSandboxWebhook } from "../../lib/sandbox-signature.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signUpPlayer } from "../../test/players.ts";
import { verificationMessages } from "./events.ts";
import { sandboxWebhookBody } from "./sandbox-provider.ts";
import { verificationSessions } from "./schema.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const SAME_SITE = { origin: "http://localhost", "sec-fetch-site": "same-origin" };
const WEBHOOK = "/rest/verification/webhook/sandbox/";

async function player() {
  const { cookie, playerId } = await signUpPlayer(t.app);
  const get = async (url: string) => (await t.app.inject({ method: "GET", url, headers: { cookie } })).json();
  const post = (url: string, payload?: object) =>
    t.app.inject({ method: "POST", url, headers: { cookie, ...SAME_SITE }, ...(payload ? { payload } : {}) });
  return {
    cookie,
    playerId,
    state: async () => (await get("/rest/verification/")).data,
    profilePage: async () => ProfilePageResponse.parse(await get("/rest/page/profile/")).data,
    appInit: async () => (await get("/rest/app/init/")).data,
    start: async (): Promise<{ sessionId: string; url: string }> =>
      (await post("/rest/verification/sessions/")).json().data,
    decide: (sessionId: string, decision: string, reason?: string) =>
      post(`/rest/verification/sandbox/${sessionId}/decision/`, { decision, reason }),
  };
}

function sendWebhook(
  body: string,
  { secret = t.config.verification.sandboxSecret, at = t.clock.now() } = {},
) {
  return t.app.inject({
    method: "POST",
    url: WEBHOOK,
    headers: {
      "content-type": "application/json",
      [SANDBOX_SIGNATURE_HEADER]: signSandboxWebhook(secret, body, at),
    },
    payload: body,
  });
}

async function eventsOf(playerId: string) {
  return t.app.db
    .select({ topic: outboxEvents.topic, payload: outboxEvents.payload })
    .from(outboxEvents)
    .where(eq(outboxEvents.playerId, playerId));
}

describe("verification with the sandbox provider", () => {
  it("starts unverified, with the provider offered on the profile page", async () => {
    const p = await player();
    expect(await p.state()).toEqual({ status: "none", reason: null, provider: "sandbox", documents: [] });
    const page = await p.profilePage();
    expect(page.documentConfirmStatus).toBeNull();
    expect(page.autoVerificationData).toEqual({
      isEnabled: true,
      isAvailable: true,
      showOn: ["profile"],
      providers: ["sandbox"],
      isTest: true,
    });
    expect((await p.appInit()).fraudDetector).toEqual({ verificationCompleted: false });
    expect(await t.app.verification.isIdentityVerified(p.playerId)).toBe(false);
  });

  it("moves pending → verified when the tester approves, and tells the player's tabs", async () => {
    const p = await player();
    const session = await p.start();
    expect(session.url).toBe(`/verification-sandbox?session=${session.sessionId}`);
    expect((await p.state()).status).toBe("pending");

    const decided = await p.decide(session.sessionId, "approve");
    expect(decided.statusCode).toBe(200);
    expect(decided.json().data).toMatchObject({ sessionId: session.sessionId, isOpen: false });

    expect(await p.state()).toMatchObject({ status: "verified", reason: null });
    expect((await p.profilePage()).documentConfirmStatus).toBe("verified");
    expect((await p.profilePage()).autoVerificationData.isAvailable).toBe(false);
    expect((await p.appInit()).fraudDetector).toEqual({ verificationCompleted: true });
    expect(await t.app.verification.isIdentityVerified(p.playerId)).toBe(true);
    expect(await t.app.verification.within(t.app.db).isIdentityVerified(p.playerId)).toBe(true);

    const changes = (await eventsOf(p.playerId)).filter((event) => event.topic === "verification.changed");
    expect(changes.map((event) => event.payload)).toEqual([
      { source: "provider", status: "pending", reason: null },
      { source: "provider", status: "verified", reason: null },
    ]);
    expect(
      verificationMessages({
        id: 1,
        playerId: p.playerId,
        createdAt: t.clock.now(),
        payload: changes[1]?.payload as never,
      }),
    ).toEqual([
      {
        type: "playerIdentityVerification",
        action: "statusChanged",
        data: { status: "approved", reason: null },
      },
    ]);

    // Decided once: the sandbox will not decide it again, and a verified player starts no new check.
    expect((await p.decide(session.sessionId, "reject")).statusCode).toBe(409);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/rest/verification/sessions/",
          headers: { cookie: p.cookie, ...SAME_SITE },
        })
      ).json().error.reason,
    ).toBe("ALREADY_VERIFIED");
  });

  it("rejects with one of our reasons; review keeps the player pending until decided", async () => {
    const p = await player();
    const session = await p.start();
    await p.decide(session.sessionId, "review");
    expect((await p.state()).status).toBe("pending");
    await p.decide(session.sessionId, "reject");
    expect(await p.state()).toMatchObject({ status: "rejected", reason: "documentUnreadable" });
    // The provider's own words stay with the decision, for operators; the player never gets them.
    const [decided] = await t.app.db
      .select()
      .from(verificationSessions)
      .where(eq(verificationSessions.id, session.sessionId));
    expect(decided).toMatchObject({
      decision: "declined",
      reason: "documentUnreadable",
      providerReason: "Rejected by the tester on the sandbox page",
    });
    expect(JSON.stringify(await p.state())).not.toContain("tester");
    expect((await p.profilePage()).documentConfirmStatus).toBe("rejected");

    // A rejected player may try again.
    const again = await p.start();
    expect((await p.state()).status).toBe("pending");
    await p.decide(again.sessionId, "approve");
    expect((await p.state()).status).toBe("verified");
  });

  it("shows a player only their own checks", async () => {
    const owner = await player();
    const other = await player();
    const session = await owner.start();
    const response = await other.decide(session.sessionId, "approve");
    expect(response.statusCode).toBe(404);
    expect((await owner.state()).status).toBe("pending");
  });

  it("changes nothing on a forged, stale or replayed webhook", async () => {
    const p = await player();
    const session = await p.start();
    const approve = sandboxWebhookBody({
      providerSessionId: `sbx_${session.sessionId}`,
      decision: "approved",
      reason: null,
      providerReason: null,
    });

    const forged = await sendWebhook(approve, { secret: "x".repeat(64) });
    expect(forged.statusCode).toBe(401);
    const stale = await sendWebhook(approve, { at: new Date(t.clock.now().getTime() - 10 * 60_000) });
    expect(stale.statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: "POST",
      url: WEBHOOK,
      headers: { "content-type": "application/json" },
      payload: approve,
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await p.state()).status).toBe("pending");

    // A genuine review, then the same delivery again: acted on once.
    const review = sandboxWebhookBody({
      providerSessionId: `sbx_${session.sessionId}`,
      decision: "review",
      reason: null,
      providerReason: null,
    });
    expect((await sendWebhook(review)).json().status).toBe("applied");
    expect((await sendWebhook(review)).json().status).toBe("ignored");

    const decline = sandboxWebhookBody({
      providerSessionId: `sbx_${session.sessionId}`,
      decision: "declined",
      reason: "documentExpired",
      providerReason: "Document expired",
    });
    expect((await sendWebhook(decline)).json().status).toBe("applied");
    // A decided check is final: a later, genuinely signed approval does not overturn it.
    expect((await sendWebhook(approve)).json().status).toBe("ignored");
    expect(await p.state()).toMatchObject({ status: "rejected", reason: "documentExpired" });
    const provider = (await eventsOf(p.playerId)).filter((event) => event.topic === "verification.changed");
    expect(provider).toHaveLength(2);
  });

  it("refuses a guest", async () => {
    expect((await t.app.inject({ method: "GET", url: "/rest/verification/" })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "POST", url: "/rest/verification/sessions/", headers: SAME_SITE }))
        .statusCode,
    ).toBe(401);
  });
});
