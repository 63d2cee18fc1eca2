/** The restrictions module's field of app init: which set of restrictions applies to the visitor's catalogue. */
import { z } from "zod";
import { defineAppInitSlice } from "../app-init/slice.ts";

export const restrictionsAppInit = defineAppInitSlice({
  fields: {
    /** Identifies the set of restrictions applied to the visitor's game catalogue (games cache key). */
    playerRestrictionIdsHash: z.string(),
  },
  defaults: {
    /** Until game restrictions exist every visitor sees the same catalogue: sha256("restrictions:none"), 16 hex. */
    playerRestrictionIdsHash: "3893bc7422f66f1a",
  },
});
