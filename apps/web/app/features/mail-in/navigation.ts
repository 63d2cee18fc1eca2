import type { NavigationEntry } from "~/lib/navigation.ts";

/** Beside the sweepstakes rules, whose free-entry-by-mail section it carries out. */
export const navigation: readonly NavigationEntry[] = [
  { menu: "legal", path: "/mail-in", label: "mailIn.menu", order: 35 },
];
