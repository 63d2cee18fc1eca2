import type { SessionPrompt } from "~/lib/session-prompts.ts";
import { GameModalPrompt } from "./game-modal-prompt.tsx";

export const prompts: readonly SessionPrompt[] = [
  // Players only: the server sends a guest who opens a game to sign-up (spec §2).
  { id: "game-modal", audience: "player", order: 45, Component: GameModalPrompt },
];
