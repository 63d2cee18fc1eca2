import type { SessionPrompt } from "~/lib/session-prompts.ts";
import { FacebookHashCompletion } from "./facebook-hash.tsx";
import { ReferralMemory } from "./referral-memory.tsx";

export const prompts: readonly SessionPrompt[] = [
  { id: "referral-memory", audience: "everyone", order: 0, Component: ReferralMemory },
  { id: "facebook-hash", audience: "everyone", order: 20, Component: FacebookHashCompletion },
];
