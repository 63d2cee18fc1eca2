/**
 * What a feature hands the root to show on every page, whichever route rendered: session
 * prompts (the terms dialog, a confirmation link's toast) and popups. Each feature lists its own
 * in `features/<feature>/prompts.ts`; `app/session-prompts.tsx` collects them, so the root imports
 * no feature and a new feature's popup touches no other file.
 */
import type { ComponentType } from "react";

export interface SessionPrompt {
  /** Unique among prompts; also the React key. */
  readonly id: string;
  /** Every visitor, or signed-in players only. */
  readonly audience: "everyone" | "player";
  /** Lower first; a later modal opens above an earlier one. */
  readonly order: number;
  readonly Component: ComponentType;
}

/** Orders the collected prompts and refuses two with one id (a copy-paste slip). */
export function orderSessionPrompts(prompts: readonly SessionPrompt[]): SessionPrompt[] {
  const ids = new Set<string>();
  for (const prompt of prompts) {
    if (ids.has(prompt.id)) throw new Error(`Two session prompts are called "${prompt.id}"`);
    ids.add(prompt.id);
  }
  return [...prompts].sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}

/** The prompts this visitor sees. */
export function promptsFor(prompts: readonly SessionPrompt[], isPlayer: boolean): SessionPrompt[] {
  return prompts.filter((prompt) => prompt.audience === "everyone" || isPlayer);
}
