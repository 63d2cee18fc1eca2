/**
 * The real server process, as an operator runs it (`src/server.ts` under tsx): started with the
 * environment given on top of a quiet production default, read back through its JSON logs, and
 * handed to the test once it answers `/readyz` with 200.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { setTimeout as delay } from "node:timers/promises";
import { serverRoot } from "../lib/paths.ts";

/** Between two asks of `/readyz` while the process gets ready. */
const READY_POLL_MS = 50;

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  logs: { msg?: string; added?: number }[];
  /** Sends `signal` and answers the exit code and how long the process took to exit. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; ms: number }>;
}

function listeningAt(child: ChildProcess, logs: ServerProcess["logs"]): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`server exited early with ${code}`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (line) => {
      const entry = JSON.parse(line) as { msg?: string };
      logs.push(entry);
      const listening = entry.msg?.match(/^Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (listening?.[1]) resolve(listening[1]);
    });
  });
}

async function untilReady(child: ChildProcess, baseUrl: string): Promise<void> {
  while ((await fetch(`${baseUrl}/readyz`)).status !== 200) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was ready`);
    await delay(READY_POLL_MS);
  }
}

export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      DATABASE_URL: "",
      REDIS_URL: "",
      SERVE_SITE: "false",
      SMTP_URL: "",
      DEV_OUTBOX: "",
      LOG_LEVEL: "info",
      // A busy test machine may keep a request waiting for a pooled connection longer than the
      // production bound; tests of an outage refuse connections outright instead.
      DATABASE_CONNECT_TIMEOUT_MS: "30000",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const logs: ServerProcess["logs"] = [];
  const baseUrl = await listeningAt(child, logs);
  await untilReady(child, baseUrl);
  return {
    child,
    baseUrl,
    logs,
    async stop(signal = "SIGTERM") {
      const started = Date.now();
      if (child.exitCode !== null) return { code: child.exitCode, ms: 0 };
      const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
      child.kill(signal);
      return { code: await exited, ms: Date.now() - started };
    },
  };
}
