import { ComingSoonPage } from "~/features/shell/coming-soon.tsx";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/signup-exit";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.signupExit.title");

export default function SignUpExit() {
  return <ComingSoonPage page="signupExit" />;
}
