import cookie from "@fastify/cookie";
import Fastify from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import errorHandler from "./error-handler.ts";
import session from "./session.ts";

const app = Fastify();
beforeAll(async () => {
  await app.register(cookie);
  await app.register(errorHandler);
  await app.register(session, {
    secureCookies: false,
    // The sessions table out of reach, as when PostgreSQL restarts.
    resolve: async () => {
      throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    },
  });
  app.get("/whoami", async (request) => ({ playerId: (await request.loadSession()).playerId }));
  await app.ready();
});
afterAll(() => app.close());

it("keeps the error answer of a session lookup that failed, with nothing of the failure in it", async () => {
  const response = await app.inject({ method: "GET", url: "/whoami", headers: { cookie: "session=token" } });
  expect(response.statusCode).toBe(503);
  expect(response.headers["retry-after"]).toMatch(/^\d+$/);
  expect(response.json()).toMatchObject({
    success: false,
    statusCode: 503,
    error: { code: "UNAVAILABLE", reason: "UNAVAILABLE", message: "Service temporarily unavailable" },
  });
  expect(response.body).not.toContain("ECONNREFUSED");
});
