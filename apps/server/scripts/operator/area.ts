import type { OperatorClient } from "./client.ts";

/** One action of an area: `npm run operator -- <area> <action> <arguments…>`. */
export interface OperatorAction {
  /** The arguments, as the usage line shows them: `<id> [reason…]`. */
  readonly usage: string;
  readonly summary: string;
  run(client: OperatorClient, args: readonly string[]): Promise<void>;
}

/** What the operator works on (redemptions, mail-in requests, documents) and what they can do to it. */
export interface OperatorArea {
  readonly name: string;
  readonly summary: string;
  readonly actions: Readonly<Record<string, OperatorAction>>;
}

/** Prints rows as an aligned table, the way a person reads a queue. */
export function printTable(rows: ReadonlyArray<Record<string, string | number | null>>): void {
  if (rows.length === 0) {
    console.log("(none)");
    return;
  }
  const columns = Object.keys(rows[0] ?? {});
  const text = (value: string | number | null) => (value === null ? "—" : String(value));
  const widths = columns.map((column) =>
    Math.max(column.length, ...rows.map((row) => text(row[column] ?? null).length)),
  );
  const line = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join("  ");
  console.log(line(columns));
  for (const row of rows) console.log(line(columns.map((column) => text(row[column] ?? null))));
}
