import { ComingSoonPage } from "~/features/shell/coming-soon.tsx";
import { routeValidationFailed } from "~/lib/route-errors.ts";
import { pageMeta } from "~/lib/route-meta.ts";
import { isNumericId, isSlug } from "~/lib/route-params.ts";
import type { Route } from "./+types/cash-failed-retry";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.cashRetry.title");

/** /cash/failed/{presetId}/{offerType}/{methodId}: retry a declined purchase with the next method. */
export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isNumericId(params.presetId) || !isSlug(params.offerType) || !isNumericId(params.methodId)) {
    routeValidationFailed(request);
  }
  return { presetId: params.presetId, offerType: params.offerType, methodId: params.methodId };
}

export default function CashFailedRetry() {
  return <ComingSoonPage page="cashRetry" />;
}
