import type { HeaderItem } from "~/lib/header-items.tsx";
import { onDemand } from "~/lib/on-demand.ts";

export const headerItems: readonly HeaderItem[] = [
  {
    id: "cashback",
    audience: "player",
    order: 5,
    Component: onDemand(() => import("./cashback-button.tsx").then((module) => module.CashbackButton)),
  },
];
