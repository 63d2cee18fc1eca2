import { defineEndpoint } from "../endpoint.ts";
import { popupsRoutes } from "./routes.ts";
import {
  PopupAdsRequest,
  PopupAdsResponse,
  PopupLogActionRequest,
  PopupLogActionResponse,
} from "./schemas.ts";

const tags = ["popups"];

export const popupsEndpoints = {
  guestPopupAds: defineEndpoint({
    ...popupsRoutes.guestPopupAds,
    summary:
      "The popup ads a guest is eligible for now at this trigger, best first (none seen in the last 24 hours, none within a minute of the last)",
    tags,
    body: PopupAdsRequest,
    response: PopupAdsResponse,
    errors: [400, 429],
  }),
  playerPopupAds: defineEndpoint({
    ...popupsRoutes.playerPopupAds,
    summary:
      "The popup ads the player is eligible for now at this trigger, best first (none seen in the last 24 hours, none within a minute of the last)",
    tags,
    body: PopupAdsRequest,
    response: PopupAdsResponse,
    errors: [400, 401, 429],
  }),
  logAction: defineEndpoint({
    ...popupsRoutes.logAction,
    summary: "Records a view, click or close of a popup shown to the caller; once per showing and action",
    tags,
    body: PopupLogActionRequest,
    response: PopupLogActionResponse,
    errors: [400, 404, 429],
  }),
} as const;
