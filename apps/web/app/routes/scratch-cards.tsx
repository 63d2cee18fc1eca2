import { ComingSoonPage } from "~/features/shell/coming-soon.tsx";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/scratch-cards";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.scratchCards.title");

export default function ScratchCards() {
  return <ComingSoonPage page="scratchCards" />;
}
