import { once } from "node:events";
import { type IncomingMessage, request } from "node:http";
import type { AddressInfo } from "node:net";
import { PassThrough } from "node:stream";
import { createBrotliDecompress } from "node:zlib";
import Fastify from "fastify";
import { afterEach, expect, it } from "vitest";
import compression from "./compression.ts";

// A failing run must not wait for the open response at close.
const app = Fastify({ forceCloseConnections: true });
afterEach(() => app.close());

it("flushes each chunk of a streamed body, so a page shell arrives before the rest", {
  timeout: 5000,
}, async () => {
  const body = new PassThrough();
  await app.register(compression);
  app.get("/stream", (_request, reply) => reply.type("text/html").send(body));
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;

  const call = request({ port, path: "/stream", headers: { "accept-encoding": "br" } });
  call.end();
  const shell = `<html>${"shell ".repeat(400)}`;
  body.write(shell);
  // The rest of the page is not written yet: only a flushed chunk can be read here.
  const [response] = (await once(call, "response")) as [IncomingMessage];
  expect(response.headers["content-encoding"]).toBe("br");
  const decoded = response.pipe(createBrotliDecompress());
  const [first] = (await once(decoded, "data")) as [Buffer];
  expect(first.toString()).toBe(shell);

  body.end("</html>");
  let rest = "";
  for await (const chunk of decoded) rest += chunk;
  expect(rest).toBe("</html>");
});
