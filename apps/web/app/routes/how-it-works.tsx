import { ComingSoonPage } from "~/features/shell/coming-soon.tsx";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/how-it-works";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.howItWorks.title");

export default function HowItWorks() {
  return <ComingSoonPage page="howItWorks" />;
}
