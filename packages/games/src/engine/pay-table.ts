/**
 * A title's symbols arranged for evaluation: what each count of a symbol pays, which symbol is
 * wild, scatter or cash, and which symbols a wild stands in for (the paying ones: never a
 * scatter or a cash symbol).
 */
import type { PlayableTitle } from "../titles/title.ts";
import type { TitleRules } from "./types.ts";

export interface PayTable {
  /** Units for `count` of a symbol, indexed by count; missing counts pay nothing (see `payFor`). */
  pays: ReadonlyMap<string, readonly number[]>;
  /** Symbols that pay on lines or ways and that a wild substitutes for. */
  paying: readonly string[];
  wild: string | null;
  scatter: string | null;
  cash: string | null;
  /** Tumble titles: the multiplier symbol, which lands with a value and pays nothing itself. */
  multiplier: string | null;
  wildLineMultiplier: number;
  /** Whether a count above the highest a symbol defines pays that highest count's pay (else nothing). */
  paysAboveHighestCount: boolean;
}

const cache = new WeakMap<TitleRules, PayTable>();

export function payTableOf(title: PlayableTitle): PayTable {
  const cached = cache.get(title.info);
  if (cached) return cached;
  const { symbols } = title.info;
  const pays = new Map<string, number[]>();
  for (const symbol of symbols) {
    const byCount: number[] = [];
    for (const { count, units } of symbol.pays) byCount[count] = units;
    pays.set(
      symbol.id,
      Array.from(byCount, (units) => units ?? 0),
    );
  }
  const withRole = (role: string) => symbols.find((symbol) => symbol.role === role)?.id ?? null;
  const table: PayTable = {
    pays,
    paying: symbols.filter((symbol) => symbol.role === "high" || symbol.role === "low").map(({ id }) => id),
    wild: withRole("wild"),
    scatter: withRole("scatter"),
    cash: withRole("cash"),
    multiplier: withRole("multiplier"),
    wildLineMultiplier: title.maths.kind === "reels" ? title.maths.wildLineMultiplier : 1,
    paysAboveHighestCount: title.info.payAboveHighestCount !== "nothing",
  };
  cache.set(title.info, table);
  return table;
}

/**
 * What `count` of a symbol pays. A count above the highest the symbol defines pays as that highest
 * count (six scatters on a bought spin pay at least what five do), or nothing where the title's
 * rules say so (`payAboveHighestCount`).
 */
export function payFor(table: PayTable, symbol: string, count: number): number {
  const byCount = table.pays.get(symbol);
  if (byCount === undefined || byCount.length === 0) return 0;
  if (count >= byCount.length && !table.paysAboveHighestCount) return 0;
  return byCount[Math.min(count, byCount.length - 1)] ?? 0;
}
