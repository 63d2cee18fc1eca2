import { ComingSoonPage } from "~/features/shell/coming-soon.tsx";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/geoblock";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.geoblock.title");

export default function Geoblock() {
  return <ComingSoonPage page="geoblock" />;
}
