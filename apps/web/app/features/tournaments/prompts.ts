import { onDemand } from "~/lib/on-demand.ts";
import type { SessionPrompt } from "~/lib/session-prompts.ts";

export const prompts: readonly SessionPrompt[] = [
  {
    id: "races-alerts",
    audience: "player",
    order: 66,
    Component: onDemand(() => import("./race-alerts.tsx").then((module) => module.RaceAlerts)),
  },
];
