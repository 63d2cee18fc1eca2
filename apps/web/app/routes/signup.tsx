import { ComingSoonPage } from "~/features/shell/coming-soon.tsx";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/signup";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.signup.title");

export default function SignUp() {
  return <ComingSoonPage page="signup" />;
}
