import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { safeRedirectTarget } from "~/features/auth/redirect-target.ts";
import { SignInForm } from "~/features/auth/sign-in-form.tsx";
import { SocialButtons } from "~/features/auth/social-buttons.tsx";
import { socialCallbackFrom } from "~/features/auth/social-callback.ts";
import { useSocialCompletion } from "~/features/auth/social-completion.tsx";
import { localeFromPath, localizePath } from "~/lib/locale.ts";
import { pageMeta } from "~/lib/route-meta.ts";
import { loadAppInit } from "~/lib/session.ts";
import type { Route } from "./+types/signin";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.signin.title");

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const init = await loadAppInit(context, locale);
  const home = localizePath("/", locale);
  return {
    // Without app data the page still signs in by email.
    socialMethods: init?.socialMethods ?? [],
    nextPath: safeRedirectTarget(url.searchParams.get("redirectTo"), home),
  };
}

export default function SignIn({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const callback = useMemo(() => socialCallbackFrom(new URL(`http://site/${search}`)), [search]);
  const isCompleting = useSocialCompletion(callback, loaderData.nextPath);
  if (isCompleting) {
    return (
      <p className="auth-panel__status" role="status">
        {t("common.loading")}
      </p>
    );
  }
  return (
    <SignInForm
      nextPath={loaderData.nextPath}
      socialButtons={<SocialButtons methods={loaderData.socialMethods} nextPath={loaderData.nextPath} />}
    />
  );
}
