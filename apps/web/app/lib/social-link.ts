/**
 * Linking a provider from the socials tab takes the social sign-in's round trip: the provider
 * sends the player back to the sign-in page, which must then link (not sign in) and return to the
 * tab. Which of the two it is waits in session storage, set by the tab, taken by the sign-in page.
 */
import { resolveRedirectPath } from "@reelhouse/contract";

const LINK_RETURN_KEY = "social-link-return";

export function rememberSocialLink(returnPath: string): void {
  sessionStorage.setItem(LINK_RETURN_KEY, returnPath);
}

/** The page to go back to when this round trip links a provider; null for a sign-in. */
export function takeSocialLink(): string | null {
  const path = sessionStorage.getItem(LINK_RETURN_KEY);
  sessionStorage.removeItem(LINK_RETURN_KEY);
  // Storage is writable by any script on the site: the redirect rule applies; the tab's hash is kept.
  const [target = null, hash = ""] = path?.split("#", 2) ?? [];
  const resolved = resolveRedirectPath(target);
  return resolved && (/^[\w-]+$/.test(hash) ? `${resolved}#${hash}` : resolved);
}
