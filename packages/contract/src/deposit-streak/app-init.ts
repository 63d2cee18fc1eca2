/** Deposit streak's field of app init (spec §3): the feature flag, on where the theme runs it. */
import { defineAppInitSlice, FeatureState, INACTIVE } from "../app-init/slice.ts";

export const depositStreakAppInit = defineAppInitSlice({
  fields: { depositStreak: FeatureState },
  defaults: { depositStreak: INACTIVE },
});
