import { defineEndpoint } from "../endpoint.ts";
import { healthRoutes } from "./routes.ts";
import { HealthResponse, ReadinessResponse } from "./schemas.ts";

const tags = ["platform"] as const;

export const healthEndpoints = {
  checkLiveness: defineEndpoint({
    ...healthRoutes.checkLiveness,
    summary: "Liveness",
    tags,
    response: HealthResponse,
  }),
  /** Not ready answers 503 with the same body shape, listing the failed checks. */
  checkReadiness: defineEndpoint({
    ...healthRoutes.checkReadiness,
    summary: "Readiness",
    tags,
    response: ReadinessResponse,
    errors: [503],
  }),
} as const;
