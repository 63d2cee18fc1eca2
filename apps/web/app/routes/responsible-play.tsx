import { ComingSoonPage } from "~/features/shell/coming-soon.tsx";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/responsible-play";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.responsiblePlay.title");

export default function ResponsiblePlay() {
  return <ComingSoonPage page="responsiblePlay" />;
}
