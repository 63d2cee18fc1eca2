import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxEvents } from "../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signUpPlayer } from "../../test/players.ts";

const TOKEN = "operator-token-for-the-review-tests-0123456789";
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ OPERATOR_API_TOKEN: TOKEN });
});
afterAll(() => t.close());

const SAME_SITE = { origin: "http://localhost", "sec-fetch-site": "same-origin" };
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 3),
]);
const AS_OPERATOR = { authorization: `Bearer ${TOKEN}`, "x-operator": "Dana Review" };

async function playerWithDocument() {
  const { cookie, playerId } = await signUpPlayer(t.app);
  const uploaded = await t.app.inject({
    method: "POST",
    url: "/rest/verification/documents/",
    headers: { cookie, ...SAME_SITE, "content-type": "image/png", "x-document-name": "licence.png" },
    payload: PNG,
  });
  expect(uploaded.statusCode).toBe(200);
  const state = async () =>
    (await t.app.inject({ method: "GET", url: "/rest/verification/", headers: { cookie } })).json().data;
  return { cookie, playerId, documentId: uploaded.json().data.id as string, state };
}

const queue = async () =>
  (
    await t.app.inject({ method: "GET", url: "/api/operator/verification/documents/", headers: AS_OPERATOR })
  ).json().data as Array<{ playerId: string; email: string; documents: Array<{ id: string }> }>;

const review = (playerId: string, payload: object, headers: Record<string, string> = AS_OPERATOR) =>
  t.app.inject({
    method: "POST",
    url: `/api/operator/verification/players/${playerId}/decision/`,
    headers,
    payload,
  });

describe("the operator's review of uploaded documents", () => {
  it("lists a player's waiting documents with who they say they are, and serves the file", async () => {
    const p = await playerWithDocument();
    const waiting = (await queue()).find((entry) => entry.playerId === p.playerId);
    expect(waiting).toMatchObject({ status: "pending", documents: [{ id: p.documentId, kind: "png" }] });
    expect(waiting?.email).toMatch(/@/);
    const file = await t.app.inject({
      method: "GET",
      url: `/api/operator/verification/documents/${p.documentId}/`,
      headers: AS_OPERATOR,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-disposition"]).toMatch(/^attachment/);
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it("verifies the player, tells their tabs, and takes them off the queue", async () => {
    const p = await playerWithDocument();
    const verified = await review(p.playerId, { decision: "verify" });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toMatchObject({ status: "verified", reason: null });
    expect(await p.state()).toMatchObject({ status: "verified" });
    expect(await t.app.verification.isIdentityVerified(p.playerId)).toBe(true);
    expect((await queue()).some((entry) => entry.playerId === p.playerId)).toBe(false);
    const events = await t.app.db
      .select({ payload: outboxEvents.payload })
      .from(outboxEvents)
      .where(eq(outboxEvents.playerId, p.playerId));
    expect(events.map(({ payload }) => payload)).toContainEqual({
      source: "documents",
      status: "verified",
      reason: null,
    });
  });

  it("rejects with a reason the player reads, and judges the same documents only once", async () => {
    const p = await playerWithDocument();
    const rejected = await review(p.playerId, { decision: "reject", reason: "documentExpired" });
    expect(rejected.json().data).toMatchObject({ status: "rejected", reason: "documentExpired" });
    // A second judgement of the same documents (another operator, a double click) finds none waiting.
    const again = await review(p.playerId, { decision: "verify" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.reason).toBe("NO_DOCUMENTS_AWAITING_REVIEW");
    expect(await p.state()).toMatchObject({ status: "rejected", reason: "documentExpired" });
  });

  it("refuses a rejection without one of our reasons, changing nothing", async () => {
    const p = await playerWithDocument();
    expect((await review(p.playerId, { decision: "reject" })).statusCode).toBe(400);
    expect((await review(p.playerId, { decision: "reject", reason: "looked odd" })).statusCode).toBe(400);
    expect(await p.state()).toMatchObject({ status: "pending" });
  });

  it("is closed to players and to a wrong token", async () => {
    const p = await playerWithDocument();
    const asPlayer = await review(p.playerId, { decision: "verify" }, { cookie: p.cookie, ...SAME_SITE });
    expect(asPlayer.statusCode).toBe(401);
    const wrongToken = await review(
      p.playerId,
      { decision: "verify" },
      { authorization: `Bearer ${TOKEN}x` },
    );
    expect(wrongToken.statusCode).toBe(401);
    expect(wrongToken.headers["www-authenticate"]).toBe('Bearer realm="operator"');
    const file = await t.app.inject({
      method: "GET",
      url: `/api/operator/verification/documents/${p.documentId}/`,
      headers: { cookie: p.cookie },
    });
    expect(file.statusCode).toBe(401);
    expect(await p.state()).toMatchObject({ status: "pending" });
  });
});

describe("the operator API when no token is set", () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await buildTestApp();
  });
  afterAll(() => off.close());

  it("does not exist", async () => {
    const answer = await off.app.inject({
      method: "GET",
      url: "/api/operator/verification/documents/",
      headers: { authorization: "Bearer anything-at-all-of-enough-length-000" },
    });
    expect(answer.statusCode).toBe(404);
  });
});
