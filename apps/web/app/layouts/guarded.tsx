/** Pages only a signed-in player may open (spec §2 "Guarded"); guests are sent to sign in and back. */
import { Outlet, redirect } from "react-router";
import { localeFromPath, localizePath } from "~/lib/locale.ts";
import type { Route } from "./+types/guarded";

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.session.isGuest) return null;
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  throw redirect(
    `${localizePath("/signin", localeFromPath(url.pathname))}?redirectTo=${encodeURIComponent(back)}`,
  );
}

export default function GuardedLayout() {
  return <Outlet />;
}
