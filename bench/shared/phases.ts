/**
 * What every throughput benchmark here shares: simulated players each running their operations
 * one after the other for a phase's time, latencies measured without coordinated omission, and
 * the figures printed as one table.
 */
import { setTimeout as sleep } from "node:timers/promises";

export interface Figures {
  label: string;
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
  /** This process's CPU time over the phase's wall time (1 = one core busy): is the client the limit? */
  clientCpu?: number;
  /** The same for the server process the phase sends its requests to, where the benchmark starts one. */
  serverCpu?: number;
  note?: string;
}

/** One operation of player `player`, the `step`-th of its run. */
export type Operation = (player: number, step: number) => Promise<void>;

export interface PhaseSettings {
  players: number;
  seconds: number;
  /** Ends the phase early (Ctrl-C). */
  signal: AbortSignal;
  /** A fixed rate for all players together; back to back when absent. */
  perSecond?: number;
}

/**
 * Every player runs its operations one after the other until the phase ends: back to back, or
 * when `perSecond` is given, each at its due time (the players' slots spread evenly over the
 * interval). A paced operation's latency counts from its due time, so a stall is not hidden by the
 * operations that were held back behind it (no coordinated omission).
 */
export async function drive(label: string, operation: Operation, settings: PhaseSettings): Promise<Figures> {
  const { players, seconds, signal, perSecond } = settings;
  const latencies: number[] = [];
  let failures = 0;
  let firstFailure: unknown;
  const started = performance.now();
  const cpuAtStart = process.cpuUsage();
  const end = started + seconds * 1000;
  const interval = perSecond ? (players * 1000) / perSecond : 0;
  await Promise.all(
    Array.from({ length: players }, async (_, player) => {
      for (let step = 0; !signal.aborted; step++) {
        const due = interval ? started + (step + player / players) * interval : performance.now();
        if (due >= end) return;
        if (due > performance.now()) await sleep(due - performance.now());
        try {
          await operation(player, step);
          latencies.push(performance.now() - due);
        } catch (error) {
          failures++;
          firstFailure ??= error;
        }
      }
    }),
  );
  if (firstFailure) console.error(`${label}: ${failures} failed, the first with`, firstFailure);
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuAtStart);
  const clientCpu = (cpu.user + cpu.system) / 1e6 / elapsed;
  return { label, perSecond: latencies.length / elapsed, ...percentiles(latencies), failures, clientCpu };
}

export function percentiles(latencies: number[]): { p50: number; p99: number } {
  const sorted = Float64Array.from(latencies).sort();
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
  return { p50: at(0.5), p99: at(0.99) };
}

/** A positive number from the environment the benchmark was given (`process.env`), or `fallback`. */
export function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = Number(env[name] ?? fallback);
  if (!(value > 0)) throw new Error(`${name} must be a positive number`);
  return value;
}

export function fixed(value: number, digits = 1): string {
  return Number.isFinite(value) ? value.toFixed(digits) : "-";
}

/** The figures as one table; `unit` heads the throughput column (`transfers/s`). */
export function printTable(rows: Figures[], unit: string): void {
  const withServer = rows.some((row) => row.serverCpu !== undefined);
  const share = (cpu: number | undefined) => (cpu === undefined ? "-" : `${Math.round(cpu * 100)} %`);
  console.log(
    `${"phase".padEnd(46)}${unit.padStart(12)}${"p50 ms".padStart(9)}${"p99 ms".padStart(9)}${"failed".padStart(8)}${"node CPU".padStart(10)}${withServer ? "server CPU".padStart(12) : ""}`,
  );
  for (const row of rows) {
    console.log(
      `${row.label.padEnd(46)}${fixed(row.perSecond, 0).padStart(12)}${fixed(row.p50).padStart(9)}${fixed(row.p99).padStart(9)}${String(row.failures).padStart(8)}${share(row.clientCpu).padStart(10)}${withServer ? share(row.serverCpu).padStart(12) : ""}${row.note ? `  ${row.note}` : ""}`,
    );
  }
}
