/**
 * The studio's realtime messages (spec §7): free spins granted to the player, one of them played,
 * and a grant finished (its last spin played, or its end date passed). The site refetches the
 * player's free spins on each; `gameId` lets an open game tell whether they are its own.
 */
import { z } from "zod";
import { defineRealtimeSlice, realtimeMessage } from "../realtime/slice.ts";
import { GameId } from "./schemas.ts";

const FreeSpinId = z.string().min(1).max(64);

/** A grant of free spins came or went: `granted`, or `finished` (used up or expired). */
export const FreeSpinMessage = realtimeMessage(
  "freeSpin",
  z.enum(["granted", "finished"]),
  z.object({ freeSpinId: FreeSpinId, gameId: GameId }),
);

/** The player's free spins of one grant: granted, one played (`used`), or none left to play (`finished`). */
export const PlayerFreeSpinMessage = realtimeMessage(
  "playerFreeSpin",
  z.enum(["granted", "used", "finished"]),
  z.object({ freeSpinId: FreeSpinId, gameId: GameId, spinsLeft: z.number().int().min(0) }),
);

export const studioRealtime = defineRealtimeSlice({ messages: [FreeSpinMessage, PlayerFreeSpinMessage] });
