import { themeHas } from "@reelhouse/contract";
import { loadAppInit } from "~/features/auth/app-init.ts";
import { referralCodeFromCookie, referralCodeFromUrl } from "~/features/auth/referral.ts";
import { SignUpForm } from "~/features/auth/sign-up-form.tsx";
import { SocialButtons } from "~/features/auth/social-buttons.tsx";
import { localeFromPath, localizePath } from "~/lib/locale.ts";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/signup";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.signup.title");

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const init = await loadAppInit(context);
  const locale = localeFromPath(url.pathname);
  return {
    termsVersion: init.terms.currentVersion,
    socialMethods: init.socialMethods,
    invitedBy: referralCodeFromUrl(url) ?? referralCodeFromCookie(request.headers.get("cookie")),
    // Themes with a registration-complete page continue there; the others finish in a dialog at home.
    nextPath: localizePath(
      themeHas(context.theme, "registrationCompletePage") ? "/registration-complete/" : "/",
      locale,
    ),
  };
}

export default function SignUp({ loaderData }: Route.ComponentProps) {
  return (
    <SignUpForm
      termsVersion={loaderData.termsVersion}
      invitedBy={loaderData.invitedBy}
      nextPath={loaderData.nextPath}
      socialButtons={<SocialButtons methods={loaderData.socialMethods} nextPath={loaderData.nextPath} />}
    />
  );
}
