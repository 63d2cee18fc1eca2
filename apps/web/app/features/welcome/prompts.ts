import { onDemandWhen } from "~/lib/on-demand.ts";
import type { SessionPrompt } from "~/lib/session-prompts.ts";
import { useSite } from "~/lib/use-site.ts";

/** Only a player this browser has not welcomed loads the welcome's code (lib/welcome-cookie.ts). */
const useIsToWelcome = () => !useSite().hasSeenWelcome;

/**
 * A new player's dialogs come in this order (ADR 092): terms (30), the registration step (40),
 * the location explanation (geo, 50), then the welcome. The location check decides whether the
 * player may play here at all, so the welcome's "Play now" comes last, when nothing stands between
 * it and a game. The order below places it in the page; lib/dialog-queue.ts makes it wait its turn.
 */
export const prompts: readonly SessionPrompt[] = [
  {
    id: "welcome",
    audience: "player",
    order: 55,
    Component: onDemandWhen(useIsToWelcome, () =>
      import("./welcome-dialog.tsx").then((module) => module.WelcomePrompt),
    ),
  },
];
