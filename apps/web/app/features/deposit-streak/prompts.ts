import { onDemand } from "~/lib/on-demand.ts";
import type { SessionPrompt } from "~/lib/session-prompts.ts";

export const prompts: readonly SessionPrompt[] = [
  {
    id: "deposit-streak",
    audience: "player",
    order: 60,
    Component: onDemand(() =>
      import("./deposit-streak-entry.tsx").then((module) => module.DepositStreakEntry),
    ),
  },
];
