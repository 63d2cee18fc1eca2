import type { HeaderItem } from "~/lib/header-items.tsx";
import { onDemand } from "~/lib/on-demand.ts";

export const headerItems: readonly HeaderItem[] = [
  {
    id: "notifications",
    audience: "player",
    order: 10,
    Component: onDemand(() => import("./notification-bell.tsx").then((module) => module.NotificationBell)),
  },
];
