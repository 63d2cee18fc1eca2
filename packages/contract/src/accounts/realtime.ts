/** The accounts module's realtime messages: the profile changed. */
import { z } from "zod";
import { defineRealtimeSlice, realtimeMessage } from "../realtime/slice.ts";

/** Something of the player's profile changed (contact confirmed, details saved, game mode). */
export const ProfileMessage = realtimeMessage(
  "profile",
  z.literal("updated"),
  z.object({ fields: z.array(z.string()).min(1) }),
);

export const accountsRealtime = defineRealtimeSlice({
  messages: [ProfileMessage],
  reloadRootData: ["profile"],
});
