/**
 * Where to go after signing in. `redirectTo` comes from the URL, so only a path on this site is
 * followed; anything else (another host, `//evil`, `javascript:`) falls back to home.
 */
export function safeRedirectTarget(redirectTo: string | null, fallback: string): string {
  const isSitePath =
    redirectTo?.startsWith("/") === true && !redirectTo.startsWith("//") && !redirectTo.includes("\\");
  return isSitePath && redirectTo ? redirectTo : fallback;
}
