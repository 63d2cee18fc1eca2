import { ComingSoonPage } from "~/features/shell/coming-soon.tsx";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/redesign";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.redesign.title");

export default function Redesign() {
  return <ComingSoonPage page="redesign" />;
}
