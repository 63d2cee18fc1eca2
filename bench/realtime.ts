/**
 * `npm run bench -- realtime`: how many WebSocket connections the realtime gateway (ADR 080) holds
 * in one process, what each costs in memory while idle, and how many publications a second it
 * delivers per core, to one `broadcast` channel every connection subscribed to and to one channel
 * per player, with the delivery latency the clients see. Beside it, in the same run on the same
 * connections, a textbook `ws` server (no protocol, no tokens) sending the same frames. Prints the
 * figures beside the issue's targets; asserts none (docs/benchmarks.md).
 *
 * The server runs in a child process of its own (a bare `node:http` server, no database), the
 * clients in `BENCH_CLIENT_PROCESSES` others, each connecting from loopback addresses 127.0.0.2
 * onwards so no source address runs out of ports; the processes talk over IPC. Memory is read
 * after a full collection with none, half and all of the connections. Both servers then hold
 * their connections while each delivery phase measures them by turns (gateway, reference,
 * reference, gateway; BENCH_SECONDS in all for each): a turn publishes round after round (a round:
 * one broadcast, or one publication per player) with at most BENCH_ROUNDS_IN_FLIGHT rounds not
 * yet seen by every client, then waits for the rounds in flight. Latency runs from the server's
 * stamp in the message to its arrival at a client; per core is deliveries over the server
 * process's CPU seconds in its turns.
 *
 * Environment: BENCH_CONNECTIONS (default 10000), BENCH_SECONDS (each delivery phase, default 10),
 * BENCH_CLIENT_PROCESSES (default 4), BENCH_SOURCE_ADDRESSES (how many, default 4),
 * BENCH_ROUNDS_IN_FLIGHT (default 2), BENCH_HEAP_SNAPSHOT (set to 1: heap snapshots of each
 * server before and after connecting, and what the connections added, by constructor).
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { merge, percentile } from "./realtime/histogram.ts";
import { Peer, type RoundDone } from "./realtime/ipc.ts";
import type {
  ClientPhase,
  ConnectResult,
  Memory,
  Phase,
  ServerKind,
  ServerPhase,
} from "./realtime/shared.ts";

interface Settings {
  connections: number;
  seconds: number;
  clientProcesses: number;
  sourceAddresses: string[];
  heapSnapshot: boolean;
  /** At most this many rounds published and not yet seen by every client. */
  roundsInFlight: number;
}

/** After a phase's time, how long the rounds in flight may take to arrive. */
const DRAIN_MS = 15_000;
/** Handshakes each client process keeps in progress at once. */
const CONNECT_CONCURRENCY = 64;

const KINDS = ["gateway", "reference"] as const;
const PHASES = ["broadcast", "player"] as const;

const TARGETS = { connections: 10_000, rssPerConnectionKb: 30, deliveriesPerCoreSecond: 12_500 };

interface PhaseFigures {
  phase: Phase;
  rounds: number;
  sent: number;
  deliveries: number;
  wallSeconds: number;
  serverCpuSeconds: number;
  clientCpuSeconds: number;
  /** The clients' histogram of delivery latencies (histogram.ts). */
  latencies: number[];
  closed: Record<string, number>;
  /** Rounds still unfinished when the drain gave up. */
  unfinished: number;
}

interface ServerFigures {
  kind: ServerKind;
  held: number;
  connected: number;
  failed: number;
  firstError: string | null;
  connectSeconds: number;
  connectCpuSeconds: number;
  before: Memory;
  /** After the first half of the connections. */
  middle: Memory;
  after: Memory;
  phases: PhaseFigures[];
  heapDiff?: string;
}

