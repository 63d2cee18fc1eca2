import { loadFairnessPage } from "~/features/fairness/api.ts";
import { FairnessPage } from "~/features/fairness/fairness-page.tsx";
import { localeFromPath } from "~/lib/locale.ts";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/fairness";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.fairness.title");

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return loadFairnessPage(context, localeFromPath(url.pathname), url.searchParams.get("round"));
}

export default function Fairness({ loaderData }: Route.ComponentProps) {
  return <FairnessPage initial={loaderData} />;
}
