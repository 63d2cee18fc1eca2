import type { HeaderItem } from "~/lib/header-items.tsx";
import { onDemand } from "~/lib/on-demand.ts";

export const headerItems: readonly HeaderItem[] = [
  {
    id: "daily-wheel",
    audience: "player",
    order: 5,
    Component: onDemand(() => import("./daily-wheel-button.tsx").then((module) => module.DailyWheelButton)),
  },
];
