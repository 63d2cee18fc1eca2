import type { HeaderItem } from "~/lib/header-items.tsx";
import { onDemand } from "~/lib/on-demand.ts";

export const headerItems: readonly HeaderItem[] = [
  {
    id: "free-spins",
    audience: "player",
    order: 5,
    Component: onDemand(() => import("./free-spins-menu.tsx").then((module) => module.FreeSpinsMenu)),
  },
];
