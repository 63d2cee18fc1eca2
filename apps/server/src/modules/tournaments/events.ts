/**
 * Races' domain events, written in the transaction of what they report. `tournaments.notice` is a
 * race's start, to everyone. `tournaments.notices` carries the `tournament` realtime messages
 * (spec §4 actions) of one move for many players at once: a relay batch's scores and alerts, a
 * window of positions, a race's stop. One outbox row for many players keeps the write of a batch
 * small; written without a player, such rows keep their order among themselves (realtime/repo.ts),
 * so a player hears a race's messages in the order they were written.
 */

import type { RealtimeMessage } from "@reelhouse/contract";
import { TournamentMessage } from "@reelhouse/contract";
import { z } from "zod";
import { defineEvent, type EventOccurrence } from "../../lib/domain-events.ts";
import type { PlayerMessage } from "../../plugins/events.ts";

const Notice = TournamentMessage.omit({ type: true });

export const TournamentNotice = defineEvent("tournaments.notice", Notice);
export type TournamentNoticePayload = z.infer<typeof TournamentNotice.schema>;

export const TournamentNotices = defineEvent(
  "tournaments.notices",
  z.object({ notices: z.array(Notice.extend({ playerId: z.string() })) }),
);
export type PlayerNotice = TournamentNoticePayload & { playerId: string };

export const noticeMessages = ({ payload }: EventOccurrence<TournamentNoticePayload>): RealtimeMessage[] => [
  { type: "tournament", ...payload },
];

export const playerNoticeMessages = ({
  payload,
}: EventOccurrence<z.infer<typeof TournamentNotices.schema>>): PlayerMessage[] =>
  payload.notices.map(({ playerId, ...notice }) => ({
    playerId,
    message: { type: "tournament", ...notice },
  }));
