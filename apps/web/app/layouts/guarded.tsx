/**
 * Pages only a signed-in player may open (spec §2 "Guarded"); guests are sent to sign in and back.
 * A guest opening a game is sent to sign up instead (spec §2).
 */
import { Outlet, redirect } from "react-router";
import { localeFromPath, localizePath, stripLocale } from "~/lib/locale.ts";
import type { Route } from "./+types/guarded";

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.session.isGuest) return null;
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  const isGame = stripLocale(url.pathname).replace(/\/+$/, "") === "/game";
  const authPage = localizePath(isGame ? "/signup" : "/signin", localeFromPath(url.pathname));
  throw redirect(`${authPage}?redirectTo=${encodeURIComponent(back)}`);
}

export default function GuardedLayout() {
  return <Outlet />;
}
