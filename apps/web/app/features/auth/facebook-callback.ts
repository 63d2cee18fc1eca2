/**
 * Spec §2: for a guest, a hash starting with `#cb=` completes the Facebook login. The hash never
 * reaches the server, so this is known only in the browser, after hydration.
 */
export const FACEBOOK_CALLBACK_HASH = "#cb=";

export function hasFacebookCallback(hash: string): boolean {
  return hash.startsWith(FACEBOOK_CALLBACK_HASH);
}
