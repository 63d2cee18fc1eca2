import type { SessionPrompt } from "~/lib/session-prompts.ts";
import { LocationGate } from "./location-gate.tsx";

export const prompts: readonly SessionPrompt[] = [
  { id: "location-gate", audience: "player", order: 50, Component: LocationGate },
];
