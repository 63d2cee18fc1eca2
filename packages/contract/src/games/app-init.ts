/** The games module's field of app init: the player's favourite games. */
import { z } from "zod";
import { defineAppInitSlice } from "../app-init/slice.ts";

export const gamesAppInit = defineAppInitSlice({
  fields: { favoriteGames: z.array(z.number().int()) },
  defaults: { favoriteGames: [] },
});
