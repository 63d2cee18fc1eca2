/** Processes a benchmark starts beside itself: a server that prints the loopback URL it listens on. */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));

export interface Child {
  baseUrl: string;
  /** CPU time the process has used so far, in ms (Linux: /proc), or NaN where unknown. */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** User and system time of a process from /proc/<pid>/stat, which counts in ticks of 10 ms. */
export function processCpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** Starts a process in the repository's root and answers once it prints the loopback URL it listens on. */
export function startProcess(command: string[], env: NodeJS.ProcessEnv): Promise<Child> {
  const [file, ...args] = command as [string, ...string[]];
  const child: ChildProcess = spawn(file, args, { cwd: root, env, stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`${args.join(" ")} exited early with ${code}`)));
    // Read to the end: an unread pipe would stall the server's request logs.
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (line) => {
      const listening = line.match(/(http:\/\/127\.0\.0\.1:\d+)/);
      if (listening?.[1])
        resolve({
          baseUrl: listening[1],
          // taskset replaces itself with the command, so the pid is the server's.
          cpuMs: () => processCpuMs(child.pid),
          stop: async () => {
            if (child.exitCode !== null) return;
            const exited = new Promise((done) => child.once("exit", done));
            child.kill("SIGTERM");
            await exited;
          },
        });
    });
  });
}
