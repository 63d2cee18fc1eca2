import type { NavigationEntry } from "~/lib/navigation.ts";

/** Open to guests too (ADR 093): what someone deciding whether to join reads first. */
export const navigation: readonly NavigationEntry[] = [
  { menu: "main", path: "/how-it-works", label: "nav.howItWorks", order: 20 },
];
