import { ComingSoonPage } from "~/features/shell/coming-soon.tsx";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/cash-failed";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.cashFailed.title");

export default function CashFailed() {
  return <ComingSoonPage page="cashFailed" />;
}
