import type { Catalog } from "@reelhouse/i18n";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "~/components/ui/button.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";

export type PageKey = keyof Catalog["pages"];

/** A page whose feature has not opened yet: its real title and purpose, and a way back home. */
export function ComingSoonPage({ page }: { page: PageKey }) {
  const { t } = useTranslation();
  const { theme } = useSite();
  const to = useLocalizedPath();
  return (
    <article className="feature-page">
      <PageHeader title={t(`pages.${page}.title`)} lead={t(`pages.${page}.lead`)} />
      <section className="empty-state" aria-labelledby={`${page}-soon`}>
        <h2 id={`${page}-soon`}>{t("comingSoon.title")}</h2>
        <p>{t("comingSoon.body", { brand: theme.displayName })}</p>
        <ButtonLink to={to("/")} variant="secondary">
          {t("common.backHome")}
        </ButtonLink>
      </section>
    </article>
  );
}
