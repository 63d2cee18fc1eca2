import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { buildsRoutes } from "./routes.ts";
import { LatestBuildResponse } from "./schemas.ts";

/** Spec §4, §7: `builds/latest.json` is a static file the build writes; the query defeats caches. */
export const buildsEndpoints = {
  getLatestBuild: defineEndpoint({
    ...buildsRoutes.getLatestBuild,
    summary: "The id of the deployed site build",
    tags: ["builds"],
    query: z.object({ timestamp: z.coerce.number().int() }),
    response: LatestBuildResponse,
    errors: [404],
  }),
} as const;
