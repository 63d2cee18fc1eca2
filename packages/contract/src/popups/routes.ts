/**
 * Where each popup-ad call lives (spec §7 "Popups"): its method and path, and nothing else;
 * `endpoints.ts` adds the schemas. `popupsApi` is what the browser calls, without loading them.
 */
import { type RouteTable, typeRoutes } from "../endpoint.ts";
import type { popupsEndpoints } from "./endpoints.ts";

export const popupsRoutes = {
  guestPopupAds: { method: "POST", path: "/rest/pop-up-ads/guest-popup-ads/" },
  playerPopupAds: { method: "POST", path: "/rest/pop-up-ads/player-popup-ads/" },
  logAction: { method: "POST", path: "/rest/pop-up-ads/log-action/" },
} as const satisfies RouteTable;

export const popupsApi = typeRoutes<typeof popupsEndpoints>(popupsRoutes);
