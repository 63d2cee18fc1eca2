import { isLocale, resolveRedirectPath } from "@reelhouse/contract";
import { redirect } from "react-router";
import { localeCookie, localizePath, stripLocale } from "~/lib/locale.ts";
import type { Route } from "./+types/language";

/**
 * The language switcher's links: `/language/es?to=/lobby` remembers Spanish in the
 * i18n_redirected cookie and moves to `/es/lobby`. The server sets the cookie, so a choice made
 * before the page's script has run is remembered too. A fragment on the link survives the redirect
 * (browsers carry it over when the Location has none). `to` is the visitor's to write, so it goes
 * through the redirect rule.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = resolveRedirectPath(url.searchParams.get("to")) ?? "/";
  if (!isLocale(params.locale)) throw redirect(target, 303);
  const [path, search] = splitSearch(target);
  throw redirect(`${localizePath(stripLocale(path), params.locale)}${search}`, {
    status: 303,
    headers: { "set-cookie": localeCookie(params.locale) },
  });
}

/** `/lobby?category=slots` → [`/lobby`, `?category=slots`]. */
function splitSearch(target: string): [string, string] {
  const index = target.indexOf("?");
  return index === -1 ? [target, ""] : [target.slice(0, index), target.slice(index)];
}
