import { mkdtemp, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DOCUMENT_MAX_BYTES } from "@reelhouse/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signUpPlayer } from "../../test/players.ts";
import { createFolderDocumentStore } from "./document-store.ts";
import { documentKindOf } from "./documents.ts";
import { createSandboxIdentityProvider } from "./sandbox-provider.ts";
import { createVerification } from "./service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const SAME_SITE = { origin: "http://localhost", "sec-fetch-site": "same-origin" };
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);
const PDF = Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n");

function upload(cookie: string, name: string, bytes: Buffer, type = "application/octet-stream") {
  return t.app.inject({
    method: "POST",
    url: "/rest/verification/documents/",
    headers: { cookie, ...SAME_SITE, "content-type": type, "x-document-name": encodeURIComponent(name) },
    payload: bytes,
  });
}

const state = async (cookie: string) =>
  (await t.app.inject({ method: "GET", url: "/rest/verification/", headers: { cookie } })).json().data;

describe("document upload", () => {
  it("keeps a PNG or PDF, lists it, reads it back to its owner, and leaves the player pending", async () => {
    const { cookie } = await signUpPlayer(t.app);
    const stored = await upload(cookie, "passport scan.png", PNG, "image/png");
    expect(stored.statusCode).toBe(200);
    const document = stored.json().data;
    expect(document).toMatchObject({ fileName: "passport scan.png", kind: "png", size: PNG.length });
    // A PDF declared as something else is still a PDF: the content decides.
    expect((await upload(cookie, "bill", PDF, "text/plain")).json().data.kind).toBe("pdf");

    const listed = await state(cookie);
    expect(listed.status).toBe("pending");
    expect(listed.documents.map((item: { id: string }) => item.id)).toContain(document.id);

    const read = await t.app.inject({
      method: "GET",
      url: `/rest/verification/documents/${document.id}/`,
      headers: { cookie },
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers["content-type"]).toBe("image/png");
    expect(read.headers["x-content-type-options"]).toBe("nosniff");
    expect(read.rawPayload.equals(PNG)).toBe(true);
  });

  it("refuses a script named .png, with the spec's message, and keeps nothing", async () => {
    const { cookie } = await signUpPlayer(t.app);
    const script = Buffer.from("<script>alert(document.cookie)</script>");
    const refused = await upload(cookie, "photo.png", script, "image/png");
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error).toMatchObject({
      reason: "DOCUMENT_REJECTED",
      message: "Document rejected. We accept PDF, GIF, JPG, and PNG files no larger than 15 MB",
    });
    expect(await state(cookie)).toMatchObject({ status: "none", documents: [] });
    expect((await upload(cookie, "empty.png", Buffer.alloc(0))).statusCode).toBe(415);
  });

  it("takes a file of exactly 15 MB and refuses one byte more", async () => {
    const { cookie } = await signUpPlayer(t.app);
    const atLimit = Buffer.alloc(DOCUMENT_MAX_BYTES, 0);
    PNG.copy(atLimit);
    expect((await upload(cookie, "big.png", atLimit)).statusCode).toBe(200);
    const over = Buffer.alloc(DOCUMENT_MAX_BYTES + 1, 0);
    PNG.copy(over);
    const refused = await upload(cookie, "bigger.png", over);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error.reason).toBe("DOCUMENT_REJECTED");
    expect((await state(cookie)).documents).toHaveLength(1);
  });

  it("never lets another player read or list someone's documents", async () => {
    const owner = await signUpPlayer(t.app);
    const other = await signUpPlayer(t.app);
    const document = (await upload(owner.cookie, "licence.pdf", PDF)).json().data;

    expect((await state(other.cookie)).documents).toEqual([]);
    const read = await t.app.inject({
      method: "GET",
      url: `/rest/verification/documents/${document.id}/`,
      headers: { cookie: other.cookie },
    });
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain("%PDF");
    const guest = await t.app.inject({ method: "GET", url: `/rest/verification/documents/${document.id}/` });
    expect(guest.statusCode).toBe(401);
  });

  it("refuses an upload from another site", async () => {
    const { cookie } = await signUpPlayer(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/rest/verification/documents/",
      headers: { cookie, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      payload: PNG,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("an upload whose record cannot be written", () => {
  it("leaves no file behind", async () => {
    const folder = await mkdtemp(join(tmpdir(), "documents-"));
    const verification = createVerification({
      db: t.app.db,
      clock: t.clock,
      provider: createSandboxIdentityProvider("s".repeat(32), t.clock),
      documents: createFolderDocumentStore(folder),
    });
    // No such player: the document's row is refused at its write, after the file was stored.
    await expect(verification.uploadDocument("no-such-player", "id.png", PNG)).rejects.toThrow();
    expect(await readdir(folder)).toEqual([]);
  });
});

describe("documentKindOf", () => {
  it("reads each accepted type from its first bytes only", () => {
    expect(documentKindOf(Buffer.from("GIF89a...."))).toBe("gif");
    expect(documentKindOf(Buffer.from("GIF87a...."))).toBe("gif");
    expect(documentKindOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe("jpg");
    expect(documentKindOf(PNG)).toBe("png");
    expect(documentKindOf(PDF)).toBe("pdf");
    expect(documentKindOf(Buffer.from("MZ\x90\x00 executable"))).toBeNull();
    expect(documentKindOf(Buffer.from([0x89, 0x50]))).toBeNull();
  });
});
