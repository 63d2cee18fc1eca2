/**
 * What app init answers for a guest while no module contributes a field: the inactive defaults
 * each slice declares. The server starts every answer from this document and each module
 * overwrites its own slice. `appName` (the site's brand) and `terms` (the accounts module) have no
 * meaningful default and always come from the server.
 */
import type { AppInitData } from "./schemas.ts";
import { upcomingAppInit } from "./schemas.ts";
import { featureAppInitDefaults } from "./slices.generated.ts";

export const APP_INIT_DEFAULTS: Readonly<Omit<AppInitData, "appName" | "terms">> = Object.freeze({
  ...upcomingAppInit.defaults,
  ...featureAppInitDefaults,
});
