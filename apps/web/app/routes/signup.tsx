import { themeHas } from "@reelhouse/contract";
import { safeRedirectTarget } from "~/features/auth/redirect-target.ts";
import { referralCodeFromCookie, referralCodeFromQuery } from "~/features/auth/referral.ts";
import { SignUpForm } from "~/features/auth/sign-up-form.tsx";
import { SocialButtons } from "~/features/auth/social-buttons.tsx";
import { localeFromPath, localizePath } from "~/lib/locale.ts";
import { pageMeta } from "~/lib/route-meta.ts";
import { loadAppInit } from "~/lib/session.ts";
import type { Route } from "./+types/signup";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.signup.title");

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const init = await loadAppInit(context, locale);
  // Sign-up records the terms version the visitor saw; without app data there is none to show.
  if (!init) throw new Error("App init unavailable for the sign-up page");
  return {
    termsVersion: init.terms.currentVersion,
    socialMethods: init.socialMethods,
    invitedBy:
      referralCodeFromQuery(url.searchParams) ?? referralCodeFromCookie(request.headers.get("cookie")),
    // Themes with a registration-complete page continue there; the others finish in a dialog on
    // the page the guest came for (a game they opened) or at home.
    nextPath: themeHas(context.theme, "registrationCompletePage")
      ? localizePath("/registration-complete/", locale)
      : safeRedirectTarget(url.searchParams.get("redirectTo"), localizePath("/", locale)),
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
