import { redirect } from "react-router";
import { RegistrationCompletePage } from "~/features/account/registration-complete.tsx";
import { localeFromPath, localizePath } from "~/lib/locale.ts";
import { pageMeta } from "~/lib/route-meta.ts";
import { loadAppInit } from "~/lib/session.ts";
import type { Route } from "./+types/registration-complete";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "pages.registrationComplete.title");

/** Spec §4: shown while registration is incomplete; guests sign in first, complete players go home. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  if (context.session.isGuest) {
    throw redirect(`${localizePath("/signin", locale)}?redirectTo=${encodeURIComponent(url.pathname)}`);
  }
  const init = await loadAppInit(context, locale);
  if (init?.Registration.complete) throw redirect(localizePath("/", locale));
  return null;
}

export default function RegistrationComplete() {
  return <RegistrationCompletePage />;
}
