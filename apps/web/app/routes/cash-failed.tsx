import { loadPayment } from "~/features/cashier/api.ts";
import { PurchaseFailed } from "~/features/cashier/cash-result.tsx";
import { localeFromPath } from "~/lib/locale.ts";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/cash-failed";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.cashFailed.title");

/** `/cash/failed/`: a payment that did not go through, when no other method is left to try. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const paymentId = url.searchParams.get("paymentId");
  const payment = paymentId
    ? await loadPayment(context, localeFromPath(url.pathname), paymentId).catch(() => null)
    : null;
  return { payment };
}

export default function CashFailed({ loaderData }: Route.ComponentProps) {
  return <PurchaseFailed payment={loaderData.payment} />;
}
