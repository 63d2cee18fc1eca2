import { resolveRedirectPath } from "@reelhouse/contract";

/**
 * Where to go after signing in. `redirectTo` comes from the URL, so only a path on this site is
 * followed (the shared rule of `resolveRedirectPath`); anything else (another host, `//evil`,
 * `javascript:`, a tab or newline browsers would drop) falls back to home.
 */
export function safeRedirectTarget(redirectTo: string | null, fallback: string): string {
  return resolveRedirectPath(redirectTo) ?? fallback;
}
