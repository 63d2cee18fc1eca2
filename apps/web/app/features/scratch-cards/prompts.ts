import type { SessionPrompt } from "~/lib/session-prompts.ts";
import { CardsIssued } from "./cards-issued.tsx";

export const prompts: readonly SessionPrompt[] = [
  { id: "scratch-cards-issued", audience: "player", order: 65, Component: CardsIssued },
];
