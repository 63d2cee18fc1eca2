import type { SymbolInfo, SymbolRole } from "../engine/types.ts";

/** A symbol and what each count of it pays, in units: `symbol("A", "low", { 3: 5, 4: 20, 5: 80 })`. */
export function symbol(
  id: string,
  role: SymbolRole,
  pays: Readonly<Record<number, number>> = {},
): SymbolInfo {
  return { id, role, pays: Object.entries(pays).map(([count, units]) => ({ count: Number(count), units })) };
}
