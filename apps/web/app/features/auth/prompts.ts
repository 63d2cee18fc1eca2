import { onDemandWhen } from "~/lib/on-demand.ts";
import type { SessionPrompt } from "~/lib/session-prompts.ts";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { useSite } from "~/lib/use-site.ts";
import { hasFacebookCallback } from "./facebook-callback.ts";
import { ReferralMemory } from "./referral-memory.tsx";

/** A guest's page opened by Facebook's return, read once the page runs (the hash is the browser's). */
function useIsFacebookReturn(): boolean {
  const isHydrated = useHydrated();
  const { isGuest } = useSite();
  return isHydrated && isGuest && hasFacebookCallback(window.location.hash);
}

export const prompts: readonly SessionPrompt[] = [
  { id: "referral-memory", audience: "everyone", order: 0, Component: ReferralMemory },
  {
    id: "facebook-hash",
    audience: "everyone",
    order: 20,
    Component: onDemandWhen(useIsFacebookReturn, () =>
      import("./facebook-hash.tsx").then((module) => module.FacebookHashCompletion),
    ),
  },
];
