/**
 * Daily login's fields of app init (spec §3, §6): the feature flag, and for the themes that keep
 * the climb in their state (funrize, sws, funzCity) the player's info itself, so the map can open
 * without another call.
 */
import { defineAppInitSlice, FeatureState, INACTIVE } from "../app-init/slice.ts";
import { DailyLoginInfo } from "./schemas.ts";

export const dailyLoginAppInit = defineAppInitSlice({
  fields: { dailyLogin: FeatureState, dailyLoginInfo: DailyLoginInfo.nullable() },
  defaults: { dailyLogin: INACTIVE, dailyLoginInfo: null },
});
