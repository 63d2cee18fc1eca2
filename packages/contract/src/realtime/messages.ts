/**
 * Spec §7 "Realtime": every message the site handles, as one union on `type`, checked by the server
 * before it publishes and by the site when it receives. A message says what changed; the site then
 * refetches what it shows (ADR 080), so a lost message never leaves stale data behind for long, and
 * `data` carries only what a listener needs to pick the right thing to refetch. Each feature declares
 * its messages in its own `realtime.ts` (collected in `messages.generated.ts`); the ones here are the
 * platform's (`app`) and those of features that are not built yet.
 */
import { z } from "zod";
import { featureRealtimeMessages, featureRootDataMessageTypes } from "./messages.generated.ts";
import { realtimeMessage } from "./slice.ts";

const Id = z.string().min(1).max(64);

/** `reload`: the operator asks every open tab to reload; `newBuild`: a new build was deployed. */
export const AppMessage = realtimeMessage(
  "app",
  z.enum(["reload", "newBuild"]),
  z.object({ buildId: z.string().min(1).optional() }),
);

/** Spec §4 quest actions. */
export const QuestPointsMessage = realtimeMessage(
  "questPoints",
  z.enum(["taskCompleted", "taskProgress", "finished", "started", "dayFinished", "availableByRankLeague"]),
  z.object({ questId: Id, taskId: Id.optional(), progress: z.number().min(0).max(1).optional() }),
);

export const RankLeagueMessage = realtimeMessage(
  "rankLeague",
  z.enum(["levelUp", "progress"]),
  z.object({ level: z.number().int() }),
);

export const RealtimeMessage = z.discriminatedUnion("type", [
  ...featureRealtimeMessages,
  AppMessage,
  QuestPointsMessage,
  RankLeagueMessage,
]);
export type RealtimeMessage = z.infer<typeof RealtimeMessage>;
export type RealtimeMessageType = RealtimeMessage["type"];
export type RealtimeMessageOf<T extends RealtimeMessageType> = Extract<RealtimeMessage, { type: T }>;

export const REALTIME_MESSAGE_TYPES = RealtimeMessage.options.map(
  (option) => option.shape.type.value,
) as readonly RealtimeMessageType[];

/** Messages about what the site's root loader holds (balance, profile, deposits): the root reloads its data. */
export const ROOT_DATA_MESSAGE_TYPES: ReadonlySet<RealtimeMessageType> = new Set(featureRootDataMessageTypes);
