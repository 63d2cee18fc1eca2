import { defineEndpoint } from "../endpoint.ts";
import { restrictionsRoutes } from "./routes.ts";
import {
  AccessCheckResponse,
  BlockReportBody,
  BlockReportResponse,
  GeoCheckQuery,
  LocationDeclinedBody,
  LocationVerdictResponse,
  RestrictionInfoResponse,
} from "./schemas.ts";

const tags = ["restrictions"] as const;

/** Spec §7 "Restrictions". */
export const restrictionsEndpoints = {
  getRestrictionInfo: defineEndpoint({
    ...restrictionsRoutes.getRestrictionInfo,
    summary: "Which currencies may be played in each US state",
    tags,
    response: RestrictionInfoResponse,
    errors: [429],
  }),
  checkIpAccess: defineEndpoint({
    ...restrictionsRoutes.checkIpAccess,
    summary: "Access from the connecting IP address",
    tags,
    response: AccessCheckResponse,
    errors: [429],
  }),
  checkGeoAccess: defineEndpoint({
    ...restrictionsRoutes.checkGeoAccess,
    summary: "Access from the coordinates the device reports; a signed-in player's verdict is kept",
    tags,
    query: GeoCheckQuery,
    response: AccessCheckResponse,
    errors: [400, 429],
  }),
  reportLocationDeclined: defineEndpoint({
    ...restrictionsRoutes.reportLocationDeclined,
    summary:
      "Record that the player's browser will not share a location: entries are off until a check places them",
    tags,
    body: LocationDeclinedBody,
    response: LocationVerdictResponse,
    errors: [400, 401, 403, 429],
  }),
  reportBlock: defineEndpoint({
    ...restrictionsRoutes.reportBlock,
    summary: "Record a block the player's device ran into",
    tags,
    body: BlockReportBody,
    response: BlockReportResponse,
    errors: [400, 403, 429],
  }),
} as const;