async function main(): Promise<void> {
  const settings: Settings = {
    connections: Math.round(positive("BENCH_CONNECTIONS", 10_000)),
    seconds: positive("BENCH_SECONDS", 10),
    clientProcesses: Math.round(positive("BENCH_CLIENT_PROCESSES", 4)),
    sourceAddresses: Array.from(
      { length: Math.min(250, Math.round(positive("BENCH_SOURCE_ADDRESSES", 4))) },
      (_, i) => `127.0.0.${i + 2}`,
    ),
    heapSnapshot: process.env.BENCH_HEAP_SNAPSHOT === "1",
    roundsInFlight: Math.round(positive("BENCH_ROUNDS_IN_FLIGHT", 2)),
  };
  // Ctrl-C, or a child process that died, ends the running phase early and skips the rest.
  const stop = new AbortController();
  let isInterrupted = false;
  let failure: Error | null = null;
  process.on("SIGINT", () => {
    // A second Ctrl-C does not wait for the phase to wind down; the exit hook still kills children.
    if (isInterrupted) process.exit(130);
    isInterrupted = true;
    console.log("\nInterrupted: stopping the running phase.");
    stop.abort();
  });
  const children = new Set<Peer>();
  process.on("exit", () => {
    for (const peer of children) peer.child.kill("SIGKILL");
  });

  const processes = Math.min(settings.clientProcesses, settings.connections);
  const startChild = (
    role: "server" | "clients",
    name: string,
    nodeOptions: string[],
    onEvent?: (event: RoundDone) => void,
  ) => {
    const child = spawn(
      process.execPath,
      [...nodeOptions, "--import", "tsx", fileURLToPath(import.meta.url), role],
      {
        stdio: ["ignore", "inherit", "inherit", "ipc"],
      },
    );
    const peer = new Peer(name, child, onEvent);
    children.add(peer);
    child.once("exit", (code, signal) => {
      children.delete(peer);
      if (peer.isStopping) return;
      failure ??= new Error(`${name} exited unasked (${signal ?? `code ${code}`})`);
      stop.abort();
    });
    return peer;
  };
  /** Awaits `work` unless Ctrl-C or `ms` comes first. */
  const bounded = <T>(work: Promise<T>, ms: number, what: string): Promise<T> =>
    Promise.race([
      work,
      sleep(ms, undefined, { signal: stop.signal, ref: false }).then(
        () => {
          throw new Error(`${what} took longer than ${Math.round(ms / 1000)} s`);
        },
        () => {
          throw failure ?? new Error(`${what}: interrupted`);
        },
      ),
    ]);

  // Round reports from the clients: a round is finished once every client process has reported it.
  let currentPhase = 0;
  let reports = new Map<number, number>();
  let finished: (round: number) => void = () => {};
  const onReport = (event: RoundDone) => {
    if (event.phase !== currentPhase) return;
    const count = (reports.get(event.round) ?? 0) + 1;
    reports.set(event.round, count);
    if (count === processes) finished(event.round);
  };

  console.log(
    `realtime bench: ${settings.connections} connections from ${processes} client processes over ` +
      `${settings.sourceAddresses[0]}-${settings.sourceAddresses.at(-1)}, ${settings.seconds} s a delivery phase; ` +
      `${availableParallelism()} CPUs, Node ${process.version}, load average ${loadavg()[0]?.toFixed(1)} before`,
  );
  const secret = randomBytes(32).toString("base64url");
  const snapshots = settings.heapSnapshot ? await mkdtemp(join(tmpdir(), "realtime-bench-")) : null;
  const clients = Array.from({ length: processes }, (_, i) =>
    startChild("clients", `clients ${i + 1}`, [], onReport),
  );
  /** Filled in as the run goes, so an interrupted run still prints what it measured. */
  const results: ServerFigures[] = [];
  try {
    const servers: Partial<Record<ServerKind, Peer>> = {};
    for (const kind of KINDS) {
      if (stop.signal.aborted) break;
      servers[kind] = startChild("server", `server (${kind})`, ["--expose-gc"]);
      results.push(await connectAll(servers[kind], kind));
    }
    // Both servers hold their connections throughout; the phases measure them by turns (gateway,
    // reference, reference, gateway), half the phase's time each turn, so a change in what else
    // the machine runs weighs on both alike.
    for (const phase of PHASES) {
      for (const kind of ["gateway", "reference", "reference", "gateway"] as const) {
        const server = servers[kind];
        const figures = results.find((result) => result.kind === kind);
        if (stop.signal.aborted || !server || !figures) break;
        const turn = await measureTurn(server, kind, phase, settings.seconds / 2);
        const sum = figures.phases.find((measured) => measured.phase === phase);
        if (sum) addTurn(sum, turn);
        else figures.phases.push(turn);
      }
    }
  } catch (error) {
    if (!isInterrupted) failure ??= error instanceof Error ? error : new Error(String(error));
  } finally {
    await Promise.all([...children].map((peer) => peer.stop()));
    if (snapshots) await rm(snapshots, { recursive: true, force: true });
  }
  printResults(settings, results);
  if (failure) throw failure;
  if (isInterrupted) {
    console.log("Interrupted: the figures above cover part of the run only.");
    process.exitCode = 130;
  }

  /** Connects every player to `kind`'s server, in two halves, reading its memory before and after each. */
  async function connectAll(server: Peer, kind: ServerKind): Promise<ServerFigures> {
    const { port } = await bounded(
      server.call<{ port: number }>("start", { kind, secret, players: settings.connections }),
      60_000,
      `starting the ${kind}`,
    );
    const snapshot = async (label: string) =>
      snapshots
        ? server.call<string>("heapSnapshot", { directory: snapshots, label: `${kind}-${label}` })
        : null;
    // Taking a snapshot grows the process: the first one comes before the memory baseline.
    const snapshotBefore = await snapshot("before");
    const before = await server.call<Memory>("memory");

    // Each client process connects its share of the players (player `starts[i]` up to the next
    // process's first) in two halves: the second half's growth is what a connection costs once the
    // process's fixed growth (V8's young generation, compiled code) is behind it.
    const starts = Array.from({ length: processes + 1 }, (_, i) =>
      Math.floor((i * settings.connections) / processes),
    );
    const deadline = performance.now() + Math.max(120_000, settings.connections * 20);
    let connectSeconds = 0;
    let connectCpuSeconds = 0;
    const connecting: ConnectResult[] = [];
    const memories: Memory[] = [];
    for (const half of [0, 1]) {
      const cpuAtStart = await server.call<number>("cpuSeconds");
      const started = performance.now();
      const results = Promise.all(
        clients.map((client, i) => {
          const [start, end] = [starts[i] as number, starts[i + 1] as number];
          const middle = start + Math.ceil((end - start) / 2);
          const first = half === 0 ? start : middle;
          return client.call<ConnectResult>("connect", {
            kind,
            url: `ws://127.0.0.1:${port}/connection/websocket`,
            secret,
            first,
            count: (half === 0 ? middle : end) - first,
            sourceAddresses: settings.sourceAddresses,
            concurrency: CONNECT_CONCURRENCY,
          });
        }),
      );
      connecting.push(...(await bounded(results, deadline - started, `connecting to the ${kind}`)));
      connectSeconds += (performance.now() - started) / 1000;
      connectCpuSeconds += (await server.call<number>("cpuSeconds")) - cpuAtStart;
      // Let the last handshakes' garbage and timers settle before the idle measurement.
      await sleep(1_000);
      memories.push(await server.call<Memory>("memory"));
    }
    const [middle, after] = memories as [Memory, Memory];
    const snapshotAfter = await snapshot("after");
    const figures: ServerFigures = {
      kind,
      held: after.connections,
      connected: connecting.reduce((sum, result) => sum + result.connected, 0),
      failed: connecting.reduce((sum, result) => sum + result.failed, 0),
      firstError: connecting.find((result) => result.firstError)?.firstError ?? null,
      connectSeconds,
      connectCpuSeconds,
      before,
      middle,
      after,
      phases: [],
    };
    if (snapshotBefore && snapshotAfter) {
      const { describeHeapGrowth } = await import("./realtime/heap-growth.ts");
      figures.heapDiff = await describeHeapGrowth(snapshotBefore, snapshotAfter, after.connections);
    }
    return figures;
  }

  /**
   * Publishes round after round on `kind`'s server for `seconds`, at most `roundsInFlight` rounds
   * not yet seen by every client, then waits for the rounds in flight.
   */
  async function measureTurn(
    server: Peer,
    kind: ServerKind,
    phase: Phase,
    seconds: number,
  ): Promise<PhaseFigures> {
    currentPhase++;
    reports = new Map();
    await server.call("phaseStart");
    await Promise.all(clients.map((client) => client.call("phaseStart", { phase: currentPhase, kind })));
    const started = performance.now();
    const end = started + seconds * 1000;
    let published = 0;
    let inFlight = 0;
    let lastFinished = started;
    let wake: () => void = () => {};
    finished = () => {
      inFlight--;
      lastFinished = performance.now();
      wake();
    };
    /** Resolves when a round finishes, at `until`, or on Ctrl-C, whichever comes first. */
    const waitForRound = (until: number) =>
      new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          stop.signal.removeEventListener("abort", done);
          wake = () => {};
          resolve();
        };
        const timer = setTimeout(done, Math.max(0, until - performance.now()));
        stop.signal.addEventListener("abort", done);
        wake = done;
      });
    while (!stop.signal.aborted && performance.now() < end) {
      while (inFlight < settings.roundsInFlight) {
        server.call("publish", { phase, round: published++ }).catch(() => {});
        inFlight++;
      }
      await waitForRound(end);
    }
    const drainUntil = performance.now() + DRAIN_MS;
    while (!stop.signal.aborted && inFlight > 0 && performance.now() < drainUntil) {
      await waitForRound(drainUntil);
    }
    finished = () => {};

    const serverTurn = await server.call<ServerPhase>("phaseEnd");
    const clientTurns = await Promise.all(clients.map((client) => client.call<ClientPhase>("phaseEnd")));
    const turn: PhaseFigures = {
      phase,
      rounds: published,
      sent: serverTurn.sent,
      deliveries: 0,
      wallSeconds: (lastFinished - started) / 1000,
      serverCpuSeconds: serverTurn.cpuSeconds,
      clientCpuSeconds: 0,
      latencies: merge(clientTurns.map((result) => result.histogram)),
      closed: {},
      unfinished: inFlight,
    };
    for (const result of clientTurns) {
      turn.deliveries += result.deliveries;
      turn.clientCpuSeconds += result.cpuSeconds;
      for (const [code, count] of Object.entries(result.closed))
        turn.closed[code] = (turn.closed[code] ?? 0) + count;
    }
    return turn;
  }
}

