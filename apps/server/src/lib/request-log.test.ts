import { Writable } from "node:stream";
import Fastify from "fastify";
import { expect, it } from "vitest";
import { serializeRequest } from "./log-redaction.ts";
import { oneLinePerRequest } from "./request-log.ts";

it("logs one line per request, saying what was asked and how it ended", async () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({
    logger: {
      level: "info",
      stream,
      serializers: { req: serializeRequest },
      hooks: { logMethod: oneLinePerRequest },
    },
  });
  app.get("/rest/thing/", async (request) => {
    request.log.warn("something to note");
    return { ok: true };
  });
  await app.inject({ method: "GET", url: "/rest/thing/?token=secret" });
  await app.close();

  const messages = lines.map((line) => line.msg);
  expect(messages).toEqual(["something to note", "request completed"]);
  expect(lines[1]).toMatchObject({
    req: { method: "GET", url: "/rest/thing/?token=%5Bredacted%5D" },
    res: { statusCode: 200 },
    responseTime: expect.any(Number),
  });
});
