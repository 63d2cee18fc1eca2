import type { NavigationEntry } from "~/lib/navigation.ts";

export const navigation: readonly NavigationEntry[] = [
  { menu: "main", path: "/promotions", label: "nav.promotions", order: 30 },
];
