/**
 * The scratch-card lottery's fields of app init (spec §3): one flag per name the feature goes by.
 * A theme runs it as scratch cards or as magic box, so at most one of the two is active.
 */
import { defineAppInitSlice, FeatureState, INACTIVE } from "../app-init/slice.ts";

export const scratchCardsAppInit = defineAppInitSlice({
  fields: { scratchCardLottery: FeatureState, magicBox: FeatureState },
  defaults: { scratchCardLottery: INACTIVE, magicBox: INACTIVE },
});
