import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, expect, it } from "vitest";
import compression from "./compression.ts";
import security from "./security.ts";
import { webPlugin } from "./web.ts";

// A production build in miniature: one client asset with the copies the build writes next to it.
const script = `export const greeting = "${"hello ".repeat(500)}";\n`;
// Fastest levels, unlike the server's own, so a copy compressed per request would not match.
const brCopy = brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
const gzipCopy = gzipSync(script, { level: 1 });
let webRoot: string;
let app: FastifyInstance;

beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), "reelhouse-web-"));
  await mkdir(join(webRoot, "build/server"), { recursive: true });
  await mkdir(join(webRoot, "build/client/assets"), { recursive: true });
  await writeFile(join(webRoot, "build/server/index.js"), 'export const assets = { version: "test" };\n');
  await writeFile(join(webRoot, "build/client/assets/entry-abc123.js"), script);
  await writeFile(join(webRoot, "build/client/assets/entry-abc123.js.br"), brCopy);
  await writeFile(join(webRoot, "build/client/assets/entry-abc123.js.gz"), gzipCopy);
  await mkdir(join(webRoot, "build/client/images/games"), { recursive: true });
  await writeFile(join(webRoot, "build/client/images/games/lucky-lanterns.webp"), "RIFF....WEBP");
  await writeFile(join(webRoot, "build/client/favicon.txt"), "hello");

  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // With the default cache policy in place, which must leave the assets' own alone.
  await app.register(security, { isDevelopment: false });
  await app.register(compression);
  await app.register(webPlugin, {
    mode: "production",
    webRoot,
    contextFor: async () => {
      throw new Error("static files need no request context");
    },
  });
});
afterAll(async () => {
  await app.close();
  await rm(webRoot, { recursive: true, force: true });
});

it.each([
  ["br", brCopy],
  ["gzip", gzipCopy],
])("sends the %s copy written at build", async (encoding, copy) => {
  const response = await app.inject({
    method: "GET",
    url: "/assets/entry-abc123.js",
    headers: { "accept-encoding": encoding },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-encoding"]).toBe(encoding);
  expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(response.rawPayload.equals(copy)).toBe(true);
});

it("sends the file as it is to a client that accepts no encoding", async () => {
  const response = await app.inject({ method: "GET", url: "/assets/entry-abc123.js" });
  expect(response.headers["content-encoding"]).toBeUndefined();
  expect(response.body).toBe(script);
});

it.each([
  ["/images/games/lucky-lanterns.webp", "public, max-age=2592000"],
  ["/favicon.txt", "public, max-age=3600"],
])("keeps %s in browser caches as its name allows", async (url, policy) => {
  const response = await app.inject({ method: "GET", url });
  expect(response.statusCode).toBe(200);
  expect(response.headers["cache-control"]).toBe(policy);
});
