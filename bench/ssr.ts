/**
 * `npm run bench -- ssr`: how fast the built site serves its pages, beside a bare Fastify route
 * measured in the same run. The server runs as an operator runs it (`node apps/server/dist/server.js`
 * after `npm run build`: NODE_ENV unset, the embedded database, demo data, request logs on), pinned
 * with `taskset` to one core when the machine has two or more; this process, its load generator and
 * Chromium run on the other cores. Prints the figures; asserts none (docs/benchmarks.md, "Pages").
 *
 * 1. Render time: each page asked for one request at a time over a kept-alive connection, as a
 *    phone's browser asks (its Accept-Encoding and user agent), p50/p99 of the time to the last byte,
 *    and the server's CPU time per page (from /proc: a figure other work on the machine disturbs less).
 *    A guest's page is held in memory for a few seconds (ADR 089), so the guest rows measure what
 *    guests get; the rows marked "rendered" ask each request with a query of its own, so that every
 *    one is rendered.
 * 2. Throughput: autocannon with BENCH_CONNECTIONS connections for BENCH_SECONDS a page.
 * 3. The lobby's initial JavaScript: the entry and every module its HTML imports or preloads, in
 *    gzip bytes as the server sends them.
 * 4. Lighthouse (its default: a mobile device, simulated throttling) of `/` and `/lobby` for a
 *    guest, in the machine's Chromium (CHROME_PATH, default /usr/bin/chromium): nothing is downloaded.
 *
 * Environment: BENCH_SECONDS (default 10), BENCH_REQUESTS (one-at-a-time requests per page,
 * default 300), BENCH_CONNECTIONS (default 50), BENCH_THEME (default nlc, a theme with a lobby page:
 * spec §6), CHROME_PATH, BENCH_LIGHTHOUSE=false to leave Lighthouse out, BENCH_SERVER (the server
 * entry to run, default apps/server/dist/server.js: another build to compare).
 */
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { Agent, request } from "node:http";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { fixed, percentiles, positive } from "./shared/phases.ts";
import type { Child } from "./shared/process.ts";
import {
  BROWSER_HEADERS,
  cpus,
  hasBuild,
  leaveServerCore,
  pinned,
  signUpPlayer,
  startHello,
  startSite,
} from "./shared/site.ts";

const settings = {
  seconds: positive(process.env, "BENCH_SECONDS", 10),
  requests: Math.round(positive(process.env, "BENCH_REQUESTS", 300)),
  connections: Math.round(positive(process.env, "BENCH_CONNECTIONS", 50)),
  theme: process.env.BENCH_THEME ?? "nlc",
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  lighthouse: process.env.BENCH_LIGHTHOUSE !== "false",
};
/** Requests before each measurement: the first renders load code and fill caches. */
const WARM_UP = 50;
leaveServerCore();

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** One GET, timed to the last byte of the body as sent (not decompressed). */
function get(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: Buffer; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    request(url, { agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        }),
      );
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

interface Page {
  label: string;
  url: string;
  headers: Record<string, string>;
  /**
   * Each request asks with a query of its own (`?render=N`, which the page ignores), so no request
   * is answered with a guest page held in memory (ADR 089): every one is rendered.
   */
  rendered?: boolean;
}

let renderCount = 0;
/** The path and query of one request for the page. */
function pathOf(page: Page): string {
  const url = new URL(urlFor(page));
  return `${url.pathname}${url.search}`;
}

/** The page's URL for one request. */
function urlFor(page: Page): string {
  if (!page.rendered) return page.url;
  renderCount += 1;
  return `${page.url}?render=${renderCount}`;
}

interface Row {
  label: string;
  p50: number;
  p99: number;
  /** Server CPU time per page while they were asked one at a time. */
  cpuMs: number;
  perSecond?: number;
  loadP50?: number;
  loadP99?: number;
  failures: number;
}

async function renderTimes(server: Child, page: Page): Promise<Row> {
  for (let i = 0; i < WARM_UP; i++) await get(urlFor(page), page.headers);
  const times: number[] = [];
  let failures = 0;
  const cpuBefore = server.cpuMs();
  for (let i = 0; i < settings.requests; i++) {
    const { status, ms } = await get(urlFor(page), page.headers);
    if (status !== 200) failures++;
    times.push(ms);
  }
  const cpuMs = (server.cpuMs() - cpuBefore) / settings.requests;
  return { label: page.label, ...percentiles(times), cpuMs, failures };
}

