import {
  type Locale,
  PlayerProfileResponse,
  type ProfilePageData,
  ProfilePageResponse,
  type ProfileUpdateRequest,
  RestrictionInfoResponse,
  SuccessResponse,
  TermsResponse,
  type WebRequestContext,
} from "@reelhouse/contract";
import { apiRequest } from "~/lib/api-client.ts";

/** The profile page and the list of states for the address, for the page's loader. */
export async function loadProfilePage(
  context: WebRequestContext,
  locale: Locale,
): Promise<{ page: ProfilePageData; states: { code: string; name: string }[] }> {
  const headers = { "accept-language": locale };
  const [page, info] = await Promise.all([
    context.fetchApi("/rest/page/profile/", { headers }),
    context.fetchApi("/rest/restriction/info/", { headers }),
  ]);
  if (!page.ok) throw new Error(`Profile page failed with ${page.status}`);
  if (!info.ok) throw new Error(`Restriction info failed with ${info.status}`);
  return {
    page: ProfilePageResponse.parse(await page.json()).data,
    states: RestrictionInfoResponse.parse(await info.json()).data.states.map(({ code, name }) => ({
      code,
      name,
    })),
  };
}

export function updateProfile(body: ProfileUpdateRequest, locale: Locale) {
  return apiRequest("/rest/player/profile/", { method: "POST", body, locale, schema: PlayerProfileResponse });
}

export function sendEmailConfirmation(locale: Locale) {
  return apiRequest("/rest/email/confirm/send/", {
    method: "POST",
    body: {},
    locale,
    schema: SuccessResponse,
  });
}

export function confirmEmail(token: string, locale: Locale) {
  return apiRequest("/rest/email/confirm/", {
    method: "POST",
    body: { token },
    locale,
    schema: SuccessResponse,
  });
}

export function sendPhoneCode(phone: string, locale: Locale) {
  return apiRequest("/rest/phone/confirm/send/", {
    method: "POST",
    body: { phone },
    locale,
    schema: SuccessResponse,
  });
}

export function confirmPhone(code: string, locale: Locale) {
  return apiRequest("/rest/phone/confirm/", {
    method: "POST",
    body: { code },
    locale,
    schema: SuccessResponse,
  });
}

export function acceptTerms(version: number, locale: Locale) {
  return apiRequest("/rest/player/terms/accept/", {
    method: "POST",
    body: { version },
    locale,
    schema: TermsResponse,
  });
}
