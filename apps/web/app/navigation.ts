/**
 * The menus of every feature, found by file name (`features/<feature>/navigation.ts`, each
 * exporting `navigation`), in display order: only what a visitor can use today, guests included.
 * Promotions, races, scratch cards and invite friends add their page and entry as each opens.
 */
import { menuOf, type NavigationEntry } from "~/lib/navigation.ts";

const featureEntries = import.meta.glob<readonly NavigationEntry[]>("./features/*/navigation.ts", {
  eager: true,
  import: "navigation",
});
const entries = Object.values(featureEntries).flat();

export const MAIN_NAVIGATION = menuOf(entries, "main");
export const LEGAL_LINKS = menuOf(entries, "legal");
