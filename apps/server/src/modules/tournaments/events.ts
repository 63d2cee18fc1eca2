/**
 * Races' domain event: one per `tournament` realtime message (spec §4 actions), written in the
 * transaction of what it reports (a race started or stopped, a round scored or refused below the
 * minimum bet, a window of positions). A player's goes to their channel; a start, with no player,
 * to everyone.
 */

import type { RealtimeMessage } from "@reelhouse/contract";
import { TournamentMessage } from "@reelhouse/contract";
import type { z } from "zod";
import { defineEvent, type EventOccurrence } from "../../lib/domain-events.ts";

export const TournamentNotice = defineEvent("tournaments.notice", TournamentMessage.omit({ type: true }));
export type TournamentNoticePayload = z.infer<typeof TournamentNotice.schema>;

export const noticeMessages = ({ payload }: EventOccurrence<TournamentNoticePayload>): RealtimeMessage[] => [
  { type: "tournament", ...payload },
];
