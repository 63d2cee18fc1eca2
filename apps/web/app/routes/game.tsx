import { ComingSoonPage } from "~/features/shell/coming-soon.tsx";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/game";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.game.title");

export default function Game() {
  return <ComingSoonPage page="game" />;
}
