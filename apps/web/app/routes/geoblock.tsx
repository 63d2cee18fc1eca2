import { useSearchParams } from "react-router";
import { GeoblockPage } from "~/features/geo/geoblock-page.tsx";
import { parseGeoblockReason } from "~/features/geo/reasons.ts";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/geoblock";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.geoblock.title");

/** /geoblock/?reason=<code>: the reason the location check gave. */
export default function Geoblock() {
  const [searchParams] = useSearchParams();
  return <GeoblockPage reason={parseGeoblockReason(searchParams.get("reason"))} />;
}
