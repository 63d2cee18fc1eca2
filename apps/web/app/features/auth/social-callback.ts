import { type SocialMethod, SocialMethod as SocialMethodSchema } from "@reelhouse/contract";

/**
 * The social sign-in round trip. Providers send the player back to one registered address, the
 * sign-in page, with `code` and `state`. The state starts with the method (`google.…`) so the page
 * knows which provider answered; where to go afterwards waits in session storage.
 */
export const SOCIAL_CALLBACK_PATH = "/signin";
const NEXT_PATH_KEY = "social-sign-in-next";

export interface SocialCallback {
  method: SocialMethod;
  code: string;
  state: string;
}

export function socialCallbackFrom(url: URL): SocialCallback | null {
  const code = url.searchParams.get("code");
  const state = url.searchParams.get("state");
  const method = SocialMethodSchema.safeParse(state?.split(".", 1)[0]);
  if (!code || !state || !method.success) return null;
  return { method: method.data, code, state };
}

export function rememberNextPath(path: string): void {
  sessionStorage.setItem(NEXT_PATH_KEY, path);
}

export function takeNextPath(): string | null {
  const path = sessionStorage.getItem(NEXT_PATH_KEY);
  sessionStorage.removeItem(NEXT_PATH_KEY);
  return path;
}
