import {
  resolveRedirectPath,
  type SocialMethod,
  SocialMethod as SocialMethodSchema,
} from "@reelhouse/contract";

/**
 * The social sign-in round trip. Providers send the player back to the sign-in page with `code`
 * and `state` (Apple through its form_post callback, which redirects there with Apple's `user`
 * too). The state starts with the method (`google.…`) so the page knows which provider answered;
 * where to go afterwards waits in session storage.
 */
const NEXT_PATH_KEY = "social-sign-in-next";

export interface SocialCallback {
  method: SocialMethod;
  code: string;
  state: string;
  /** Apple's `user` JSON (the player's name), sent only on the first authorization. */
  appleUser?: string;
}

/** The provider sent the player back without a code: they cancelled, or the provider failed. */
export interface SocialRefusal {
  method: SocialMethod;
  error: string;
}

export function socialCallbackFrom(url: URL): SocialCallback | SocialRefusal | null {
  const code = url.searchParams.get("code");
  const error = url.searchParams.get("error");
  const state = url.searchParams.get("state");
  const method = SocialMethodSchema.safeParse(state?.split(".", 1)[0]);
  if (!state || !method.success) return null;
  if (!code) return error ? { method: method.data, error } : null;
  const appleUser = method.data === "apple" ? url.searchParams.get("user") : null;
  return { method: method.data, code, state, ...(appleUser ? { appleUser } : {}) };
}

export function rememberNextPath(path: string): void {
  sessionStorage.setItem(NEXT_PATH_KEY, path);
}

/** Where to go once signed in; storage is writable by any script on the site, so the redirect rule applies. */
export function takeNextPath(): string | null {
  const path = sessionStorage.getItem(NEXT_PATH_KEY);
  sessionStorage.removeItem(NEXT_PATH_KEY);
  return resolveRedirectPath(path);
}
