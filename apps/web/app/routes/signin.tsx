import { ComingSoonPage } from "~/features/shell/coming-soon.tsx";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/signin";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.signin.title");

export default function SignIn() {
  return <ComingSoonPage page="signin" />;
}
