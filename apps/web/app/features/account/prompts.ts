import { useLocation } from "react-router";
import { onDemand, onDemandWhen } from "~/lib/on-demand.ts";
import type { SessionPrompt } from "~/lib/session-prompts.ts";
import { confirmationTokenIn } from "./confirmation-link.ts";

const useHasConfirmationLink = () => confirmationTokenIn(useLocation().search) !== null;

export const prompts: readonly SessionPrompt[] = [
  {
    id: "email-confirmation",
    audience: "everyone",
    order: 10,
    Component: onDemandWhen(useHasConfirmationLink, () =>
      import("./email-confirmation.tsx").then((module) => module.EmailConfirmationHandler),
    ),
  },
  {
    id: "terms",
    audience: "player",
    order: 30,
    Component: onDemand(() => import("./terms-dialog.tsx").then((module) => module.TermsDialog)),
  },
  {
    id: "registration-complete",
    audience: "player",
    order: 40,
    Component: onDemand(() =>
      import("./registration-complete.tsx").then((module) => module.RegistrationCompleteDialog),
    ),
  },
];
