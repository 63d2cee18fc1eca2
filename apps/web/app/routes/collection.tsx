import { ComingSoonPage } from "~/features/shell/coming-soon.tsx";
import { routeValidationFailed } from "~/lib/route-errors.ts";
import { pageMeta } from "~/lib/route-meta.ts";
import { isSlug } from "~/lib/route-params.ts";
import type { Route } from "./+types/collection";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.collection.title");

export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isSlug(params.pageName)) routeValidationFailed(request);
  return { pageName: params.pageName };
}

export default function Collection() {
  return <ComingSoonPage page="collection" />;
}
