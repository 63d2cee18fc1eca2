import { localeFromPath } from "~/lib/locale.ts";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/route";
import { loadReferralInfo } from "./api.ts";
import { InviteFriendsPage } from "./invite-friends-page.tsx";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "referrals.title");

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    info: await loadReferralInfo(context, localeFromPath(new URL(request.url).pathname)),
    origin: new URL(request.url).origin,
  };
}

export default function InviteFriendsRoute({ loaderData }: Route.ComponentProps) {
  return <InviteFriendsPage initial={loaderData.info} origin={loaderData.origin} />;
}
