import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  type Locale,
} from "@reelhouse/contract";
import { parseCookie, stringifySetCookie } from "cookie";

/** Spec §2: the language is the first path segment; English has none. */
export function localeFromPath(pathname: string): Locale {
  return pathname === "/es" || pathname.startsWith("/es/") ? "es" : DEFAULT_LOCALE;
}

/** The path without its language prefix: `/es/lobby` → `/lobby`. */
export function stripLocale(pathname: string): string {
  if (localeFromPath(pathname) === DEFAULT_LOCALE) return pathname || "/";
  return pathname.slice(3) || "/";
}

/** The same page in `locale`: `localizePath("/lobby", "es")` → `/es/lobby`. */
export function localizePath(path: string, locale: Locale): string {
  const bare = path.startsWith("/") ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === "/" ? "/es/" : `/es${bare}`;
}

export function localeCookie(locale: Locale): string {
  return stringifySetCookie(LOCALE_COOKIE, locale, {
    maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
    path: "/",
    sameSite: "lax",
  });
}

export function readLocaleCookie(cookieHeader: string | null): string | null {
  return cookieHeader ? (parseCookie(cookieHeader)[LOCALE_COOKIE] ?? null) : null;
}
