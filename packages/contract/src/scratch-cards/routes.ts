/**
 * Where each scratch-card lottery call lives (spec §7 Features); `endpoints.ts` adds the schemas.
 * `scratchCardsApi` is what the browser calls (endpoint.ts).
 */
import { type RouteTable, typeRoutes } from "../endpoint.ts";
import type { scratchCardsEndpoints } from "./endpoints.ts";

export const scratchCardsRoutes = {
  getScratchCardLottery: { method: "GET", path: "/rest/scratch-card-lottery/get/" },
  openScratchCard: { method: "POST", path: "/rest/scratch-card-lottery/open/" },
} as const satisfies RouteTable;

export const scratchCardsApi = typeRoutes<typeof scratchCardsEndpoints>(scratchCardsRoutes);
