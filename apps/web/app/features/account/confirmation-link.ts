/** The confirmation email links to the site, whatever page, with `?confirmEmail=<token>`. */
export const CONFIRM_EMAIL_PARAM = "confirmEmail";

export function confirmationTokenIn(search: string): string | null {
  return new URLSearchParams(search).get(CONFIRM_EMAIL_PARAM);
}
