import { onDemand } from "~/lib/on-demand.ts";
import type { SessionPrompt } from "~/lib/session-prompts.ts";

export const prompts: readonly SessionPrompt[] = [
  // Players only: the server sends a guest who opens a game to sign-up (spec §2).
  {
    id: "game-modal",
    audience: "player",
    order: 45,
    Component: onDemand(() => import("./game-modal-prompt.tsx").then((module) => module.GameModalPrompt)),
  },
];