/** Adds a turn's figures to the phase's sum over the server's turns. */
function addTurn(sum: PhaseFigures, turn: PhaseFigures): void {
  sum.rounds += turn.rounds;
  sum.sent += turn.sent;
  sum.deliveries += turn.deliveries;
  sum.wallSeconds += turn.wallSeconds;
  sum.serverCpuSeconds += turn.serverCpuSeconds;
  sum.clientCpuSeconds += turn.clientCpuSeconds;
  sum.latencies = merge([sum.latencies, turn.latencies]);
  for (const [code, count] of Object.entries(turn.closed)) sum.closed[code] = (sum.closed[code] ?? 0) + count;
  sum.unfinished += turn.unfinished;
}

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!(value > 0)) throw new Error(`${name} must be a positive number`);
  return value;
}

function printResults(settings: Settings, results: ServerFigures[]): void {
  const gateway = results.find((result) => result.kind === "gateway");
  const reference = results.find((result) => result.kind === "reference");
  if (!gateway) return;
  console.log(`load average ${loadavg()[0]?.toFixed(1)} after\n`);

  const rows: Row[] = [];
  const add = (
    label: string,
    of: (figures: ServerFigures) => number,
    format: Format,
    options: RowOptions = {},
  ) =>
    rows.push({
      label,
      gateway: of(gateway),
      reference: reference ? of(reference) : Number.NaN,
      format,
      ...options,
    });
  /** Growth per connection over the second half of the connections (`from: "zero"`: over all). */
  const kb =
    (pick: (memory: Memory) => number, from: "middle" | "zero" = "middle") =>
    (figures: ServerFigures) => {
      const base = from === "zero" ? figures.before : figures.middle;
      const added = figures.after.connections - base.connections;
      return added > 0 ? (pick(figures.after) - pick(base)) / added / 1024 : Number.NaN;
    };

  add("connections held", (f) => f.held, count, {
    target: { text: `at least ${TARGETS.connections}`, isMet: (value) => value >= TARGETS.connections },
  });
  add("  failed to connect", (f) => f.failed, count, { hasRatio: false });
  add("  connect time, s", (f) => f.connectSeconds, decimals(1));
  add(
    "  server CPU per connect, ms",
    (f) => (f.connectCpuSeconds * 1000) / Math.max(1, f.connected),
    decimals(3),
  );
  add(
    "memory per idle connection, RSS KB",
    kb((m) => m.rss),
    decimals(1),
    {
      target: {
        text: `at most ${TARGETS.rssPerConnectionKb} KB`,
        isMet: (value) => value <= TARGETS.rssPerConnectionKb,
      },
    },
  );
  add(
    "  JS heap used, KB",
    kb((m) => m.heapUsed),
    decimals(1),
  );
  add(
    "  external memory (buffers), KB",
    kb((m) => m.external),
    decimals(1),
    { hasRatio: false },
  );
  add(
    "  RSS growth from no connections / count, KB",
    kb((m) => m.rss, "zero"),
    decimals(1),
  );
  add("server RSS with the connections, MB", (f) => f.after.rss / 1024 / 1024, count);

  const titles = {
    broadcast: "broadcast: one publication to every connection",
    player: "per player: one publication per player channel",
  } as const;
  for (const phase of ["broadcast", "player"] as const) {
    const of = (pick: (figures: PhaseFigures) => number) => (figures: ServerFigures) => {
      const measured = figures.phases.find((p) => p.phase === phase);
      return measured ? pick(measured) : Number.NaN;
    };
    if (!gateway.phases.some((p) => p.phase === phase)) continue;
    rows.push({ label: titles[phase], gateway: Number.NaN, reference: Number.NaN, format: () => "" });
    add(
      "  deliveries/s per server core",
      of((p) => p.deliveries / p.serverCpuSeconds),
      count,
      {
        target: {
          text: `at least ${TARGETS.deliveriesPerCoreSecond}`,
          isMet: (value) => value >= TARGETS.deliveriesPerCoreSecond,
        },
      },
    );
    add(
      "  deliveries/s, wall clock",
      of((p) => p.deliveries / p.wallSeconds),
      count,
    );
    add(
      "  p50 latency, ms",
      of((p) => percentile(p.latencies, 0.5)),
      decimals(1),
    );
    add(
      "  p99 latency, ms",
      of((p) => percentile(p.latencies, 0.99)),
      decimals(1),
    );
    add(
      "  server CPU, % of one core",
      of((p) => (100 * p.serverCpuSeconds) / p.wallSeconds),
      count,
    );
    add(
      "  clients' CPU, % of one core",
      of((p) => (100 * p.clientCpuSeconds) / p.wallSeconds),
      count,
    );
    add(
      "  rounds",
      of((p) => p.rounds),
      count,
      { hasRatio: false },
    );
    add(
      "  deliveries lost (sent - received)",
      of((p) => p.sent - p.deliveries),
      count,
      { hasRatio: false },
    );
  }

  console.log(
    `${"".padEnd(44)}${"gateway".padStart(10)}${"ws reference".padStart(14)}${"ratio".padStart(8)}   target (issue)`,
  );
  for (const row of rows) {
    const ratio = row.gateway / row.reference;
    const verdict = row.target
      ? `${row.target.text}: ${Number.isFinite(row.gateway) ? (row.target.isMet(row.gateway) ? "met" : "MISSED") : "-"}`
      : "";
    const line =
      row.label.padEnd(44) +
      row.format(row.gateway).padStart(10) +
      row.format(row.reference).padStart(14) +
      (row.hasRatio !== false && Number.isFinite(ratio) ? `${ratio.toFixed(2)}x` : "").padStart(8) +
      `   ${verdict}`;
    console.log(line.trimEnd());
  }

  const notes: string[] = [];
  if (settings.connections < TARGETS.connections) {
    notes.push(
      `${settings.connections} connections asked for (BENCH_CONNECTIONS); the target is ${TARGETS.connections}.`,
    );
  }
  for (const figures of results) {
    if (figures.firstError) {
      notes.push(
        `${figures.kind}: ${figures.failed} failed to connect, the first with: ${figures.firstError}`,
      );
    }
    for (const phase of figures.phases) {
      if (Object.keys(phase.closed).length > 0) {
        notes.push(
          `${figures.kind}, ${phase.phase}: connections closed, by code: ${JSON.stringify(phase.closed)}`,
        );
      }
      if (phase.unfinished > 0) {
        notes.push(`${figures.kind}, ${phase.phase}: ${phase.unfinished} rounds never reached every client`);
      }
    }
    if (figures.heapDiff)
      notes.push(`${figures.kind}: JS heap added per connection, by constructor\n${figures.heapDiff}`);
  }
  if (notes.length > 0) console.log(`\n${notes.join("\n")}`);
}

type Format = (value: number) => string;
interface Target {
  text: string;
  isMet(value: number): boolean;
}
interface RowOptions {
  target?: Target;
  /** False where a ratio means nothing (counts near zero). */
  hasRatio?: boolean;
}
interface Row extends RowOptions {
  label: string;
  gateway: number;
  reference: number;
  format: Format;
}

const count: Format = (value) => (Number.isFinite(value) ? Math.round(value).toString() : "-");
const decimals =
  (digits: number): Format =>
  (value) =>
    Number.isFinite(value) ? value.toFixed(digits) : "-";

// The same file is the coordinator and, started again by it with a role, each child process.
const role = process.argv[2];
if (role === "server") (await import("./realtime/server.ts")).runServer();
else if (role === "clients") (await import("./realtime/clients.ts")).runClients();
else await main();
