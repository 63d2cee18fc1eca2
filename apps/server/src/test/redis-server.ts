/**
 * A Redis server of the test's own (the `redis-server` binary), on a free loopback port and with
 * nothing kept on disk, that the test can kill and start again on the same port: Redis going away
 * and coming back, as in a failover.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { createInterface } from "node:readline";

export interface RedisServer {
  url: string;
  /** Kills the server (SIGKILL unless told otherwise) and resolves once it has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again on the same port and resolves once it accepts connections. */
  start(): Promise<void>;
  /** Freezes it (SIGSTOP): connections stay open and nothing answers, until `resume`. */
  pause(): void;
  resume(): void;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

function startOn(port: number): Promise<ChildProcess> {
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`redis-server exited with ${code} before it was ready`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (line) => {
      if (line.includes("Ready to accept connections")) resolve(child);
    });
  });
}

export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | null = await startOn(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop(signal = "SIGKILL") {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once("exit", resolve));
      running.kill(signal);
      await exited;
    },
    async start() {
      child = await startOn(port);
    },
    pause: () => void child?.kill("SIGSTOP"),
    resume: () => void child?.kill("SIGCONT"),
  };
}
