import { ComingSoonPage } from "~/features/shell/coming-soon.tsx";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/reset";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.reset.title");

export default function ResetPassword() {
  return <ComingSoonPage page="reset" />;
}
