import { ErrorBody } from "@reelhouse/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/build-test-app.ts";
import { listenOnLoopback, sendRawRequest } from "../test/raw-http.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("a method the API path is not served with", () => {
  it.each([
    ["DELETE", "/rest/logout/", "GET, HEAD"],
    ["GET", "/rest/login/email/", "POST"],
    ["PUT", "/rest/login/google/", "POST"],
    ["POST", "/rest/login/google/authorize/?redirectUri=x", "GET, HEAD"],
    ["PATCH", "/api/rest/translations/en", "GET, HEAD"],
    ["OPTIONS", "/rest/app/init/", "GET, HEAD"],
    ["DELETE", "/%72est/logout/", "GET, HEAD"],
  ] as const)("%s %s answers 405 with Allow: %s", async (method, url, allow) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe(allow);
    const body = ErrorBody.parse(response.json());
    expect(body).toMatchObject({
      success: false,
      statusCode: 405,
      error: { code: "METHOD_NOT_ALLOWED", reason: "METHOD_NOT_ALLOWED" },
    });
    expect(body.error.message).toBe(`${method} is not allowed here; use ${allow}.`);
    expect(body.error.requestId).toBe(response.headers["x-request-id"]);
  });

  it("answers 405 before reading a body nobody asked for", async () => {
    const response = await t.app.inject({
      method: "PUT",
      url: "/rest/logout/",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(405);
  });

  it("answers an absolute-form request line by the path it names", async () => {
    const port = await listenOnLoopback(t.app);
    const response = await sendRawRequest(port, "DELETE http://localhost/rest/logout/ HTTP/1.1");
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD");
  });
});

describe("a path no endpoint serves", () => {
  it.each([
    ["GET", "/rest/no-such-thing/"],
    ["DELETE", "/rest/no-such-thing/"],
    ["POST", "/api/no-such-thing"],
    // Close to a real path is still another path: the trailing slash is part of it.
    ["GET", "/rest/logout"],
  ] as const)("%s %s keeps its 404, without Allow", async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers.allow).toBeUndefined();
    expect(ErrorBody.parse(response.json()).error).toMatchObject({
      code: "NOT_FOUND",
      message: `No route for ${method} ${url}`,
    });
  });

  it("leaves paths outside the API to the rest of the app", async () => {
    const response = await t.app.inject({ method: "DELETE", url: "/healthz" });
    expect(response.statusCode).toBe(404);
    expect(response.headers.allow).toBeUndefined();
  });
});
