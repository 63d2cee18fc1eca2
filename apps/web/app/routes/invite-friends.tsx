import { ComingSoonPage } from "~/features/shell/coming-soon.tsx";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/invite-friends";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.inviteFriends.title");

export default function InviteFriends() {
  return <ComingSoonPage page="inviteFriends" />;
}
