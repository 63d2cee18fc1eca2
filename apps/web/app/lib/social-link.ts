/**
 * Linking a provider from the socials tab takes the social sign-in's round trip: the provider
 * sends the player back to the sign-in page, which must then link (not sign in) and return to the
 * tab, whether the link worked or not. Which of the two it is waits in session storage, set by the
 * tab, taken by the sign-in page; so does why a link failed, set by that page, shown by the tab.
 */
import { resolveRedirectPath } from "@reelhouse/contract";

const LINK_RETURN_KEY = "social-link-return";
const LINK_FAILURE_KEY = "social-link-failure";

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

/** Why the link failed, for the tab to show once the player is back on it. */
export function rememberSocialLinkFailure(message: string): void {
  sessionStorage.setItem(LINK_FAILURE_KEY, message);
}

/** The failure the last link round trip left for the tab, once; null when there is none. */
export function takeSocialLinkFailure(): string | null {
  try {
    const message = sessionStorage.getItem(LINK_FAILURE_KEY);
    sessionStorage.removeItem(LINK_FAILURE_KEY);
    return message;
  } catch {
    return null;
  }
}
