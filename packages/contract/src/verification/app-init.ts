/** Spec §3 app init `fraudDetector.verificationCompleted`: the player's identity is verified. */
import { z } from "zod";
import { defineAppInitSlice } from "../app-init/slice.ts";

export const verificationAppInit = defineAppInitSlice({
  fields: { fraudDetector: z.object({ verificationCompleted: z.boolean() }) },
  defaults: { fraudDetector: { verificationCompleted: false } },
});
