import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { ErrorBody, ReadinessResponse } from "@reelhouse/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./test/build-test-app.ts";

let harness: TestApp;

beforeAll(async () => {
  harness = await buildTestApp();
});
afterAll(async () => {
  await harness.close();
});

describe("platform endpoints", () => {
  it("answers liveness and readiness with the database check", async () => {
    const live = await harness.app.inject({ method: "GET", url: "/healthz" });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: "ok" });

    const ready = await harness.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    const body = ReadinessResponse.parse(ready.json());
    expect(body.checks).toEqual(
      expect.arrayContaining([
        { name: "database", ok: true },
        { name: "accepting", ok: true },
      ]),
    );
  });

  it("turns readiness off once shutdown starts", async () => {
    const other = await buildTestApp();
    try {
      other.app.markShuttingDown();
      const ready = await other.app.inject({ method: "GET", url: "/readyz" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().status).toBe("not_ready");
    } finally {
      await other.close();
    }
  });

  it("gives every response a request id", async () => {
    const first = await harness.app.inject({ method: "GET", url: "/healthz" });
    const second = await harness.app.inject({ method: "GET", url: "/healthz" });
    expect(first.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
  });

  it("sends security headers", async () => {
    const response = await harness.app.inject({ method: "GET", url: "/healthz" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["content-security-policy"]).toContain("object-src 'none'");
    expect(response.headers["strict-transport-security"]).toContain("max-age=");
  });

  it("publishes an OpenAPI document built from the contract schemas", async () => {
    const response = await harness.app.inject({ method: "GET", url: "/docs/json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/healthz", "/readyz", "/rest/page/content/{name}/"]),
    );
    const page = await harness.app.inject({ method: "GET", url: "/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
  });
});

describe("error contract", () => {
  it("answers an unknown API path with a JSON 404 in the error shape", async () => {
    const response = await harness.app.inject({ method: "GET", url: "/rest/nope/" });
    expect(response.statusCode).toBe(404);
    const body = ErrorBody.parse(response.json());
    expect(body.error.code).toBe("NOT_FOUND");
    expect(body.error.requestId).toBe(response.headers["x-request-id"]);
  });

  it("answers bad input with field-level messages", async () => {
    const badSlug = await harness.app.inject({ method: "GET", url: "/rest/page/content/Bad_Slug/" });
    expect(badSlug.statusCode).toBe(400);
    const body = ErrorBody.parse(badSlug.json());
    expect(body.error.code).toBe("VALIDATION_FAILED");
    expect(body.error.fields).toEqual([
      { path: "params.name", message: "Use lowercase letters, digits and single dashes" },
    ]);

    const badLocale = await harness.app.inject({ method: "GET", url: "/rest/page/content/terms/?locale=fr" });
    expect(badLocale.statusCode).toBe(400);
    expect(ErrorBody.parse(badLocale.json()).error.fields?.[0]?.path).toBe("querystring.locale");
  });

  it("hides the text of unexpected failures", async () => {
    const other = await buildTestApp();
    try {
      // The database going away mid-flight is the classic unexpected failure.
      await other.database.close();
      const response = await other.app.inject({ method: "GET", url: "/rest/page/content/terms/" });
      expect(response.statusCode).toBe(500);
      const body = ErrorBody.parse(response.json());
      expect(body.error.code).toBe("INTERNAL");
      expect(body.error.message).toBe("Something went wrong on our side. Please try again.");
      expect(response.body).not.toMatch(/pglite|closed|select/i);
    } finally {
      await other.close();
    }
  });
});

describe("rate limit", () => {
  it("stops a client that exceeds its budget with 429 and says when to retry", async () => {
    const limited = await buildTestApp({ RATE_LIMIT_MAX: "3" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (await limited.app.inject({ method: "GET", url: "/rest/page/content/terms/" })).statusCode,
        );
      }
      expect(statuses.slice(0, 3).every((status) => status !== 429)).toBe(true);
      const blocked = await limited.app.inject({ method: "GET", url: "/rest/page/content/terms/" });
      expect(blocked.statusCode).toBe(429);
      expect(ErrorBody.parse(blocked.json()).error.code).toBe("RATE_LIMITED");
      expect(blocked.headers["retry-after"]).toBeDefined();
      // Probes and pages are outside the API budget.
      expect((await limited.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe("response compression", () => {
  it("sends JSON in brotli or gzip, as the client prefers, that decodes to the same document", async () => {
    const plain = await harness.app.inject({ method: "GET", url: "/docs/json" });
    expect(plain.headers["content-encoding"]).toBeUndefined();

    const br = await harness.app.inject({
      method: "GET",
      url: "/docs/json",
      headers: { "accept-encoding": "gzip;q=0.5, br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await harness.app.inject({
      method: "GET",
      url: "/docs/json",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it("leaves small bodies as they are", async () => {
    const response = await harness.app.inject({
      method: "GET",
      url: "/healthz",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.json()).toEqual({ status: "ok" });
  });
});
