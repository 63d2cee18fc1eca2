import { onDemand } from "~/lib/on-demand.ts";
import type { SessionPrompt } from "~/lib/session-prompts.ts";

export const prompts: readonly SessionPrompt[] = [
  // Above the session's other dialogs: the player opened it on purpose.
  {
    id: "cash-widget",
    audience: "player",
    order: 90,
    Component: onDemand(() => import("./cash-widget.tsx").then((module) => module.CashWidget)),
  },
];
