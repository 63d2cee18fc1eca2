import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { buildsRoutes } from "./routes.ts";
import { LatestBuildResponse } from "./schemas.ts";

/**
 * Spec §4, §7: open tabs poll `builds/latest.json`; the query defeats caches. The server answers it
 * from the site build it is serving (the web plugin), not from a file on disk.
 */
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
