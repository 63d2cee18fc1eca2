/**
 * `npm run bench -- http`: what one core of the built server answers per second on the requests a
 * visitor makes most, beside a bare Fastify route measured in the same run (docs/benchmarks.md,
 * "http"). The server runs as an operator runs it (bench/shared/site.ts: the embedded database,
 * demo data, request logs at `info`), pinned to CPU 0; autocannon drives it from this process on
 * the other cores, over loopback only.
 *
 * Each request is measured twice after a short warm-up: under load (BENCH_CONNECTIONS kept-alive
 * connections for BENCH_SECONDS: requests/s, p50/p99, the ratio to bare Fastify, the server's CPU
 * share and its CPU time per request, read from /proc, less its idle CPU measured just before) and
 * one at a time (one connection for BENCH_SERIAL_SECONDS: p50/p99). Latencies are taken from every
 * answer's own timing, to a hundredth of a millisecond; autocannon's histogram keeps whole
 * milliseconds only. The rendered guest lobby is measured on a second start of the same site with
 * GUEST_PAGE_CACHE_MS=0, so no guest page is held (ADR 089). The signed-in rows rotate through
 * BENCH_PLAYERS players, each signed up through the API.
 *
 * Environment: BENCH_SECONDS (default 5), BENCH_SERIAL_SECONDS (default 2), BENCH_CONNECTIONS
 * (default 10), BENCH_PLAYERS (default 20), BENCH_THEME (default nlc: a theme with a lobby page),
 * BENCH_SERVER (another server entry to compare builds).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
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
  seconds: positive(process.env, "BENCH_SECONDS", 5),
  serialSeconds: positive(process.env, "BENCH_SERIAL_SECONDS", 2),
  connections: Math.round(positive(process.env, "BENCH_CONNECTIONS", 10)),
  players: Math.round(positive(process.env, "BENCH_PLAYERS", 20)),
  theme: process.env.BENCH_THEME ?? "nlc",
};
const WARM_UP_SECONDS = 1;
const IDLE_SAMPLE_MS = 2_000;
/** What the site's own scripts send with an API call. */
const API_HEADERS = { accept: "application/json", "accept-encoding": "gzip, deflate, br" };

interface Target {
  label: string;
  path: string;
  /** Headers of each request in turn (one set per player): the run cycles through them. */
  headers: Record<string, string>[];
}

interface Row {
  label: string;
  perSecond: number;
  p50: number;
  p99: number;
  serialP50: number;
  serialP99: number;
  serverCpu: number;
  cpuPerRequestMs: number;
  failures: number;
}

interface Run {
  perSecond: number;
  p50: number;
  p99: number;
  serverCpu: number;
  /**
   * The server's CPU time per answered request, less what it spends idle: a figure that other work
   * on the machine disturbs less than requests/s.
   */
  cpuPerRequestMs: number;
  failures: number;
}

/**
 * The server's CPU time per ms of wall time while it answers nothing: its schedules (the outbox
 * relay, jobs) run whether requests come or not, and are taken out of the CPU time per request.
 */
async function idleCpu(server: Child): Promise<number> {
  const before = server.cpuMs();
  const started = performance.now();
  await sleep(IDLE_SAMPLE_MS);
  return (server.cpuMs() - before) / (performance.now() - started);
}

