import { ComingSoonPage } from "~/features/shell/coming-soon.tsx";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/group-races";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.groupRaces.title");

export default function GroupRaces() {
  return <ComingSoonPage page="groupRaces" />;
}
