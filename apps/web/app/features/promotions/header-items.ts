import type { HeaderItem } from "~/lib/header-items.tsx";
import { onDemand } from "~/lib/on-demand.ts";

export const headerItems: readonly HeaderItem[] = [
  {
    id: "rewards",
    audience: "player",
    order: 4,
    Component: onDemand(() => import("./rewards-link.tsx").then((module) => module.RewardsLink)),
  },
];
