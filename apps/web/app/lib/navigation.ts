/**
 * The site's menus, contributed by the features: each lists its own entries in
 * `features/<feature>/navigation.ts` (exporting `navigation`), and `app/navigation.ts` collects
 * them, so a new page joins a menu without editing the shell.
 */
import type { ParseKeys } from "i18next";

export interface NavigationEntry {
  /** `main`: the header's navigation; `legal`: the footer's legal links. */
  readonly menu: "main" | "legal";
  readonly path: string;
  readonly label: ParseKeys;
  /** Lower first; a gap of ten leaves room for what comes between. */
  readonly order: number;
}

/** One menu's entries in order; two entries with one path are refused (a copy-paste slip). */
export function menuOf(
  entries: readonly NavigationEntry[],
  menu: NavigationEntry["menu"],
): NavigationEntry[] {
  const own = entries.filter((entry) => entry.menu === menu);
  const paths = new Set(own.map((entry) => entry.path));
  if (paths.size !== own.length) throw new Error(`Two ${menu} navigation entries lead to one path`);
  return own.sort((a, b) => a.order - b.order || a.path.localeCompare(b.path));
}
