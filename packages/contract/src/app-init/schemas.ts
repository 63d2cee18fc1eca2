/**
 * Spec §3 "App init data": everything the site needs at start for the current visitor. Each feature
 * declares its fields in its own `app-init.ts` (collected in `slices.generated.ts`); the fields here
 * belong to features that are not live yet, which answer with their inactive defaults (documented
 * per field) so the site can rely on every field being present.
 */
import { z } from "zod";
import { defineAppInitSlice, FeatureState, INACTIVE } from "./slice.ts";
import { featureAppInitFields } from "./slices.generated.ts";

/** Fields of features still to come, and the site's brand (`appName`, always from the server). */
export const upcomingAppInit = defineAppInitSlice({
  fields: {
    appName: z.string(),
    season: z.unknown().nullable(),
    moneyBox: FeatureState,
    bingo: FeatureState,
    prizeDrops: FeatureState,
    rankLeague: FeatureState,
    isAffiliate: z.boolean(),
    featuresPriority: z.object({ onMainPage: z.array(z.string()) }),
  },
  serverOnly: ["appName"],
  defaults: {
    season: null,
    moneyBox: INACTIVE,
    bingo: INACTIVE,
    prizeDrops: INACTIVE,
    rankLeague: INACTIVE,
    isAffiliate: false,
    featuresPriority: { onMainPage: [] },
  },
});

export const AppInitData = z.object({ ...upcomingAppInit.fields, ...featureAppInitFields });
export type AppInitData = z.infer<typeof AppInitData>;

export const AppInitResponse = z.object({ success: z.literal(true), data: AppInitData });
export type AppInitResponse = z.infer<typeof AppInitResponse>;
