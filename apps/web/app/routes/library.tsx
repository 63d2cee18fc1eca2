import { ComingSoonPage } from "~/features/shell/coming-soon.tsx";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/library";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.library.title");

export default function Library() {
  return <ComingSoonPage page="library" />;
}
