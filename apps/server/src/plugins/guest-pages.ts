/**
 * Guest pages answered from memory for a few seconds (ADR 089). A guest's page depends only on what
 * its key holds: the host (the theme), the path and query (the page and its language), the cookies
 * as sent, the area the IP places the visitor in (the geo rules: which catalogue, or the geoblock
 * page) and whether the visitor is a crawler (which is sent the page whole, never streamed). Two
 * requests with one key get the same page, so one render serves every such request for `ttlMs`.
 *
 * A held page is the same bytes for everyone, compressed once, so its inline scripts are allowed
 * by their hashes instead of the per-request nonce (the strict CSP for cached pages): the answer's
 * policy names the hashes in place of its nonce. Only a 200 whose only cookie is the guest marker
 * is held; redirects and errors are rendered for each request. While one request renders a key,
 * the others asking for it wait for that render.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { isbot } from "isbot";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";
import type { Clock } from "../lib/clock.ts";
import { IS_GUEST_COOKIE } from "./session.ts";

export interface RenderedPage {
  readonly status: number;
  /** Every header of the page, Set-Cookie included, in order. */
  readonly headers: ReadonlyArray<readonly [string, string]>;
  readonly html: string;
}

export interface HeldPage extends RenderedPage {
  /** CSP sources for the page's inline scripts: `'sha256-…'`. */
  readonly scriptSources: string;
  readonly bodies: Readonly<Record<Encoding, Buffer>>;
}

export interface GuestPageRequest {
  readonly host: string;
  /** Path and query. */
  readonly target: string;
  readonly cookie: string | undefined;
  readonly userAgent: string | undefined;
  /** Where the visitor's IP places them, as the geo rules see it (`US-WA`, `GB`, …). */
  readonly area: string;
}

export interface GuestPages {
  /**
   * The page for `key`: held, being rendered for another request, or rendered now by `render`.
   * A page that is not held is only ever the caller's own render.
   */
  page(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage | HeldPage>;
}

type Encoding = "br" | "gzip" | "identity";

/** Negotiator as it is: its types predate the `preferred` option, which breaks ties. */
interface EncodingNegotiator {
  encoding(available: readonly Encoding[], options: { preferred: readonly Encoding[] }): string | undefined;
}
const ENCODINGS: Encoding[] = ["br", "gzip", "identity"];

/** Memory the held pages may take: about 250 lobby pages in their three encodings. */
const MAX_BYTES = 64 * 1024 * 1024;

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

export function guestPageKey(request: GuestPageRequest): string {
  const reader = isbot(request.userAgent ?? "") ? "crawler" : "browser";
  return [request.host, request.target, request.cookie ?? "", request.area, reader].join("\n");
}

export function createGuestPages({ ttlMs, clock }: { ttlMs: number; clock: Clock }): GuestPages {
  const held = new LRUCache<string, HeldPage>({
    maxSize: MAX_BYTES,
    sizeCalculation: (page) => page.html.length * 2 + page.bodies.br.length + page.bodies.gzip.length,
    ttl: ttlMs,
    // Age is judged by the injected clock, read afresh each time, so tests can move time.
    perf: { now: () => clock.now().getTime() },
    ttlResolution: 0,
  });
  const rendering = new Map<string, Promise<RenderedPage | HeldPage>>();

  return {
    async page(key, render) {
      const stored = held.get(key);
      if (stored) return stored;
      const pending = rendering.get(key);
      if (pending) {
        // A render that failed or made a page that is not held is of no use here: render anew.
        const shared = await pending.catch(() => null);
        return shared && isHeld(shared) ? shared : render();
      }
      const mine = render().then(async (page) => (isKept(page) ? hold(page) : page));
      rendering.set(key, mine);
      try {
        const page = await mine;
        if (isHeld(page)) held.set(key, page);
        return page;
      } finally {
        rendering.delete(key);
      }
    },
  };
}

/** Sends a page: a held one in the encoding the browser prefers, with the hashes in its CSP. */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: RenderedPage | HeldPage,
  nonce: string,
): FastifyReply {
  reply.status(page.status);
  const cookies: string[] = [];
  for (const [name, value] of page.headers) {
    if (name === "set-cookie") cookies.push(value);
    else reply.header(name, value);
  }
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  if (!isHeld(page)) return reply.send(page.html);

  const policy = String(reply.getHeader("content-security-policy") ?? "");
  reply.header("content-security-policy", policy.replace(`'nonce-${nonce}'`, page.scriptSources));
  const encoding = preferredEncoding(request);
  reply.header("vary", "accept-encoding");
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  return reply.send(page.bodies[encoding]);
}

/** Brotli, then gzip, when the browser takes both equally (they list gzip first). */
function preferredEncoding(request: FastifyRequest): Encoding {
  const negotiator: EncodingNegotiator = new Negotiator(request);
  const preferred = negotiator.encoding(ENCODINGS, { preferred: ENCODINGS });
  return ENCODINGS.find((encoding) => encoding === preferred) ?? "identity";
}

function isHeld(page: RenderedPage | HeldPage): page is HeldPage {
  return "bodies" in page;
}

function isKept(page: RenderedPage): boolean {
  return (
    page.status === 200 &&
    page.headers.every(([name, value]) => name !== "set-cookie" || value.startsWith(`${IS_GUEST_COOKIE}=`))
  );
}

async function hold(page: RenderedPage): Promise<HeldPage> {
  const identity = Buffer.from(page.html);
  const [br, gzipped] = await Promise.all([
    compressBrotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
    compressGzip(identity),
  ]);
  return {
    ...page,
    scriptSources: inlineScriptHashes(page.html)
      .map((hash) => `'sha256-${hash}'`)
      .join(" "),
    bodies: { br, gzip: gzipped, identity },
  };
}

/** The base64 SHA-256 of each inline script's text, as CSP hash sources name them. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = "", text = ""] = match;
    if (/\ssrc\s*=/i.test(attributes)) continue;
    hashes.add(createHash("sha256").update(text, "utf8").digest("base64"));
  }
  return [...hashes];
}
