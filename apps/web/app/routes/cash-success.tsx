import { ComingSoonPage } from "~/features/shell/coming-soon.tsx";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/cash-success";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.cashSuccess.title");

export default function CashSuccess() {
  return <ComingSoonPage page="cashSuccess" />;
}
