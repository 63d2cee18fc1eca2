import { ComingSoonPage } from "~/features/shell/coming-soon.tsx";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/races";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.races.title");

export default function Races() {
  return <ComingSoonPage page="races" />;
}
