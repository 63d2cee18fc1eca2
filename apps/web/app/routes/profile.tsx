import { loadProfilePage } from "~/features/account/api.ts";
import { ProfilePage } from "~/features/account/profile-page.tsx";
import { loadVerification } from "~/features/verification/api.ts";
import { IdentityVerification } from "~/features/verification/identity-verification.tsx";
import { localeFromPath } from "~/lib/locale.ts";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.profile.title");

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const [profile, verification] = await Promise.all([
    loadProfilePage(context, locale),
    loadVerification(context, locale),
  ]);
  return { ...profile, verification };
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  return (
    <ProfilePage
      data={loaderData.page}
      states={loaderData.states}
      identityVerification={<IdentityVerification initial={loaderData.verification} />}
    />
  );
}
