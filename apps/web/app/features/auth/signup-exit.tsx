import { useTranslation } from "react-i18next";
import { ButtonLink } from "~/components/ui/button.tsx";
import { useLocalizedPath } from "~/lib/use-site.ts";
import { AuthPanel } from "./auth-card.tsx";

/** Shown to a visitor leaving sign-up half way: the welcome bonus is one step away. */
export function SignUpExit() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <AuthPanel title={t("pages.signupExit.title")} lead={t("pages.signupExit.lead")}>
      <div className="form">
        <ButtonLink to={to("/signup")} size="lg">
          {t("auth.exit.keepGoing")}
        </ButtonLink>
        <ButtonLink to={to("/lobby")} variant="ghost" size="lg">
          {t("auth.exit.leave")}
        </ButtonLink>
      </div>
    </AuthPanel>
  );
}
