/**
 * The S3 document store against a listener of our own that answers as S3 does (path-style
 * requests, `NoSuchKey` errors): the real SDK signs and sends every request, and the test reads
 * what arrived on the wire.
 */
import { createHash } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { S3DocumentStoreSettings } from "../../config/verification.ts";
import { buildTestApp } from "../../test/build-test-app.ts";
import { signUpPlayer } from "../../test/players.ts";
import { createS3DocumentStore } from "./s3-document-store.ts";

interface Recorded {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const BUCKET = "player-documents";
const objects = new Map<string, Buffer>();
const requests: Recorded[] = [];
let server: Server;
let endpoint: string;

function noSuchKey(key: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${key}</Key></Error>`;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://bucket.test");
      const body = Buffer.concat(chunks);
      requests.push({ method: request.method ?? "", path: url.pathname, headers: request.headers, body });
      const key = decodeURIComponent(url.pathname);
      if (request.method === "PUT") {
        objects.set(key, body);
        response.writeHead(200, { etag: `"${createHash("md5").update(body).digest("hex")}"` }).end();
      } else if (request.method === "GET") {
        const stored = objects.get(key);
        if (stored) response.writeHead(200, { "content-length": stored.length }).end(stored);
        else response.writeHead(404, { "content-type": "application/xml" }).end(noSuchKey(key));
      } else if (request.method === "DELETE") {
        objects.delete(key);
        response.writeHead(204).end();
      } else {
        response.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
});

const settings = (): S3DocumentStoreSettings =>
  Object.freeze({
    bucket: BUCKET,
    region: "eu-west-1",
    endpoint,
    forcePathStyle: true,
    prefix: "documents/",
    // Frozen, as the app's config is.
    credentials: Object.freeze({
      accessKeyId: "AKIDEXAMPLE",
      secretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY",
    }),
  });

describe("the S3 document store", () => {
  it("writes each document encrypted at rest under the prefix, signed with the keys given", async () => {
    const store = createS3DocumentStore(settings());
    const bytes = new Uint8Array([1, 2, 3, 4, 5]);
    await store.put("0b9e3a1c-5d2f-4d6a-9a51-3c7e1f0a2b4d", bytes);

    const [put] = requests;
    expect(put).toMatchObject({
      method: "PUT",
      path: `/${BUCKET}/documents/0b9e3a1c-5d2f-4d6a-9a51-3c7e1f0a2b4d`,
    });
    expect(put?.body.equals(Buffer.from(bytes))).toBe(true);
    expect(put?.headers["x-amz-server-side-encryption"]).toBe("AES256");
    // Signature V4 with the configured key, for the configured region, covering the encryption header.
    const authorization = String(put?.headers.authorization);
    expect(authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/s3\/aws4_request, SignedHeaders=[^,]*x-amz-server-side-encryption[^,]*, Signature=[0-9a-f]{64}$/,
    );
    expect(put?.headers["x-amz-content-sha256"]).toBe(createHash("sha256").update(bytes).digest("hex"));
    // No optional checksum headers: not every S3-compatible store accepts them.
    expect(Object.keys(put?.headers ?? {}).filter((name) => name.startsWith("x-amz-checksum"))).toEqual([]);
  });

  it("reads a document back, answers null for one that is not there, and removes one", async () => {
    const store = createS3DocumentStore(settings());
    await store.put("a1", new Uint8Array([9, 8, 7]));
    expect(await store.get("a1")).toEqual(Buffer.from([9, 8, 7]));
    expect(await store.get("never-stored")).toBeNull();
    await store.remove("a1");
    expect(await store.get("a1")).toBeNull();
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `PUT /${BUCKET}/documents/a1`,
      `GET /${BUCKET}/documents/a1`,
      `GET /${BUCKET}/documents/never-stored`,
      `DELETE /${BUCKET}/documents/a1`,
      `GET /${BUCKET}/documents/a1`,
    ]);
  });

  it("refuses a key that is not one of the module's ids before anything is sent", async () => {
    const store = createS3DocumentStore(settings());
    await expect(store.put("../other-bucket/x", new Uint8Array([1]))).rejects.toThrow("not a document key");
    expect(requests).toEqual([]);
  });

  it("lets a storage failure reach the caller rather than reading as a missing document", async () => {
    const store = createS3DocumentStore({ ...settings(), bucket: "no-such-bucket" });
    const original = server.listeners("request")[0] as (...args: unknown[]) => void;
    server.removeAllListeners("request");
    server.on("request", (_request, response) =>
      response
        .writeHead(403, { "content-type": "application/xml" })
        .end("<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>"),
    );
    try {
      await expect(store.get("a1")).rejects.toMatchObject({ name: "AccessDenied" });
    } finally {
      server.removeAllListeners("request");
      server.on("request", original);
    }
  });
});

describe("an app configured with a bucket", () => {
  it("keeps uploaded documents there and reads them back to their owner", async () => {
    const t = await buildTestApp({
      DOCUMENT_STORE_S3_BUCKET: BUCKET,
      DOCUMENT_STORE_S3_ENDPOINT: endpoint,
      DOCUMENT_STORE_S3_ACCESS_KEY_ID: "AKIDEXAMPLE",
      DOCUMENT_STORE_S3_SECRET_ACCESS_KEY: "secret-for-the-test",
    });
    try {
      const { cookie } = await signUpPlayer(t.app);
      const pdf = Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n");
      const uploaded = await t.app.inject({
        method: "POST",
        url: "/rest/verification/documents/",
        headers: {
          cookie,
          origin: "http://localhost",
          "sec-fetch-site": "same-origin",
          "content-type": "application/octet-stream",
          "x-document-name": "bill.pdf",
        },
        payload: pdf,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const put = requests.find((request) => request.method === "PUT");
      expect(put?.path).toMatch(new RegExp(`^/${BUCKET}/[0-9a-f-]{36}$`));
      expect(put?.body.equals(pdf)).toBe(true);

      const read = await t.app.inject({
        method: "GET",
        url: `/rest/verification/documents/${uploaded.json().data.id}/`,
        headers: { cookie },
      });
      expect(read.statusCode).toBe(200);
      expect(read.rawPayload.equals(pdf)).toBe(true);
    } finally {
      await t.close();
    }
  });
});
