/** The cashier's realtime message: the offer it features for the player changed (spec §7 `bannerOffer`). */
import { z } from "zod";
import { defineRealtimeSlice, realtimeMessage } from "../realtime/slice.ts";

/**
 * `hide`: the featured offer `offerId` is no longer for the player (the first purchase was made);
 * the site reads app init and the home's banners again, so the buy button's badge and the banner
 * show the next offer, if any.
 */
export const BannerOfferMessage = realtimeMessage(
  "bannerOffer",
  z.enum(["show", "hide"]),
  z.object({ offerId: z.string().min(1).max(64) }),
);

export const cashierRealtime = defineRealtimeSlice({
  messages: [BannerOfferMessage],
  reloadRootData: ["bannerOffer"],
});
