import { defineEndpoint, ErrorBody } from "@reelhouse/contract";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { loadConfig } from "../config/env.ts";
import type { Db } from "../db/client.ts";
import core from "../plugins/core.ts";
import errorHandler from "../plugins/error-handler.ts";
import { ManualClock } from "./clock.ts";
import { route } from "./route.ts";

const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_URL: "", REDIS_URL: "" });

const greeting = defineEndpoint({
  method: "GET",
  path: "/rest/greeting/",
  summary: "A greeting",
  response: z.object({ success: z.literal(true), data: z.object({ text: z.string() }) }),
});

let app: FastifyInstance;
afterEach(() => app.close());

/** The app's compilers and error handler, and one route answering `answer`. */
async function appAnswering(answer: unknown) {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(core, { config, clock: new ManualClock(), db: {} as Db });
  await app.register(errorHandler);
  route(app, greeting, async () => answer as z.input<typeof greeting.response>);
  return app.inject({ method: "GET", url: greeting.path });
}

// The browser's client does not parse answers again (apps/web/app/lib/api-client.ts): it relies on
// every 200 having been checked against its schema here.
describe("a route's answer", () => {
  it("goes out with only the fields its schema names", async () => {
    const response = await appAnswering({ success: true, data: { text: "hello", passwordHash: "x" } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { text: "hello" } });
  });

  it("is never sent when it does not match its schema: the caller gets the contract's 500", async () => {
    const response = await appAnswering({ success: true, data: { text: 42 } });
    expect(response.statusCode).toBe(500);
    expect(ErrorBody.parse(response.json()).error.code).toBe("INTERNAL");
    expect(response.body).not.toContain("42");
  });
});
