/**
 * The real process, as an operator runs it: it starts on the embedded database, stops cleanly
 * within the 5 s budget on SIGINT (Ctrl-C) or SIGTERM, and finds its data again on the next start.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { afterAll, describe, expect, it } from "vitest";
import { serverRoot } from "./lib/paths.ts";

const dataDir = mkdtempSync(join(tmpdir(), "reelhouse-lifecycle-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Running {
  child: ChildProcess;
  baseUrl: string;
  logs: { msg?: string; added?: number }[];
}

async function startServer(): Promise<Running> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      REDIS_URL: "",
      DEMO_DATA: "true",
      SERVE_SITE: "false",
      SMTP_URL: "",
      DEV_OUTBOX: "",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const logs: Running["logs"] = [];
  const baseUrl = await new Promise<string>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`server exited early with ${code}`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (line) => {
      const entry = JSON.parse(line) as { msg?: string };
      logs.push(entry);
      const listening = entry.msg?.match(/^Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (listening?.[1]) resolve(listening[1]);
    });
  });
  return { child, baseUrl, logs };
}

async function stop(running: Running, signal: NodeJS.Signals): Promise<{ code: number | null; ms: number }> {
  const started = Date.now();
  const exited = new Promise<number | null>((resolve) => running.child.once("exit", resolve));
  running.child.kill(signal);
  return { code: await exited, ms: Date.now() - started };
}

describe("server process", () => {
  it("stops within 5 s on SIGINT and keeps its data for the next start", async () => {
    const first = await startServer();
    expect((await fetch(`${first.baseUrl}/readyz`)).status).toBe(200);
    expect(first.logs.find((entry) => entry.msg === "demo pages added")?.added).toBeGreaterThan(0);
    // The production-built demo keeps mail in the development outbox, shows it, and says so at boot.
    expect(
      first.logs.some((entry) => entry.msg?.startsWith("SMTP_URL is not set: emails are not delivered")),
    ).toBe(true);
    expect((await fetch(`${first.baseUrl}/dev/mailbox`)).status).toBe(200);

    const stopped = await stop(first, "SIGINT");
    expect(stopped.code).toBe(0);
    expect(stopped.ms).toBeLessThan(5000);

    const second = await startServer();
    try {
      // The demo pages are already there: nothing added, and they are served from disk.
      expect(second.logs.some((entry) => entry.msg === "demo pages added")).toBe(false);
      const page = await fetch(`${second.baseUrl}/rest/page/content/terms/`);
      expect(page.status).toBe(200);
    } finally {
      const again = await stop(second, "SIGTERM");
      expect(again.code).toBe(0);
      expect(again.ms).toBeLessThan(5000);
    }
  }, 60_000);
});
