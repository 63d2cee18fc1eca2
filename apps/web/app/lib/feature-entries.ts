/**
 * What features hand the shell through a registry (session prompts, header items): each entry has
 * an id, an audience and a place in order. One rule for all of them: ids are unique, order is by
 * `order` then id, and guests see only what is for everyone.
 */
import type { ComponentType } from "react";

export interface FeatureEntry {
  /** Unique among its registry's entries; also the React key. */
  readonly id: string;
  /** Every visitor, or signed-in players only. */
  readonly audience: "everyone" | "player";
  /** Lower first. */
  readonly order: number;
  readonly Component: ComponentType;
}

/** Orders the collected entries and refuses two with one id (a copy-paste slip). */
export function orderEntries<T extends FeatureEntry>(entries: readonly T[], kind: string): T[] {
  const ids = new Set<string>();
  for (const entry of entries) {
    if (ids.has(entry.id)) throw new Error(`Two ${kind} are called "${entry.id}"`);
    ids.add(entry.id);
  }
  return [...entries].sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}

/** The entries this visitor sees. */
export function entriesFor<T extends FeatureEntry>(entries: readonly T[], isPlayer: boolean): T[] {
  return entries.filter((entry) => entry.audience === "everyone" || isPlayer);
}
