import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import security from "./security.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(security, { isDevelopment: false });
  app.get("/rest/player/profile/", async () => ({ email: "ana@example.com" }));
  app.get("/rest/page/", async (_request, reply) => reply.type("text/plain").send("player data"));
  app.get("/lobby", async (_request, reply) => reply.type("text/html").send("<p>Hi Ana</p>"));
  app.get("/page", async (_request, reply) =>
    reply.type("text/html").send(`<script nonce="${reply.cspNonce?.script}"></script>`),
  );
  app.get("/logo.png", async (_request, reply) => reply.type("image/png").send(Buffer.from([1])));
  app.get("/api/rest/translations/en", async (_request, reply) =>
    reply.header("cache-control", "public, max-age=300").send({ hello: "Hello" }),
  );
});
afterAll(() => app.close());

describe("default cache policy", () => {
  it.each(["/rest/player/profile/", "/rest/page/", "/lobby"])(
    "keeps %s out of every cache: it may carry a player's data",
    async (url) => {
      expect((await app.inject({ method: "GET", url })).headers["cache-control"]).toBe("no-store");
    },
  );

  it("leaves a policy a route chose, and other files, alone", async () => {
    const translations = await app.inject({ method: "GET", url: "/api/rest/translations/en" });
    expect(translations.headers["cache-control"]).toBe("public, max-age=300");
    expect((await app.inject({ method: "GET", url: "/logo.png" })).headers["cache-control"]).toBeUndefined();
  });
});

describe("content security policy", () => {
  const policyOf = async (url: string) =>
    String((await app.inject({ method: "GET", url })).headers["content-security-policy"]);

  it("allows no inline script or style element on a response that asks for no nonce", async () => {
    for (const url of ["/rest/player/profile/", "/lobby", "/logo.png"]) {
      const policy = await policyOf(url);
      expect(policy).toContain("script-src 'self';");
      expect(policy).toContain("style-src 'self';");
      expect(policy).not.toContain("nonce-");
    }
  });

  it("allows a page's own nonce, a new one for every response", async () => {
    const [first, second] = await Promise.all([1, 2].map(() => app.inject({ method: "GET", url: "/page" })));
    const nonces = [first, second].map((response) => {
      const nonce = /nonce="([0-9a-f]{32})"/.exec(response?.body ?? "")?.[1];
      expect(String(response?.headers["content-security-policy"])).toMatch(
        new RegExp(`script-src 'self' 'nonce-${nonce}';`),
      );
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("sends helmet's other headers with every response", async () => {
    const response = await app.inject({ method: "GET", url: "/rest/player/profile/" });
    expect(response.headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "x-frame-options": "SAMEORIGIN",
      "strict-transport-security": "max-age=15552000; includeSubDomains",
      "referrer-policy": "no-referrer",
    });
  });
});
