import type { NavigationEntry } from "~/lib/navigation.ts";

export const navigation: readonly NavigationEntry[] = [
  { menu: "main", path: "/races", label: "nav.races", order: 35 },
];
