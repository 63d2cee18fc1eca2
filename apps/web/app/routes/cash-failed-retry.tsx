import { OfferType } from "@reelhouse/contract";
import { loadAvailableSets, loadPayment } from "~/features/cashier/api.ts";
import { PurchaseRetry } from "~/features/cashier/purchase-retry.tsx";
import { localeFromPath } from "~/lib/locale.ts";
import { routeValidationFailed } from "~/lib/route-errors.ts";
import { pageMeta } from "~/lib/route-meta.ts";
import { isNumericId } from "~/lib/route-params.ts";
import type { Route } from "./+types/cash-failed-retry";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.cashRetry.title");

/** /cash/failed/{presetId}/{offerType}/{methodId}: retry a declined purchase with the next method. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (
    !isNumericId(params.presetId) ||
    !OfferType.safeParse(params.offerType).success ||
    !isNumericId(params.methodId)
  ) {
    routeValidationFailed(request);
  }
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const paymentId = url.searchParams.get("paymentId");
  const [sets, payment] = await Promise.all([
    loadAvailableSets(context, locale),
    paymentId ? loadPayment(context, locale, paymentId).catch(() => null) : null,
  ]);
  return { sets, payment, packageId: Number(params.presetId), methodId: Number(params.methodId) };
}

export default function CashFailedRetry({ loaderData }: Route.ComponentProps) {
  return <PurchaseRetry {...loaderData} />;
}
