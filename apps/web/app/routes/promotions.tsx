import { ComingSoonPage } from "~/features/shell/coming-soon.tsx";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/promotions";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.promotions.title");

export default function Promotions() {
  return <ComingSoonPage page="promotions" />;
}
