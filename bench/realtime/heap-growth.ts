/**
 * What a server's connections added to its JS heap: two V8 heap snapshots (before connecting and
 * after, each after a full collection) summed by constructor, the difference divided by the
 * connection count. Objects are grouped by constructor name; strings, arrays, code and other
 * internals by their kind.
 */
import { readFile } from "node:fs/promises";

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

type Totals = Map<string, { count: number; bytes: number }>;

async function totalsOf(path: string): Promise<Totals> {
  const { snapshot, nodes, strings } = JSON.parse(await readFile(path, "utf8")) as Snapshot;
  const fields = snapshot.meta.node_fields;
  const [types] = snapshot.meta.node_types;
  const width = fields.length;
  const typeAt = fields.indexOf("type");
  const nameAt = fields.indexOf("name");
  const sizeAt = fields.indexOf("self_size");
  const totals: Totals = new Map();
  for (let i = 0; i < nodes.length; i += width) {
    const type = types[nodes[i + typeAt] as number] ?? "?";
    const name = strings[nodes[i + nameAt] as number] ?? "?";
    const key =
      type === "object" || type === "closure" || type === "native" ? `${name} (${type})` : `(${type})`;
    const total = totals.get(key) ?? { count: 0, bytes: 0 };
    total.count++;
    total.bytes += nodes[i + sizeAt] as number;
    totals.set(key, total);
  }
  return totals;
}

/** The largest per-connection growths, one line each: bytes, objects, what. */
export async function describeHeapGrowth(
  before: string,
  after: string,
  connections: number,
): Promise<string> {
  const [was, is] = [await totalsOf(before), await totalsOf(after)];
  const growth = [...is].map(([key, { count, bytes }]) => ({
    key,
    count: (count - (was.get(key)?.count ?? 0)) / connections,
    bytes: (bytes - (was.get(key)?.bytes ?? 0)) / connections,
  }));
  const total = growth.reduce((sum, { bytes }) => sum + bytes, 0);
  const lines = growth
    .filter(({ bytes }) => bytes >= 16)
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 20)
    .map(
      ({ key, count, bytes }) =>
        `  ${bytes.toFixed(0).padStart(7)} B  ${count.toFixed(2).padStart(6)} objects  ${key}`,
    );
  return [`  ${total.toFixed(0).padStart(7)} B in all (self sizes)`, ...lines].join("\n");
}
