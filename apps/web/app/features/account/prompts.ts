import type { SessionPrompt } from "~/lib/session-prompts.ts";
import { EmailConfirmationHandler } from "./email-confirmation.tsx";
import { RegistrationCompleteDialog } from "./registration-complete.tsx";
import { TermsDialog } from "./terms-dialog.tsx";

export const prompts: readonly SessionPrompt[] = [
  { id: "email-confirmation", audience: "everyone", order: 10, Component: EmailConfirmationHandler },
  { id: "terms", audience: "player", order: 30, Component: TermsDialog },
  { id: "registration-complete", audience: "player", order: 40, Component: RegistrationCompleteDialog },
];
