import { ComingSoonPage } from "~/features/shell/coming-soon.tsx";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/favorites";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.favorites.title");

export default function Favorites() {
  return <ComingSoonPage page="favorites" />;
}
