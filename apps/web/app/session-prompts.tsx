/**
 * The session prompts and popups of every feature, found by file name
 * (`features/<feature>/prompts.ts`, each exporting `prompts`) and rendered by the root.
 */
import { Suspense, useEffect } from "react";
import { useMatches } from "react-router";
import { flushPendingEvents } from "~/lib/analytics.ts";
import { orderSessionPrompts, promptsFor, type SessionPrompt } from "~/lib/session-prompts.ts";
import { useSite } from "~/lib/use-site.ts";

const featurePrompts = import.meta.glob<readonly SessionPrompt[]>("./features/*/prompts.ts", {
  eager: true,
  import: "prompts",
});

export const sessionPrompts = orderSessionPrompts(Object.values(featurePrompts).flat());

/** A route marks itself `handle: { isBare: true }` when it is a frame inside another page. */
function useIsBarePage(): boolean {
  return useMatches().some((match) => (match.handle as { isBare?: boolean } | undefined)?.isBare === true);
}

export function SessionPrompts() {
  const { player } = useSite();
  const isBare = useIsBarePage();
  useEffect(flushPendingEvents, []);
  if (isBare) return null;
  return (
    <>
      {promptsFor(sessionPrompts, player !== null).map(({ id, Component }) => (
        // A prompt loaded on demand (lib/on-demand.ts) shows nothing until its code arrives.
        <Suspense key={id} fallback={null}>
          <Component />
        </Suspense>
      ))}
    </>
  );
}
