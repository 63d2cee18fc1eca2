import { ErrorBody } from "@reelhouse/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/build-test-app.ts";
import { listenOnLoopback, sendRawRequest } from "../test/raw-http.ts";

// The budget is per client IP, so each test spends its own IP's budget of 3 on the one app.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: "3" });
});
afterAll(async () => {
  await t.close();
});

let lastOctet = 0;
const freshIp = () => `10.9.0.${++lastOctet}`;

/** The statuses of four requests from one fresh IP: the fourth is over a budget of three. */
async function fourStatuses(method: "GET" | "DELETE", url: string): Promise<number[]> {
  const remoteAddress = freshIp();
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++) statuses.push((await t.app.inject({ method, url, remoteAddress })).statusCode);
  return statuses;
}

describe("the API budget follows the route a request reaches, however its path is written", () => {
  it.each([
    ["the plain path", "/rest/app/init/"],
    ["a percent-encoded prefix", "/%72est/app/init/"],
    ["a percent-encoded segment", "/rest/app/%69nit/"],
    ["the API's other prefix, encoded", "/%61pi/rest/translations/en"],
  ])("counts %s", async (_, url) => {
    expect(await fourStatuses("GET", url)).toEqual([200, 200, 200, 429]);
  });

  it("counts an absolute-form request line (GET http://host/rest/…)", async () => {
    // inject cannot write this request line; a real socket can, and the router reads it as /rest/….
    const port = await listenOnLoopback(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await sendRawRequest(port, "GET http://localhost/rest/app/init/ HTTP/1.1")).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("counts API paths no endpoint serves, and wrong methods, in the same budget", async () => {
    expect(await fourStatuses("GET", "/rest/no-such-thing/")).toEqual([404, 404, 404, 429]);
    expect(await fourStatuses("DELETE", "/%72est/logout/")).toEqual([405, 405, 405, 429]);
  });

  it("answers over budget in the API's error shape", async () => {
    const remoteAddress = freshIp();
    for (let i = 0; i < 3; i++)
      await t.app.inject({ method: "GET", url: "/%72est/app/init/", remoteAddress });
    const blocked = await t.app.inject({ method: "GET", url: "/%72est/app/init/", remoteAddress });
    expect(blocked.statusCode).toBe(429);
    expect(ErrorBody.parse(blocked.json()).error.code).toBe("RATE_LIMITED");
    // Probes stay outside the budget.
    expect((await t.app.inject({ method: "GET", url: "/healthz", remoteAddress })).statusCode).toBe(200);
  });
});
