import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import config from "../../playwright.config.ts";

/** How long the test's own server may take to start: it migrates and seeds a new database. */
export const START_LIMIT_MS = 150_000;

/**
 * A server process of a test's own, on its own port and data directory: one it can kill, or one
 * configured unlike the suite's (`env` is laid over the config's webServer entry).
 */
export class OwnServer {
  private process: ChildProcess | null = null;

  private constructor(
    readonly port: number,
    private readonly dataDir: string,
    private readonly env: Record<string, string>,
  ) {}

  static async create(env: Record<string, string> = {}): Promise<OwnServer> {
    const server = new OwnServer(await freePort(), mkdtempSync(join(tmpdir(), "reelhouse-e2e-own-")), env);
    await server.start();
    return server;
  }

  get origin(): string {
    return `http://localhost:${this.port}`;
  }

  /** Starts the server as the config's webServer entry does, and waits until it is ready. */
  async start(): Promise<void> {
    const entry = webServerEntry();
    const child = spawn(
      process.execPath,
      [fileURLToPath(new URL("../../../server/dist/server.js", import.meta.url))],
      {
        env: { ...process.env, ...entry.env, ...this.env, PORT: String(this.port), DATA_DIR: this.dataDir },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    this.process = child;
    // Kept to explain a failed start; the config's server logs the same lines.
    let output = "";
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4_000);
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    // A busy machine takes a while to migrate and seed a new database: a minute and more.
    const deadline = Date.now() + START_LIMIT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
      const isReady = await fetch(`http://127.0.0.1:${this.port}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (isReady) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the server did not get ready within ${START_LIMIT_MS / 1000} s:\n${output}`);
  }

  /** Ends the process at once, as a crash or a power cut would: no drain, no goodbye to clients. */
  async kill(): Promise<void> {
    await this.stop("SIGKILL");
  }

  async dispose(): Promise<void> {
    await this.stop("SIGTERM");
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  private async stop(signal: NodeJS.Signals): Promise<void> {
    const child = this.process;
    this.process = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill(signal);
    await exited;
  }
}

function webServerEntry() {
  const servers = [config.webServer ?? []].flat();
  const entry = servers.find((server) => server.command.includes("server.js"));
  if (!entry?.env) throw new Error("playwright.config.ts has no webServer entry for the site");
  return { env: entry.env };
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
