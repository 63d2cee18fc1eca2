import { useTranslation } from "react-i18next";
import { ButtonLink } from "~/components/ui/button.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { useLocalizedPath } from "~/lib/use-site.ts";

export function PlayerHome() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <PageHeader title={t("home.welcomeBack")} lead={t("home.body")}>
      <ButtonLink to={to("/lobby")} size="lg">
        {t("common.playNow")}
      </ButtonLink>
    </PageHeader>
  );
}
