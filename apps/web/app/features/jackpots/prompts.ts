import { onDemand } from "~/lib/on-demand.ts";
import type { SessionPrompt } from "~/lib/session-prompts.ts";

export const prompts: readonly SessionPrompt[] = [
  {
    id: "jackpot-win",
    audience: "player",
    order: 67,
    Component: onDemand(() => import("./jackpot-win.tsx").then((module) => module.JackpotWin)),
  },
];
