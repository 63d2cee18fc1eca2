import { ComingSoonPage } from "~/features/shell/coming-soon.tsx";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/lobby";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.lobby.title");

export default function Lobby() {
  return <ComingSoonPage page="lobby" />;
}
