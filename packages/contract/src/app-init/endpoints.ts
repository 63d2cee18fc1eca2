import { defineEndpoint } from "../endpoint.ts";
import { appInitRoutes } from "./routes.ts";
import { AppInitResponse } from "./schemas.ts";

/** Spec §3, §7: the app data every page starts from; each module contributes its slice. */
export const appInitEndpoints = {
  getAppInit: defineEndpoint({
    ...appInitRoutes.getAppInit,
    summary: "Everything the site needs at start for this visitor (spec §3)",
    tags: ["app-init"],
    response: AppInitResponse,
    errors: [429],
  }),
} as const;
