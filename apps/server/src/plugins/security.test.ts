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
