import { onDemand } from "~/lib/on-demand.ts";
import type { SessionPrompt } from "~/lib/session-prompts.ts";
import { EmailConfirmationHandler } from "./email-confirmation.tsx";

export const prompts: readonly SessionPrompt[] = [
  { id: "email-confirmation", audience: "everyone", order: 10, Component: EmailConfirmationHandler },
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
