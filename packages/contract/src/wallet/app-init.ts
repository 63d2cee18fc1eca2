/** The wallet's field of app init: the player's balances. */
import { z } from "zod";
import { defineAppInitSlice } from "../app-init/slice.ts";

export const walletAppInit = defineAppInitSlice({
  fields: {
    /**
     * Balances in minor units (hundredths): `entries` is promotional plus redeemable. Beyond the
     * spec, what may be redeemed now and the play-through still owed on promotional entries.
     */
    playerInfo: z.object({
      playerBalance: z.object({ entries: z.number().int(), coins: z.number().int() }),
      redeemableEntries: z.number().int(),
      playThroughLeft: z.number().int(),
    }),
  },
  defaults: {
    playerInfo: { playerBalance: { entries: 0, coins: 0 }, redeemableEntries: 0, playThroughLeft: 0 },
  },
});
