/**
 * Referral links carry `invited_by` or `refcode` (spec §2). The code is kept in a cookie for 30
 * days so a visitor who signs up later is still credited to the friend who invited them.
 */
import { REFERRAL_CODE_PATTERN } from "@reelhouse/contract/accounts";
import { parseCookie, stringifySetCookie } from "cookie";

export const REFERRAL_COOKIE = "referral_code";
const REFERRAL_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function referralCodeFromQuery(query: URLSearchParams): string | null {
  return referralCodeOrNull(query.get("invited_by") ?? query.get("refcode"));
}

export function referralCodeFromCookie(cookieHeader: string | null): string | null {
  const value = cookieHeader ? parseCookie(cookieHeader)[REFERRAL_COOKIE] : undefined;
  return referralCodeOrNull(value);
}

/** The code as the server's `ReferralCode` reads it (trimmed), or null when it would refuse it. */
function referralCodeOrNull(raw: string | null | undefined): string | null {
  const code = raw?.trim();
  return code && REFERRAL_CODE_PATTERN.test(code) ? code : null;
}

/** Remembers the referral code of the current page's query, if it has one. */
export function rememberReferral(query: URLSearchParams): void {
  const code = referralCodeFromQuery(query);
  if (!code) return;
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie, read back by the sign-up page.
  document.cookie = stringifySetCookie(REFERRAL_COOKIE, code, {
    path: "/",
    maxAge: REFERRAL_MAX_AGE_SECONDS,
    sameSite: "lax",
  });
}
