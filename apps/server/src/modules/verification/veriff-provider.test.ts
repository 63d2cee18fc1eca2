import { once } from "node:events";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signUpPlayer } from "../../test/players.ts";
import { verificationSessions } from "./schema.ts";
import { signVeriff, VERIFF_SIGNATURE_HEADER, veriffReason } from "./veriff-provider.ts";

const API_KEY = "veriff-test-api-key";
const SHARED_SECRET = "veriff-test-shared-secret";
const SAME_SITE = { origin: "http://localhost", "sec-fetch-site": "same-origin" };
const WEBHOOK = "/rest/verification/webhook/veriff/";

/** Veriff's session API as a local peer: it checks our key and signature and hands out sessions. */
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
let peer: Server;
let sessions = 0;
let t: TestApp;

beforeAll(async () => {
  peer = createServer(async (request, response) => {
    let body = "";
    for await (const chunk of request) body += chunk;
    received.push({ headers: request.headers, body });
    const isSigned = request.headers[VERIFF_SIGNATURE_HEADER] === signVeriff(SHARED_SECRET, body);
    if (request.url !== "/v1/sessions" || request.headers["x-auth-client"] !== API_KEY || !isSigned) {
      response.writeHead(401).end(JSON.stringify({ status: "fail" }));
      return;
    }
    sessions += 1;
    const id = `veriff-session-${sessions}`;
    response
      .writeHead(201, { "content-type": "application/json" })
      .end(
        JSON.stringify({ status: "success", verification: { id, url: `https://magic.veriff.me/v/${id}` } }),
      );
  });
  peer.listen(0, "127.0.0.1");
  await once(peer, "listening");
  t = await buildTestApp({
    VERIFICATION_PROVIDER: "veriff",
    VERIFF_API_KEY: API_KEY,
    VERIFF_SHARED_SECRET: SHARED_SECRET,
    VERIFF_API_BASE: `http://127.0.0.1:${(peer.address() as AddressInfo).port}`,
  });
});
afterAll(async () => {
  await t.close();
  peer.close();
});

function decision(id: string, status: string, extra: object = {}) {
  return JSON.stringify({
    status: "success",
    verification: { id, attemptId: `attempt-${status}`, code: 9001, status, reason: null, ...extra },
  });
}

function sendWebhook(body: string, secret = SHARED_SECRET) {
  return t.app.inject({
    method: "POST",
    url: WEBHOOK,
    headers: { "content-type": "application/json", [VERIFF_SIGNATURE_HEADER]: signVeriff(secret, body) },
    payload: body,
  });
}

async function startedPlayer() {
  const { cookie } = await signUpPlayer(t.app);
  const started = await t.app.inject({
    method: "POST",
    url: "/rest/verification/sessions/",
    headers: { cookie, ...SAME_SITE },
  });
  const state = async () =>
    (await t.app.inject({ method: "GET", url: "/rest/verification/", headers: { cookie } })).json().data;
  return { started, state, providerSessionId: `veriff-session-${sessions}` };
}

describe("Veriff", () => {
  it("opens a session with our key and a signed body, and sends the player to Veriff's page", async () => {
    const { started, state, providerSessionId } = await startedPlayer();
    expect(started.statusCode).toBe(200);
    expect(started.json().data.url).toBe(`https://magic.veriff.me/v/${providerSessionId}`);
    const sent = JSON.parse(received.at(-1)?.body ?? "{}");
    expect(new URL(sent.verification.callback).pathname + new URL(sent.verification.callback).hash).toBe(
      "/profile#verify",
    );
    expect(await state()).toMatchObject({ status: "pending", provider: "veriff" });
  });

  it("applies a decision signed with the shared secret, once", async () => {
    const { state, providerSessionId } = await startedPlayer();
    const approved = decision(providerSessionId, "approved");
    expect((await sendWebhook(approved)).json().status).toBe("applied");
    expect((await state()).status).toBe("verified");
    // Veriff redelivers byte for byte: acknowledged, nothing more.
    expect((await sendWebhook(approved)).json().status).toBe("ignored");
  });

  it("refuses a forged decision and changes nothing", async () => {
    const { state, providerSessionId } = await startedPlayer();
    const approved = decision(providerSessionId, "approved");
    expect((await sendWebhook(approved, "not-the-shared-secret")).statusCode).toBe(401);
    const tampered = await t.app.inject({
      method: "POST",
      url: WEBHOOK,
      headers: {
        "content-type": "application/json",
        [VERIFF_SIGNATURE_HEADER]: signVeriff(SHARED_SECRET, decision(providerSessionId, "declined")),
      },
      payload: approved,
    });
    expect(tampered.statusCode).toBe(401);
    expect((await state()).status).toBe("pending");
  });

  it("keeps a declined check declined when an older approval is replayed", async () => {
    const { state, providerSessionId } = await startedPlayer();
    await sendWebhook(
      decision(providerSessionId, "declined", { reasonCode: 102, reason: "Suspected document tampering" }),
    );
    expect(await state()).toMatchObject({ status: "rejected", reason: "suspectedFraud" });
    expect((await sendWebhook(decision(providerSessionId, "approved"))).json().status).toBe("ignored");
    expect((await state()).status).toBe("rejected");
  });

  it("tells the player our reason and keeps Veriff's code and words for operators", async () => {
    const { state, providerSessionId } = await startedPlayer();
    await sendWebhook(
      decision(providerSessionId, "resubmission_requested", {
        reasonCode: 204,
        reason: "Poor image quality",
      }),
    );
    const shown = await state();
    expect(shown).toMatchObject({ status: "rejected", reason: "documentUnreadable" });
    expect(JSON.stringify(shown)).not.toContain("Poor image quality");
    const [decided] = await t.app.db
      .select()
      .from(verificationSessions)
      .where(eq(verificationSessions.providerSessionId, providerSessionId));
    expect(decided).toMatchObject({
      reason: "documentUnreadable",
      providerReason: "204: Poor image quality",
    });
  });

  it("acknowledges a progress notification without deciding anything", async () => {
    const { state, providerSessionId } = await startedPlayer();
    expect((await sendWebhook(decision(providerSessionId, "submitted"))).json().status).toBe("ignored");
    expect((await state()).status).toBe("pending");
  });
});

describe("veriffReason", () => {
  it.each([
    ["declined", 102, "suspectedFraud"],
    ["declined", 103, "faceMismatch"],
    ["declined", "120", "faceMismatch"],
    ["declined", 101, "documentNotSupported"],
    ["declined", 503, "suspectedFraud"],
    ["declined", 104, "other"],
    ["resubmission_requested", 201, "checkIncomplete"],
    ["resubmission_requested", 202, "faceNotVisible"],
    ["resubmission_requested", 203, "documentUnreadable"],
    ["resubmission_requested", 205, "documentUnreadable"],
    ["resubmission_requested", 206, "documentNotSupported"],
    ["resubmission_requested", 207, "documentExpired"],
    ["resubmission_requested", 299, "other"],
    ["declined", null, "other"],
    ["declined", "not a code", "other"],
    ["expired", null, "checkIncomplete"],
    ["abandoned", null, "checkIncomplete"],
  ])("reads %s with code %s as %s", (status, code, reason) => {
    expect(veriffReason(status, code)).toBe(reason);
  });
});
