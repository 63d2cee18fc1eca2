/**
 * The realtime bench's processes talk over Node's IPC channel: the coordinator calls a method of
 * a child and awaits its answer; a child also sends events the coordinator did not ask for (a
 * round of deliveries complete). A child that loses its parent exits, so no process outlives a run.
 */
import type { ChildProcess } from "node:child_process";

interface CallMessage {
  id: number;
  method: string;
  args: unknown;
}
type AnswerMessage = { id: number; result: unknown } | { id: number; error: string };

export interface RoundDone {
  event: "done";
  /** The phase's number, so a late report from an earlier phase is not counted in this one. */
  phase: number;
  round: number;
}

type Handlers = Record<string, (args: never) => unknown>;

/** The child's side: answers the coordinator's calls with these handlers, one call at a time. */
export function answerCalls(handlers: Handlers): void {
  const send = (message: AnswerMessage | RoundDone) => process.send?.(message);
  let queue = Promise.resolve();
  process.on("message", (message: CallMessage) => {
    queue = queue.then(async () => {
      const handler = handlers[message.method];
      try {
        if (!handler) throw new Error(`no method ${message.method}`);
        send({ id: message.id, result: (await handler(message.args as never)) ?? null });
      } catch (error) {
        send({
          id: message.id,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        });
      }
    });
  });
  // Ctrl-C reaches every process of the terminal's group: the coordinator alone decides what stops.
  process.on("SIGINT", () => {});
  process.on("disconnect", () => process.exit(0));
}

export function reportDone(done: RoundDone): void {
  process.send?.(done);
}

/** The coordinator's side of one child. */
export class Peer {
  private nextId = 1;
  /** Set once the coordinator stops it: its exit is then no failure. */
  isStopping = false;
  private readonly waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  readonly exited: Promise<void>;

  constructor(
    readonly name: string,
    readonly child: ChildProcess,
    onEvent: (event: RoundDone) => void = () => {},
  ) {
    child.on("message", (message: AnswerMessage | RoundDone) => {
      if ("event" in message) return onEvent(message);
      const call = this.waiting.get(message.id);
      this.waiting.delete(message.id);
      if (!call) return;
      if ("error" in message) call.reject(new Error(`${name}: ${message.error}`));
      else call.resolve(message.result);
    });
    this.exited = new Promise((resolve) => {
      child.once("exit", (code, signal) => {
        for (const call of this.waiting.values()) {
          call.reject(new Error(`${name} exited (${signal ?? `code ${code}`}) during a call`));
        }
        this.waiting.clear();
        resolve();
      });
    });
  }

  call<T>(method: string, args: unknown = null): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.child.send({ id, method, args } satisfies CallMessage, (error) => {
        if (!error) return;
        this.waiting.delete(id);
        reject(error);
      });
    });
  }

  async stop(): Promise<void> {
    this.isStopping = true;
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill("SIGKILL");
    await this.exited;
  }
}