/** autocannon on one path for `seconds`, each request with the next set of headers. */
async function drive(server: Child, target: Target, connections: number, seconds: number): Promise<Run> {
  let turn = 0;
  const options = {
    url: `${server.baseUrl}${target.path}`,
    connections,
    requests: [
      {
        setupRequest: (request: autocannon.Request) => {
          turn += 1;
          return { ...request, headers: target.headers[turn % target.headers.length] };
        },
      },
    ],
  };
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const idleMsPerMs = await idleCpu(server);
  const latencies: number[] = [];
  const cpuBefore = server.cpuMs();
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon({ ...options, duration: seconds }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    run.on("response", (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
    });
  });
  const elapsedMs = performance.now() - started;
  const cpuMs = server.cpuMs() - cpuBefore;
  const requestCpuMs = Math.max(0, cpuMs - idleMsPerMs * elapsedMs);
  return {
    perSecond: latencies.length / (elapsedMs / 1000),
    ...percentiles(latencies),
    serverCpu: cpuMs / elapsedMs,
    cpuPerRequestMs: requestCpuMs / latencies.length,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

async function measure(server: Child, target: Target): Promise<Row> {
  const load = await drive(server, target, settings.connections, settings.seconds);
  const serial = await drive(server, target, 1, settings.serialSeconds);
  return {
    label: target.label,
    perSecond: load.perSecond,
    p50: load.p50,
    p99: load.p99,
    serialP50: serial.p50,
    serialP99: serial.p99,
    serverCpu: load.serverCpu,
    cpuPerRequestMs: load.cpuPerRequestMs,
    failures: load.failures + serial.failures,
  };
}

function printRows(rows: Row[]): void {
  const bare = rows[0]?.perSecond ?? Number.NaN;
  console.log(
    `${"request".padEnd(40)}${"req/s".padStart(9)}${"p50 ms".padStart(9)}${"p99 ms".padStart(9)}${"× bare".padStart(9)}${"CPU".padStart(7)}${"CPU ms".padStart(8)}${"p50 ms".padStart(10)}${"p99 ms".padStart(9)}${"failed".padStart(8)}`,
  );
  console.log(
    `${"".padEnd(40)}${`${settings.connections} connections`.padStart(51)}${"one at a time".padStart(19)}`,
  );
  for (const row of rows) {
    console.log(
      `${row.label.padEnd(40)}${fixed(row.perSecond, 0).padStart(9)}${fixed(row.p50, 2).padStart(9)}${fixed(row.p99, 2).padStart(9)}${fixed(row.perSecond / bare, 2).padStart(9)}${`${Math.round(row.serverCpu * 100)}%`.padStart(7)}${fixed(row.cpuPerRequestMs, 3).padStart(8)}${fixed(row.serialP50, 2).padStart(10)}${fixed(row.serialP99, 2).padStart(9)}${String(row.failures).padStart(8)}`,
    );
  }
}

if (!hasBuild("http", process.env)) process.exit(2);
leaveServerCore();
console.log(
  `http bench: the built site (theme ${settings.theme}, demo data, embedded database), ${settings.seconds} s at ` +
    `${settings.connections} connections and ${settings.serialSeconds} s one at a time per request, ` +
    `${settings.players} players; ${cpus} CPUs, ${pinned ? "server pinned to CPU 0" : "not pinned (no taskset or one CPU)"}, ` +
    `Node ${process.version}, load average ${loadavg()[0]?.toFixed(1)} before`,
);

const rows: Row[] = [];
const hello = await startHello(process.env);
try {
  rows.push(
    await measure(hello, { label: "bare Fastify, hello route", path: "/", headers: [BROWSER_HEADERS] }),
  );
} finally {
  await hello.stop();
}

const dataDir = await mkdtemp(join(tmpdir(), "reelhouse-bench-http-"));
try {
  const site = await startSite(process.env, dataDir, { THEME: settings.theme });
  try {
    const cookies: string[] = [];
    for (let i = 0; i < settings.players; i++)
      cookies.push(await signUpPlayer(site.baseUrl, `bench-http-${i}@example.com`));
    const players = (headers: Record<string, string>) => cookies.map((cookie) => ({ ...headers, cookie }));
    const targets: Target[] = [
      { label: "GET /healthz", path: "/healthz", headers: [API_HEADERS] },
      { label: "guest GET /rest/app/init/", path: "/rest/app/init/", headers: [API_HEADERS] },
      { label: "guest /lobby, held page", path: "/lobby", headers: [BROWSER_HEADERS] },
      { label: "player GET /rest/app/init/", path: "/rest/app/init/", headers: players(API_HEADERS) },
      { label: "player /lobby", path: "/lobby", headers: players(BROWSER_HEADERS) },
    ];
    for (const target of targets) rows.push(await measure(site, target));
  } finally {
    await site.stop();
  }
  // The same site and database again, holding no guest page: every guest lobby is rendered.
  const rendering = await startSite(process.env, dataDir, {
    THEME: settings.theme,
    GUEST_PAGE_CACHE_MS: "0",
  });
  try {
    rows.push(
      await measure(rendering, {
        label: "guest /lobby, rendered",
        path: "/lobby",
        headers: [BROWSER_HEADERS],
      }),
    );
  } finally {
    await rendering.stop();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

console.log();
printRows(rows);
console.log(`load average ${loadavg()[0]?.toFixed(1)} after`);
