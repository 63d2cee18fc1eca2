/**
 * The built site and the bare Fastify reference as page and HTTP benchmarks start them: the server
 * as an operator runs it (`node apps/server/dist/server.js` after `npm run build`: NODE_ENV unset,
 * the embedded database, demo data, request logs on), pinned with `taskset` to CPU 0 when the
 * machine has two or more; the benchmark and its load generator are moved to the other cores.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Child, startProcess } from "./process.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
/** The server entry to run: BENCH_SERVER (another build to compare) or the built one. */
const serverEntryOf = (env: NodeJS.ProcessEnv) =>
  env.BENCH_SERVER ?? join(root, "apps/server/dist/server.js");
const webBuild = join(root, "apps/web/build/server/index.js");

export const cpus = availableParallelism();
/** Whether the servers run on CPU 0 and this process on the others. */
export const pinned = cpus >= 2 && spawnSync("taskset", ["-V"]).status === 0;

/** Moves this process (and the load generator in it) off the server's core. */
export function leaveServerCore(): void {
  if (pinned) spawnSync("taskset", ["-apc", `1-${cpus - 1}`, String(process.pid)], { stdio: "ignore" });
}

const onServerCore = (command: string[]) => (pinned ? ["taskset", "-c", "0", ...command] : command);

/** What a phone's browser sends with a page request. */
export const BROWSER_HEADERS = {
  "user-agent":
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Mobile Safari/537.36",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-encoding": "gzip, deflate, br",
  "accept-language": "en-US,en;q=0.9",
};

/** Whether `npm run build` has left a server and a site to run; prints what to do when not. */
export function hasBuild(bench: string, env: NodeJS.ProcessEnv): boolean {
  if (existsSync(serverEntryOf(env)) && existsSync(webBuild)) return true;
  console.error(`${bench} bench: no production build; run \`npm run build\` first`);
  return false;
}

/**
 * The built site on `dataDir` (demo data is written on its first start), on the server's core, with
 * the benchmark's environment `env` and the site's settings `site` over the defaults below.
 */
export function startSite(
  env: NodeJS.ProcessEnv,
  dataDir: string,
  site: Record<string, string> = {},
): Promise<Child> {
  // Unset, as `npm start` leaves it: the server itself must pick production builds (config/env.ts).
  const { NODE_ENV: _unset, ...inherited } = env;
  return startProcess(onServerCore([process.execPath, serverEntryOf(env)]), {
    ...inherited,
    HOST: "127.0.0.1",
    PORT: "0",
    DATA_DIR: dataDir,
    DEMO_DATA: "true",
    LOG_LEVEL: "info",
    DATABASE_URL: "",
    REDIS_URL: "",
    SMTP_URL: "",
    // One address sends every request of the run.
    RATE_LIMIT_MAX: "1000000000",
    ...site,
  });
}

/** Bare Fastify answering one small HTML page (`hello-server.ts`), on the server's core. */
export function startHello(env: NodeJS.ProcessEnv): Promise<Child> {
  return startProcess(
    onServerCore([process.execPath, "--import", "tsx", join(root, "bench/shared/hello-server.ts")]),
    { ...env },
  );
}

/** Signs a new player up through the API and answers the cookies that carry their session. */
export async function signUpPlayer(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/rest/registration/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "correct horse battery staple", termsVersion: 1 }),
  });
  if (response.status !== 200) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
}
