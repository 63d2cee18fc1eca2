import { loadAvailableSets, loadPayment } from "~/features/cashier/api.ts";
import { SandboxCheckout } from "~/features/cashier/sandbox-checkout.tsx";
import { localeFromPath } from "~/lib/locale.ts";
import { routeValidationFailed } from "~/lib/route-errors.ts";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/cash-iframe";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.cashIframe.title");

/** A page of its own inside the cash widget's frame: no site chrome, no session prompts. */
export const handle = { isBare: true };

/** `/cashIframe?paymentId=…`: the sandbox provider's checkout for one payment. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const paymentId = url.searchParams.get("paymentId");
  if (!paymentId) routeValidationFailed(request);
  const locale = localeFromPath(url.pathname);
  const [payment, sets] = await Promise.all([
    loadPayment(context, locale, paymentId),
    loadAvailableSets(context, locale),
  ]);
  return { payment, sets };
}

export default function CashIframe({ loaderData }: Route.ComponentProps) {
  return <SandboxCheckout payment={loaderData.payment} sets={loaderData.sets} />;
}
