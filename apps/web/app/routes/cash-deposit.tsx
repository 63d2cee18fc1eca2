import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { loadAvailableSets } from "~/features/cashier/api.ts";
import { CashierPanel } from "~/features/cashier/cashier-panel.tsx";
import { localeFromPath } from "~/lib/locale.ts";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/cash-deposit";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.cashDeposit.title");

export async function loader({ request, context }: Route.LoaderArgs) {
  return { sets: await loadAvailableSets(context, localeFromPath(new URL(request.url).pathname)) };
}

/** `/cash/deposit-by-money/`: the cashier as a page of its own. */
export default function CashDeposit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <article className="feature-page">
      <PageHeader title={t("pages.cashDeposit.title")} lead={t("pages.cashDeposit.lead")} />
      <CashierPanel initialSets={loaderData.sets} />
    </article>
  );
}
