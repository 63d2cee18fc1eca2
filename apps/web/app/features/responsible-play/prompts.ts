import { onDemand } from "~/lib/on-demand.ts";
import type { SessionPrompt } from "~/lib/session-prompts.ts";

export const prompts: readonly SessionPrompt[] = [
  {
    id: "reality-check",
    audience: "player",
    order: 100,
    Component: onDemand(() => import("./reality-check.tsx").then((module) => module.RealityCheckPrompt)),
  },
];
