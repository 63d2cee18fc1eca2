import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import cookie from "@fastify/cookie";
import { BRANDS } from "@reelhouse/contract/brands";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config/env.ts";
import { hashSecret } from "../lib/secrets.ts";
import session from "./session.ts";
import { forwardedCookies, webRequestContext } from "./web-context.ts";

describe("forwardedCookies", () => {
  it("forwards a language cookie of 'deleted' as 'en' (spec §4)", () => {
    expect(forwardedCookies("isGuest=true; i18n_redirected=deleted; session=abc")).toBe(
      "isGuest=true; i18n_redirected=en; session=abc",
    );
    expect(forwardedCookies("i18n_redirected=deleted")).toBe("i18n_redirected=en");
  });

  it("leaves every other cookie as it is", () => {
    expect(forwardedCookies("i18n_redirected=es; note=deleted")).toBe("i18n_redirected=es; note=deleted");
    expect(forwardedCookies("i18n_redirected=deletedx")).toBe("i18n_redirected=deletedx");
  });
});

describe("a page's in-process calls", () => {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_URL: "", REDIS_URL: "" });
  /** Live sessions by token hash, and every lookup the session plugin made. */
  const players = new Map<string, string>();
  const lookups: string[] = [];
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    await app.register(cookie);
    await app.register(session, {
      secureCookies: false,
      resolve: async (tokenHash) => {
        lookups.push(tokenHash);
        return players.get(tokenHash) ?? null;
      },
    });
    app.get("/me", async (request) => ({ playerId: (await request.loadSession()).playerId }));
    app.post("/sign-out", async (request, reply) => {
      players.delete((await request.loadSession()).tokenHash ?? "");
      reply.endSession();
      return {};
    });
    // A page whose loaders make the calls the query names, one after the other.
    app.get<{ Querystring: { calls: string } }>("/page", async (request, reply) => {
      const context = await webRequestContext(app, config, request, reply);
      const answers: unknown[] = [];
      for (const call of request.query.calls.split(",")) {
        const [method, path, token] = call.split(" ") as [string, string, string | undefined];
        const headers: Record<string, string> = token ? { cookie: `session=${token}` } : {};
        answers.push(await (await context.fetchApi(path, { method, headers })).json());
      }
      return answers;
    });
    // A page that signs out in process and forwards the answer's cookies, as the site's pages do.
    app.get("/sign-out-page", async (request, reply) => {
      const context = await webRequestContext(app, config, request, reply);
      const answer = await context.fetchApi("/sign-out", { method: "POST" });
      reply.header("set-cookie", answer.headers.getSetCookie());
      return {};
    });
    await app.ready();
  });
  afterAll(() => app.close());
  beforeEach(() => {
    players.clear();
    players.set(hashSecret("ana-token"), "ana");
    players.set(hashSecret("ben-token"), "ben");
    lookups.length = 0;
  });

  const page = async (calls: string[], token = "ana-token") =>
    (
      await app.inject({
        url: `/page?calls=${encodeURIComponent(calls.join(","))}`,
        headers: { cookie: `session=${token}` },
      })
    ).json();

  it("read the page's session instead of looking it up again", async () => {
    expect(await page(["GET /me", "GET /me", "GET /me"])).toEqual([
      { playerId: "ana" },
      { playerId: "ana" },
      { playerId: "ana" },
    ]);
    expect(lookups).toEqual([hashSecret("ana-token")]);
  });

  it("look up a session of their own when they carry another token", async () => {
    expect(await page(["GET /me", "GET /me ben-token"])).toEqual([{ playerId: "ana" }, { playerId: "ben" }]);
    expect(lookups).toEqual([hashSecret("ana-token"), hashSecret("ben-token")]);
  });

  it("look the session up again after one of them ends it", async () => {
    expect(await page(["GET /me", "POST /sign-out", "GET /me"])).toEqual([
      { playerId: "ana" },
      {},
      { playerId: null },
    ]);
    expect(lookups).toEqual([hashSecret("ana-token"), hashSecret("ana-token")]);
  });

  it("lend nothing to requests that are not theirs", async () => {
    const me = () => app.inject({ url: "/me", headers: { cookie: "session=ana-token" } });
    await Promise.all([page(["GET /me"]), me(), me()]);
    expect(lookups).toHaveLength(3);
  });

  it("leave the guest marker to the forwarded answer, which knows the session ended", async () => {
    const response = await app.inject({ url: "/sign-out-page", headers: { cookie: "session=ana-token" } });
    expect(response.cookies.filter((item) => item.name === "isGuest")).toEqual([
      expect.objectContaining({ value: "true" }),
    ]);
  });
});

describe("the page's brand", () => {
  const dir = mkdtempSync(join(tmpdir(), "web-context-"));
  const operators = join(dir, "operators.json");
  writeFileSync(operators, JSON.stringify({ tao: { legalName: "Tao Interactive Inc." } }));
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATABASE_URL: "",
    REDIS_URL: "",
    THEME: "",
    OPERATOR_CONFIG: operators,
  });
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    await app.register(cookie);
    await app.register(session, { secureCookies: false, resolve: async () => null });
    app.get("/page", async (request, reply) => {
      const { theme, operator } = await webRequestContext(app, config, request, reply);
      return { theme, operator };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("comes with its operator as configured, for the theme of the request host", async () => {
    const tao = await app.inject({ url: "/page", headers: { host: "tao.localhost" } });
    expect(tao.json()).toEqual({
      theme: "tao",
      operator: { ...BRANDS.tao.operator, legalName: "Tao Interactive Inc." },
    });
    const other = await app.inject({ url: "/page", headers: { host: "example.test" } });
    expect(other.json()).toEqual({ theme: "funrize", operator: BRANDS.funrize.operator });
  });
});
