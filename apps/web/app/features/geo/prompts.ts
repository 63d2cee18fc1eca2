import type { SessionPrompt } from "~/lib/session-prompts.ts";
import { EntriesOffNotice } from "./entries-off-notice.tsx";
import { LocationGate } from "./location-gate.tsx";

// Loaded with the page, not on demand: the compliance gate acts as soon as a player is signed in.
export const prompts: readonly SessionPrompt[] = [
  { id: "location-gate", audience: "player", order: 50, Component: LocationGate },
  { id: "entries-off", audience: "player", order: 51, Component: EntriesOffNotice },
];