async function loadTest(page: Page): Promise<Pick<Row, "perSecond" | "loadP50" | "loadP99" | "failures">> {
  const result = await autocannon({
    url: page.url,
    headers: page.headers,
    ...(page.rendered
      ? { requests: [{ setupRequest: (request) => ({ ...request, path: pathOf(page) }) }] }
      : {}),
    connections: settings.connections,
    duration: settings.seconds,
  });
  return {
    perSecond: result.requests.total / result.duration,
    loadP50: result.latency.p50,
    loadP99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

async function measure(server: Child, page: Page, throughput = true): Promise<Row> {
  const row = await renderTimes(server, page);
  if (!throughput) return row;
  const load = await loadTest(page);
  return { ...row, ...load, failures: row.failures + load.failures };
}

/** Every script the lobby's HTML imports or preloads, and their gzip bytes as served. */
async function initialJavaScript(baseUrl: string, html: string): Promise<{ files: number; bytes: number }> {
  const paths = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+\.js)"/g))
    paths.add(match[1] as string);
  for (const match of html.matchAll(/(?:from |import\()"(\/assets\/[^"]+\.js)"/g))
    paths.add(match[1] as string);
  let bytes = 0;
  for (const path of paths) {
    const { status, body } = await get(`${baseUrl}${path}`, { "accept-encoding": "gzip" });
    if (status !== 200) throw new Error(`${path}: ${status}`);
    bytes += body.length;
  }
  return { files: paths.size, bytes };
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

async function lighthouseScores(baseUrl: string): Promise<string[]> {
  if (!settings.lighthouse) return ["Lighthouse: left out (BENCH_LIGHTHOUSE=false)"];
  if (!existsSync(settings.chromePath))
    return [`Lighthouse: skipped, no Chromium at ${settings.chromePath} (set CHROME_PATH)`];
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([
    import("lighthouse"),
    import("chrome-launcher"),
  ]);
  const chrome = await chromeLauncher.launch({
    chromePath: settings.chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const lines = [`${"Lighthouse, mobile".padEnd(24)}${CATEGORIES.map((name) => name.padStart(16)).join("")}`];
  try {
    for (const path of ["/", "/lobby"]) {
      const result = await lighthouse(`${baseUrl}${path}`, { port: chrome.port, logLevel: "error" });
      const categories = result?.lhr.categories ?? {};
      const scores = CATEGORIES.map((name) => {
        const score = categories[name]?.score;
        return (typeof score === "number" ? String(Math.round(score * 100)) : "-").padStart(16);
      });
      lines.push(`${path.padEnd(24)}${scores.join("")}`);
    }
  } finally {
    chrome.kill();
  }
  return lines;
}

function printRows(rows: Row[]): void {
  console.log(
    `${"page".padEnd(34)}${"p50 ms".padStart(9)}${"p99 ms".padStart(9)}${"CPU ms".padStart(9)}${"pages/s".padStart(11)}${"p50 ms".padStart(9)}${"p99 ms".padStart(9)}${"failed".padStart(8)}`,
  );
  console.log(
    `${"".padEnd(34)}${"one at a time".padStart(27)}${`${settings.connections} connections`.padStart(29)}`,
  );
  for (const row of rows) {
    console.log(
      `${row.label.padEnd(34)}${fixed(row.p50).padStart(9)}${fixed(row.p99).padStart(9)}${fixed(row.cpuMs).padStart(9)}${fixed(row.perSecond ?? Number.NaN, 0).padStart(11)}${fixed(row.loadP50 ?? Number.NaN).padStart(9)}${fixed(row.loadP99 ?? Number.NaN).padStart(9)}${String(row.failures).padStart(8)}`,
    );
  }
}

if (!hasBuild("ssr", process.env)) process.exit(2);
console.log(
  `ssr bench: the built site (theme ${settings.theme}, demo data, embedded database), ${settings.requests} requests a page ` +
    `one at a time, then ${settings.connections} connections for ${settings.seconds} s a page; ${cpus} CPUs, ` +
    `${pinned ? "server pinned to CPU 0" : "not pinned (no taskset or one CPU)"}, Node ${process.version}, ` +
    `load average ${loadavg()[0]?.toFixed(1)} before`,
);

const rows: Row[] = [];
const hello = await startHello(process.env);
try {
  rows.push(
    await measure(hello, {
      label: "bare Fastify, hello route",
      url: `${hello.baseUrl}/`,
      headers: BROWSER_HEADERS,
    }),
  );
} finally {
  await hello.stop();
}

const dataDir = await mkdtemp(join(tmpdir(), "reelhouse-bench-ssr-"));
const site = await startSite(process.env, dataDir, { THEME: settings.theme });
const notes: string[] = [];
try {
  const player = { ...BROWSER_HEADERS, cookie: await signUpPlayer(site.baseUrl, "bench-ssr@example.com") };
  const pages: (Page & { throughput: boolean })[] = [
    { label: "/ home, guest", url: `${site.baseUrl}/`, headers: BROWSER_HEADERS, throughput: true },
    { label: "/lobby, guest", url: `${site.baseUrl}/lobby`, headers: BROWSER_HEADERS, throughput: true },
    {
      label: "/lobby, guest, rendered",
      url: `${site.baseUrl}/lobby`,
      headers: BROWSER_HEADERS,
      rendered: true,
      throughput: true,
    },
    { label: "/lobby, signed-in player", url: `${site.baseUrl}/lobby`, headers: player, throughput: true },
    {
      label: "/signin (a small page), rendered",
      url: `${site.baseUrl}/signin`,
      headers: BROWSER_HEADERS,
      rendered: true,
      throughput: false,
    },
  ];
  for (const page of pages) rows.push(await measure(site, page, page.throughput));

  const { body } = await get(`${site.baseUrl}/lobby`, { "user-agent": BROWSER_HEADERS["user-agent"] });
  const html = body.toString("utf8");
  const tiles = html.match(/class="game-tile"/g)?.length ?? 0;
  const script = await initialJavaScript(site.baseUrl, html);
  notes.push(`lobby: ${tiles} game tiles, ${Math.round(body.length / 1024)} KB of HTML`);
  notes.push(`lobby initial JavaScript: ${fixed(script.bytes / 1024)} KB gzipped in ${script.files} files`);
  notes.push(...(await lighthouseScores(site.baseUrl)));
} finally {
  await site.stop();
  await rm(dataDir, { recursive: true, force: true });
}

console.log();
printRows(rows);
console.log();
for (const note of notes) console.log(note);
console.log(`load average ${loadavg()[0]?.toFixed(1)} after`);
