/**
 * Redemption's field of app init: whether this site offers redeeming entries at all (spec §4:
 * redeem is active only when the feature is on and the mode is SweepStakes; the site adds the mode).
 */
import { defineAppInitSlice, FeatureState, INACTIVE } from "../app-init/slice.ts";

export const redemptionsAppInit = defineAppInitSlice({
  fields: { redeem: FeatureState },
  defaults: { redeem: INACTIVE },
});
