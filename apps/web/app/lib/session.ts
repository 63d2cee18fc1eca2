/**
 * The visitor's session as the server renderer sees it (spec §4): the request-handle check and,
 * for players, the app init data the whole site uses.
 */
import {
  type AppInitData,
  AppInitResponse,
  type Locale,
  RequestHandleResponse,
  SuccessResponse,
  type WebRequestContext,
} from "@reelhouse/contract";
import { trackEventAfterReload } from "./analytics.ts";
import { apiRequest } from "./api-client.ts";
import type { SitePlayer } from "./use-site.ts";

/** Spec §7 `GET /rest/request/handle/`: signed in or not, and whether this page must go elsewhere. */
export async function handleRequest(
  context: WebRequestContext,
  pathname: string,
): Promise<RequestHandleResponse> {
  const response = await context.fetchApi(`/rest/request/handle/?path=${encodeURIComponent(pathname)}`);
  if (!response.ok) {
    // Spec §7: a failed check is logged and the request goes on as the session says.
    console.error(`request handle failed with ${response.status}`);
    return { authorized: !context.session.isGuest };
  }
  return RequestHandleResponse.parse(await response.json());
}

export async function loadAppInit(context: WebRequestContext): Promise<AppInitData> {
  const response = await context.fetchApi("/rest/app/init/");
  if (!response.ok) throw new Error(`App init failed with ${response.status}`);
  return AppInitResponse.parse(await response.json()).data;
}

export function sitePlayerFrom(init: AppInitData): SitePlayer | null {
  if (init.isGuest || !init.login || !init.email) return null;
  return {
    id: init.login,
    email: init.email,
    emailConfirmed: init.emailConfirmed,
    registrationComplete: init.Registration.complete,
    terms: init.terms,
  };
}

/** Ends the session, then reloads into the guest site (spec §4: logout clears cookies and local flags). */
export async function signOut(locale: Locale, homePath: string, playerId: string | undefined): Promise<void> {
  await apiRequest("/rest/logout/", { locale, schema: SuccessResponse });
  sessionStorage.clear();
  trackEventAfterReload("logout", { ...(playerId ? { playerId } : {}) });
  window.location.assign(homePath);
}
