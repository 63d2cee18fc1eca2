/** Spec §3 app init `TournamentsSubscriptions`: ids of the upcoming and running races the player joined. */
import { z } from "zod";
import { defineAppInitSlice } from "../app-init/slice.ts";

export const tournamentsAppInit = defineAppInitSlice({
  fields: { TournamentsSubscriptions: z.array(z.number().int()) },
  defaults: { TournamentsSubscriptions: [] },
});
