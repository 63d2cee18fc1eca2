import { ComingSoonPage } from "~/features/shell/coming-soon.tsx";
import { pageMeta } from "~/lib/route-meta.ts";
import { slugParamLoader } from "~/lib/route-params.ts";
import type { Route } from "./+types/games-page";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.gamesPage.title");

export const loader = slugParamLoader("pageName");

export default function GamesPage() {
  return <ComingSoonPage page="gamesPage" />;
}
