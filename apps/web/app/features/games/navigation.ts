import type { NavigationEntry } from "~/lib/navigation.ts";

export const navigation: readonly NavigationEntry[] = [
  { menu: "main", path: "/lobby", label: "nav.lobby", order: 10 },
];
