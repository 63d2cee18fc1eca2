import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { ManualClock } from "../lib/clock.ts";
import {
  createGuestPages,
  type GuestPageRequest,
  guestPageKey,
  inlineScriptHashes,
  type RenderedPage,
  sendPage,
} from "./guest-pages.ts";

const HYDRATION = 'window.__context = {"page":"lobby"};';
const MODULE = 'import "/assets/entry.js";';
const PAGE_HTML = `<!DOCTYPE html><html><head><script nonce="n0">${HYDRATION}</script><script type="module" src="/assets/entry.js" nonce="n0"></script></head><body><h1>Lobby</h1><script type="module" nonce="n0">${MODULE}</script></body></html>`;

function page(overrides: Partial<RenderedPage> = {}): RenderedPage {
  return {
    status: 200,
    headers: [
      ["content-type", "text/html; charset=utf-8"],
      ["set-cookie", "isGuest=true; Path=/; SameSite=Lax"],
    ],
    html: PAGE_HTML,
    ...overrides,
  };
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64");

/** A render that counts its calls and settles when told to. */
function controlledRender(result: RenderedPage = page()) {
  let calls = 0;
  let finish: () => void = () => {};
  const render = () => {
    calls += 1;
    return new Promise<RenderedPage>((resolve) => {
      finish = () => resolve(result);
    });
  };
  return { render, finish: () => finish(), calls: () => calls };
}

describe("held guest pages", () => {
  it("renders a key once for every request that asks within the hold, then again after it", async () => {
    const clock = new ManualClock();
    const pages = createGuestPages({ ttlMs: 5_000, clock });
    const { render, finish, calls } = controlledRender();

    const first = pages.page("lobby", render);
    const second = pages.page("lobby", render);
    finish();
    const [a, b] = await Promise.all([first, second]);
    expect(calls()).toBe(1);
    expect(b).toBe(a);

    clock.advance(4_999);
    await pages.page("lobby", render);
    expect(calls()).toBe(1);

    clock.advance(2);
    const later = pages.page("lobby", render);
    finish();
    await later;
    expect(calls()).toBe(2);
  });

  it("keeps each key apart", async () => {
    const pages = createGuestPages({ ttlMs: 5_000, clock: new ManualClock() });
    const lobby = await pages.page("lobby", async () => page());
    const home = await pages.page("home", async () => page({ html: "<h1>Home</h1>" }));
    expect(lobby.html).toBe(PAGE_HTML);
    expect(home.html).toBe("<h1>Home</h1>");
  });

  it.each([
    ["a redirect", page({ status: 302, headers: [["location", "/geoblock/"]] })],
    ["an error page", page({ status: 500 })],
    ["a page that sets another cookie", page({ headers: [["set-cookie", "i18n_redirected=es; Path=/"]] })],
  ])("renders %s for each request and never shares it", async (_name, rendered) => {
    const pages = createGuestPages({ ttlMs: 5_000, clock: new ManualClock() });
    const { render, finish, calls } = controlledRender(rendered);
    const first = pages.page("key", render);
    const waiting = pages.page("key", render);
    finish();
    await first;
    // The waiting request renders its own once it learns the first render is not held.
    await Promise.resolve();
    finish();
    await waiting;
    expect(calls()).toBe(2);

    const again = pages.page("key", render);
    finish();
    await again;
    expect(calls()).toBe(3);
  });

  it("lets a waiting request render its own when the render it waited for failed", async () => {
    const pages = createGuestPages({ ttlMs: 5_000, clock: new ManualClock() });
    let fail: (error: Error) => void = () => {};
    const failing = pages.page(
      "key",
      () =>
        new Promise<RenderedPage>((_resolve, reject) => {
          fail = reject;
        }),
    );
    const waiting = pages.page("key", async () => page());
    fail(new Error("render failed"));
    await expect(failing).rejects.toThrow("render failed");
    expect((await waiting).html).toBe(PAGE_HTML);
  });
});

describe("the key of a guest page", () => {
  const lobby: GuestPageRequest = {
    host: "nlc.localhost",
    target: "/lobby",
    cookie: undefined,
    userAgent: "Mozilla/5.0 (Linux; Android 11) Chrome/139.0.0.0 Mobile Safari/537.36",
    area: "US-NJ",
  };

  it("is the same for two visitors who ask alike", () => {
    expect(guestPageKey(lobby)).toBe(guestPageKey({ ...lobby }));
    // Browsers of every kind get the same page.
    expect(guestPageKey({ ...lobby, userAgent: "Mozilla/5.0 (Macintosh) Safari/605.1.15" })).toBe(
      guestPageKey(lobby),
    );
  });

  it.each<[string, Partial<GuestPageRequest>]>([
    ["another host (theme)", { host: "funrize.localhost" }],
    ["another page", { target: "/es/lobby" }],
    ["another query", { target: "/lobby?category=jackpot" }],
    ["other cookies", { cookie: "i18n_redirected=es" }],
    ["another area of the geo rules", { area: "US-WA" }],
    ["a crawler", { userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)" }],
  ])("differs for %s", (_name, change) => {
    expect(guestPageKey({ ...lobby, ...change })).not.toBe(guestPageKey(lobby));
  });
});

describe("inline script hashes", () => {
  it("names every inline script by the SHA-256 of its text, and no script with a src", () => {
    expect(inlineScriptHashes(PAGE_HTML).sort()).toEqual([sha256(HYDRATION), sha256(MODULE)].sort());
  });

  it("hashes the text as UTF-8", () => {
    const text = 'window.x = "Español ✓";';
    expect(inlineScriptHashes(`<script>${text}</script>`)).toEqual([sha256(text)]);
  });
});

describe("sending a page", () => {
  async function answer(rendered: RenderedPage | Promise<RenderedPage>, acceptEncoding?: string) {
    const app = Fastify();
    const pages = createGuestPages({ ttlMs: 5_000, clock: new ManualClock() });
    app.get("/", async (request, reply) => {
      reply.header("content-security-policy", "script-src 'self' 'nonce-n1'; style-src 'self' 'nonce-s1'");
      return sendPage(request, reply, await pages.page("key", async () => rendered), "n1");
    });
    const response = await app.inject({
      url: "/",
      headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
    });
    await app.close();
    return response;
  }

  it("allows a held page's inline scripts by hash in place of the nonce", async () => {
    const response = await answer(page());
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-security-policy"]).toBe(
      `script-src 'self' 'sha256-${sha256(HYDRATION)}' 'sha256-${sha256(MODULE)}'; style-src 'self' 'nonce-s1'`,
    );
    expect(response.headers["set-cookie"]).toEqual(["isGuest=true; Path=/; SameSite=Lax"]);
    expect(response.body).toBe(PAGE_HTML);
  });

  it.each([
    ["br", "gzip, deflate, br", (body: Buffer) => brotliDecompressSync(body)],
    ["gzip", "gzip, deflate", (body: Buffer) => gunzipSync(body)],
  ])("sends it compressed with %s when the browser takes it", async (encoding, accept, decode) => {
    const response = await answer(page(), accept);
    expect(response.headers["content-encoding"]).toBe(encoding);
    expect(response.headers.vary).toContain("accept-encoding");
    expect(decode(response.rawPayload).toString()).toBe(PAGE_HTML);
  });

  it("sends a page that is not held as rendered, with the request's own nonce policy", async () => {
    const response = await answer(page({ status: 302, headers: [["location", "/geoblock/"]], html: "" }));
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/geoblock/");
    expect(response.headers["content-security-policy"]).toContain("'nonce-n1'");
  });
});
