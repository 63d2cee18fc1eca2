/**
 * The real server process, as an operator runs it (`src/server.ts` under tsx): started with the
 * environment given on top of a quiet production default, and read back through its JSON logs.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { serverRoot } from "../lib/paths.ts";

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  logs: { msg?: string; added?: number }[];
  /** Sends `signal` and answers the exit code and how long the process took to exit. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; ms: number }>;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
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
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const logs: ServerProcess["logs"] = [];
  const baseUrl = await new Promise<string>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`server exited early with ${code}`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (line) => {
      const entry = JSON.parse(line) as { msg?: string };
      logs.push(entry);
      const listening = entry.msg?.match(/^Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (listening?.[1]) resolve(listening[1]);
    });
  });
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
