/**
 * The session prompts and popups of every feature, found by file name
 * (`features/<feature>/prompts.ts`, each exporting `prompts`) and rendered by the root.
 */
import { useEffect } from "react";
import { flushPendingEvents } from "~/lib/analytics.ts";
import { orderSessionPrompts, promptsFor, type SessionPrompt } from "~/lib/session-prompts.ts";
import { useSite } from "~/lib/use-site.ts";

const featurePrompts = import.meta.glob<readonly SessionPrompt[]>("./features/*/prompts.ts", {
  eager: true,
  import: "prompts",
});

export const sessionPrompts = orderSessionPrompts(Object.values(featurePrompts).flat());

export function SessionPrompts() {
  const { player } = useSite();
  useEffect(flushPendingEvents, []);
  return (
    <>
      {promptsFor(sessionPrompts, player !== null).map(({ id, Component }) => (
        <Component key={id} />
      ))}
    </>
  );
}
