/**
 * What a feature hands the root to show on every page, whichever route rendered: session
 * prompts (the terms dialog, a confirmation link's toast) and popups. Each feature lists its own
 * in `features/<feature>/prompts.ts`; `app/session-prompts.tsx` collects them, so the root imports
 * no feature and a new feature's popup touches no other file.
 */
import { entriesFor, type FeatureEntry, orderEntries } from "./feature-entries.ts";

/** A session prompt's `order`: lower first; a later modal opens above an earlier one. */
export type SessionPrompt = FeatureEntry;

export const orderSessionPrompts = (prompts: readonly SessionPrompt[]) =>
  orderEntries(prompts, "session prompts");

/** The prompts this visitor sees. */
export const promptsFor = entriesFor<SessionPrompt>;
