import { loadPayment } from "~/features/cashier/api.ts";
import { PurchaseSuccess } from "~/features/cashier/cash-result.tsx";
import { localeFromPath } from "~/lib/locale.ts";
import { routeValidationFailed } from "~/lib/route-errors.ts";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/cash-success";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.cashSuccess.title");

/** `/cash/success/?paymentId=…`: where the checkout sends the player after paying. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const paymentId = url.searchParams.get("paymentId");
  if (!paymentId) routeValidationFailed(request);
  return { payment: await loadPayment(context, localeFromPath(url.pathname), paymentId) };
}

export default function CashSuccess({ loaderData }: Route.ComponentProps) {
  return <PurchaseSuccess payment={loaderData.payment} />;
}
