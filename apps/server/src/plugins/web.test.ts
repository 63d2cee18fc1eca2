import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenOnLoopback, sendRawRequest } from "../test/raw-http.ts";
import { apiFallbackPlugin } from "./api-fallback.ts";
import errorHandler from "./error-handler.ts";
import { webPlugin } from "./web.ts";

// The site in miniature: a production build with no pages (nothing here renders one), one API
// route and the API's fallbacks, registered in the order app.ts uses.
let webRoot: string;
let app: FastifyInstance;

beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), "reelhouse-web-"));
  await mkdir(join(webRoot, "build/server"), { recursive: true });
  await mkdir(join(webRoot, "build/client"), { recursive: true });
  await writeFile(join(webRoot, "build/server/index.js"), 'export const assets = { version: "test" };\n');

  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandler);
  app.get("/rest/thing/", async () => ({ success: true }));
  await app.register(apiFallbackPlugin);
  await app.register(webPlugin, {
    mode: "production",
    webRoot,
    contextFor: async () => {
      throw new Error("no page renders in these tests");
    },
  });
});
afterAll(async () => {
  await app.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe("?aa= is stripped by a redirect to the same path (spec §2)", () => {
  it.each([
    ["/lobby?aa=x", "/lobby"],
    ["/es/lobby?category=slots&aa=x", "/es/lobby?category=slots"],
    ["/?aa=1", "/"],
  ])("%s → %s", async (url, location) => {
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(location);
  });

  it.each([
    // Each of these paths resolves to `//evil.example/`, which a browser reads as another host.
    // Sent over a socket as written: inject would tidy the dot segments away first.
    "/.//evil.example/?aa=1",
    "/%2e//evil.example/?aa=1",
    "/x/..//evil.example/?aa=1",
    "//evil.example/?aa=1",
  ])("never redirects %s to another host", async (target) => {
    const response = await sendRawRequest(await listenOnLoopback(app), `GET ${target} HTTP/1.1`);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe("/");
  });

  it("strips it from an absolute-form request line, keeping only the path", async () => {
    const port = await listenOnLoopback(app);
    const response = await sendRawRequest(port, "GET http://evil.example/lobby?aa=1 HTTP/1.1");
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe("/lobby");
  });
});

describe("API paths are the API's, not the site's", () => {
  it("answers a wrong method on an API path with 405, however the path is written", async () => {
    for (const url of ["/rest/thing/", "/%72est/thing/"]) {
      const response = await app.inject({ method: "DELETE", url });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD");
    }
  });

  it("answers an unknown API path with the API's JSON 404", async () => {
    const response = await app.inject({ method: "POST", url: "/rest/nothing/" });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("NOT_FOUND");
  });
});
