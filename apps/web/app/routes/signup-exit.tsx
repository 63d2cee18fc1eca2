import { SignUpExit } from "~/features/auth/signup-exit.tsx";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/signup-exit";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.signupExit.title");

export default function SignUpExitPage() {
  return <SignUpExit />;
}
