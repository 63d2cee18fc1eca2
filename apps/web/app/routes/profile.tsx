import { loadProfilePage } from "~/features/account/api.ts";
import { ProfilePage } from "~/features/account/profile-page.tsx";
import { localeFromPath } from "~/lib/locale.ts";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.profile.title");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadProfilePage(context, localeFromPath(new URL(request.url).pathname));
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  return <ProfilePage data={loaderData.page} states={loaderData.states} />;
}
