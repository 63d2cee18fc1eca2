/**
 * Where a redirect may send a visitor: only somewhere on this site. Targets come from the query
 * (`redirectTo`), from the request's own path (`/en/…` unprefixed, `?aa=` stripped) or from storage,
 * so each is read the way a browser reads a `Location` header, by the WHATWG URL parser, and kept
 * only when it stays on the site. The server and the site both redirect through this one rule.
 *
 * - Only a site path (`/…`) is accepted; absolute URLs, `//host` and relative paths are not.
 * - Control characters and backslashes are refused before parsing: browsers drop tabs and newlines
 *   (`/\t/evil.example` becomes `//evil.example`) and read `\` as `/`.
 * - The answer is the resolved URL's path and query only, and never begins with `//`, which a
 *   browser would take for another host (`/.//evil.example` resolves to the path `//evil.example`).
 */

/** Stands for the site's origin: only site paths are accepted, so the real one would resolve them alike. */
const SITE_ORIGIN = "https://site.invalid";

/** The path and query to redirect to for `target`, or null when it would leave the site. */
export function resolveRedirectPath(target: string | null | undefined): string | null {
  if (!target?.startsWith("/") || hasUnsafeCharacter(target)) return null;
  let resolved: URL;
  try {
    resolved = new URL(target, SITE_ORIGIN);
  } catch {
    return null;
  }
  if (resolved.origin !== SITE_ORIGIN) return null;
  const path = `${resolved.pathname}${resolved.search}`;
  return path.startsWith("//") ? null : path;
}

/** C0 controls, DEL and the backslash: characters browsers drop or rewrite before navigating. */
function hasUnsafeCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code <= 0x1f || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}
