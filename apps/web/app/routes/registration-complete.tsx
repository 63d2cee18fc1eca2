import { ComingSoonPage } from "~/features/shell/coming-soon.tsx";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/registration-complete";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "pages.registrationComplete.title");

export default function RegistrationComplete() {
  return <ComingSoonPage page="registrationComplete" />;
}
