/**
 * The visitor's session as the server renderer sees it (spec §4): the request-handle check and,
 * for players, the app init data the whole site uses.
 */
import {
  type AppInitData,
  BadgeLabel,
  type CashierPackage,
  type Locale,
  type RequestHandleResponse,
  type WebRequestContext,
} from "@reelhouse/contract";
import { accountsApi, appInitApi } from "@reelhouse/contract/client";
import { trackEventAfterReload } from "./analytics.ts";
import { type ApiFetch, callApi, viaServer } from "./api-client.ts";
import { loadQuery } from "./query-client.ts";
import { disconnectRealtime } from "./realtime/provider.tsx";
import type { FeaturedOffer, SitePlayer } from "./use-site.ts";

/** Spec §7: headers of the page request that the request-handle call does not forward. */
const UNFORWARDED_HEADERS = new Set([
  "host",
  "content-length",
  "connection",
  // The in-process call carries the cookies itself (with spec §4's language rewrite), asks for
  // JSON in the page's language, and reads an uncompressed answer.
  "cookie",
  "accept",
  "accept-language",
  "accept-encoding",
  "content-type",
  "x-request-id",
]);

/** Spec §7: the host the visitor asked for, beside the forwarded headers. */
export const CLIENT_HOST_HEADER = "x-client-host";

/** The request handle's answer, and the cookies it set, for the page's response to carry. */
export interface HandledRequest extends RequestHandleResponse {
  setCookies: string[];
}

/**
 * Spec §7 `GET /rest/request/handle/`: signed in or not, and whether this page must go elsewhere.
 * Asked for every page, client-side navigations included (root's `shouldRevalidate`), with the
 * page's query and headers forwarded, and the renderer's basic auth when the server asks for it.
 */
export async function handleRequest(
  context: WebRequestContext,
  request: Request,
  locale: Locale,
): Promise<HandledRequest> {
  const url = new URL(request.url);
  const headers: Record<string, string> = { [CLIENT_HOST_HEADER]: url.host };
  for (const [name, value] of request.headers) {
    if (!UNFORWARDED_HEADERS.has(name)) headers[name] = value;
  }
  if (context.rendererAuthorization) headers.authorization = context.rendererAuthorization;
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(url.searchParams.keys())) query[name] = url.searchParams.getAll(name);
  const setCookies: string[] = [];
  const fetchApi: ApiFetch = async (path, init) => {
    const response = await context.fetchApi(path, init);
    setCookies.push(...response.headers.getSetCookie());
    return response;
  };
  try {
    const handled = await loadQuery({
      queryKey: ["request-handle", url.pathname],
      queryFn: () =>
        callApi(
          accountsApi.handleRequest,
          { query: { ...query, path: url.pathname } },
          { fetchApi, locale, headers },
        ),
    });
    return { ...handled, setCookies };
  } catch (error) {
    // Spec §7: a failed check is logged and the request goes on as the session says.
    console.error("request handle failed", error);
    return { authorized: !context.session.isGuest, setCookies };
  }
}

/** One read of app init per page request: the root and a page's loader that both need it share it. */
const appInitOfRequest = new WeakMap<WebRequestContext, Promise<AppInitData | null>>();

/**
 * Spec §4, §8: app data that fails to load (after the one retry of spec §7) is logged and the site goes on without it (no
 * player data) instead of showing an error page.
 */
export function loadAppInit(context: WebRequestContext, locale: Locale): Promise<AppInitData | null> {
  let read = appInitOfRequest.get(context);
  if (!read) {
    read = readAppInit(context, locale);
    appInitOfRequest.set(context, read);
  }
  return read;
}

async function readAppInit(context: WebRequestContext, locale: Locale): Promise<AppInitData | null> {
  try {
    const { data } = await loadQuery({
      queryKey: ["app-init"],
      queryFn: () => callApi(appInitApi.getAppInit, {}, viaServer(context, locale)),
    });
    return data;
  } catch (error) {
    console.error("app init failed", error);
    return null;
  }
}

export function sitePlayerFrom(init: AppInitData | null): SitePlayer | null {
  if (!init || init.isGuest || !init.login || !init.email) return null;
  return {
    id: init.login,
    email: init.email,
    firstName: init.profile?.name ?? null,
    emailConfirmed: init.emailConfirmed,
    registrationComplete: init.Registration.complete,
    terms: init.terms,
    gameMode: init.gameMode,
    isRedeemOffered: init.redeem.isActive,
    balance: init.playerInfo.playerBalance,
    featuredOffer: featuredOfferFrom(init.currentOffer),
    offerPackages: offerPackagesFrom(init),
    bannerOffer: init.bannerPresetPackage,
    hasPopupAds: init.popUpAds.isActive,
  };
}

/** The preset-package popup's packages: the one it leads with, then the operator's others in order. */
function offerPackagesFrom(init: AppInitData): CashierPackage[] {
  const lead = init.popupPresetPackage;
  if (!lead) return [];
  return [lead, ...init.popupPresetPackages.filter((item) => item.id !== lead.id)];
}

/** Spec §3: `currentOffer.badgeLabel` is a JSON string; an offer whose label does not read is not featured. */
function featuredOfferFrom(offer: AppInitData["currentOffer"]): FeaturedOffer | null {
  if (!offer) return null;
  try {
    const label = BadgeLabel.safeParse(JSON.parse(offer.badgeLabel));
    return label.success ? { packageId: offer.id, ...label.data } : null;
  } catch {
    return null;
  }
}

/**
 * Ends the session, then reloads into the guest site (spec §4: logout clears cookies and local
 * flags). The realtime connection closes first: nothing the page hears now is for this visitor.
 */
export async function signOut(locale: Locale, homePath: string, playerId: string | undefined): Promise<void> {
  await callApi(accountsApi.signOut, {}, { locale });
  disconnectRealtime();
  sessionStorage.clear();
  trackEventAfterReload("logout", { ...(playerId ? { playerId } : {}) });
  window.location.assign(homePath);
}
