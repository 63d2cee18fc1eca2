import { loadPromotionsPage } from "~/features/promotions/api.ts";
import { PromotionsPage } from "~/features/promotions/promotions-page.tsx";
import { localeFromPath } from "~/lib/locale.ts";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/promotions";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "promotions.title");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPromotionsPage(context, localeFromPath(new URL(request.url).pathname));
}

export default function Promotions({ loaderData }: Route.ComponentProps) {
  return <PromotionsPage initial={loaderData} />;
}
