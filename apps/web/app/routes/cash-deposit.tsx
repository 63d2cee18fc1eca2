import { ComingSoonPage } from "~/features/shell/coming-soon.tsx";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/cash-deposit";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.cashDeposit.title");

export default function CashDeposit() {
  return <ComingSoonPage page="cashDeposit" />;
}
