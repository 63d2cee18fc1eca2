/** The popups' field of app init: whether the visitor's site runs popup ads at all. */
import { defineAppInitSlice, FeatureState, INACTIVE } from "../app-init/slice.ts";

export const popupsAppInit = defineAppInitSlice({
  fields: { popUpAds: FeatureState },
  defaults: { popUpAds: INACTIVE },
});
