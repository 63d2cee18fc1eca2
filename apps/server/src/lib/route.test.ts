import { defineEndpoint, type EndpointDefinition, ErrorBody } from "@reelhouse/contract";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { loadConfig } from "../config/env.ts";
import type { Db } from "../db/client.ts";
import core from "../plugins/core.ts";
import errorHandler from "../plugins/error-handler.ts";
import { ManualClock } from "./clock.ts";
import { type EndpointHandler, envelopeOf, route } from "./route.ts";

const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_URL: "", REDIS_URL: "" });

const greeting = defineEndpoint({
  method: "GET",
  path: "/rest/greeting/",
  summary: "A greeting",
  response: z.object({ success: z.literal(true), data: z.object({ text: z.string() }) }),
});

let app: FastifyInstance;
afterEach(() => app.close());

/** The app's compilers and error handler, and one route for `endpoint` answered by `handler`. */
async function answerOf<E extends EndpointDefinition>(endpoint: E, handler: EndpointHandler<E>) {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(core, { config, clock: new ManualClock(), db: {} as Db });
  await app.register(errorHandler);
  route(app, endpoint, handler);
  return app.inject({ method: endpoint.method, url: endpoint.path });
}

function greetingAnswering(data: unknown) {
  return answerOf(greeting, async () => data as { text: string });
}

// The browser's client does not parse answers again (apps/web/app/lib/api-client.ts): it relies on
// every 200 having been checked against its schema here.
describe("a route's answer", () => {
  it("goes out with only the fields its schema names", async () => {
    const response = await greetingAnswering({ text: "hello", passwordHash: "x" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { text: "hello" } });
  });

  it("is never sent when it does not match its schema: the caller gets the contract's 500", async () => {
    const response = await greetingAnswering({ text: 42 });
    expect(response.statusCode).toBe(500);
    expect(ErrorBody.parse(response.json()).error.code).toBe("INTERNAL");
    expect(response.body).not.toContain("42");
  });
});

describe("the success envelope", () => {
  it("wraps the data a handler returns, in the order the schema names the fields", async () => {
    const response = await greetingAnswering({ text: "hello" });
    expect(response.body).toBe('{"success":true,"data":{"text":"hello"}}');
  });

  it("answers `{ success: true }` for a handler of an envelope without data", async () => {
    const done = defineEndpoint({
      method: "POST",
      path: "/rest/done/",
      summary: "Done",
      response: z.object({ success: z.literal(true) }),
    });
    const response = await answerOf(done, async () => {});
    expect(response.body).toBe('{"success":true}');
  });

  it("leaves a body that is not the envelope as the handler returns it", async () => {
    const status = defineEndpoint({
      method: "GET",
      path: "/status",
      summary: "Status",
      response: z.object({ status: z.literal("ok") }),
    });
    const response = await answerOf(status, async () => ({ status: "ok" as const }));
    expect(response.body).toBe('{"status":"ok"}');
  });

  it("is read from the schema's exact shape", () => {
    const data = z.object({ text: z.string() });
    expect(envelopeOf(z.object({ success: z.literal(true), data }))).toBe("data");
    expect(envelopeOf(z.object({ success: z.literal(true) }))).toBe("success-only");
    expect(envelopeOf(z.object({ success: z.literal(true), statusCode: z.literal(200), data }))).toBe("none");
    expect(envelopeOf(z.object({ success: z.literal(true), gameMode: z.string() }))).toBe("none");
    expect(envelopeOf(z.object({ success: z.boolean(), data }))).toBe("none");
    expect(envelopeOf(z.object({ data }))).toBe("none");
    expect(envelopeOf(z.record(z.string(), z.string()))).toBe("none");
  });
});
