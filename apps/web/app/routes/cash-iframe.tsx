import { useTranslation } from "react-i18next";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/cash-iframe";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.cashIframe.title");

/** The cashier frame the cash widget embeds: no site layout around it. */
export default function CashIframe() {
  const { t } = useTranslation();
  return (
    <main id="main" className="cash-frame">
      <h1>{t("pages.cashIframe.title")}</h1>
      <p>{t("pages.cashIframe.lead")}</p>
      <p>{t("comingSoon.title")}</p>
    </main>
  );
}
