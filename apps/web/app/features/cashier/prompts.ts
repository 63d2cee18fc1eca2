import type { SessionPrompt } from "~/lib/session-prompts.ts";
import { CashWidget } from "./cash-widget.tsx";

export const prompts: readonly SessionPrompt[] = [
  // Above the session's other dialogs: the player opened it on purpose.
  { id: "cash-widget", audience: "player", order: 90, Component: CashWidget },
];
