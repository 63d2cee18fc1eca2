/**
 * Spec §7 "Realtime": every message the site handles, as one union on `type`, checked by the server
 * before it publishes and by the site when it receives. A message says what changed; the site then
 * refetches what it shows (ADR 080), so a lost message never leaves stale data behind for long, and
 * `data` carries only what a listener needs to pick the right thing to refetch.
 */
import { z } from "zod";

const Id = z.string().min(1).max(64);
const Amount = z.number().int();

const message = <const T extends string, A extends z.ZodType, D extends z.ZodType>(
  type: T,
  action: A,
  data: D,
) => z.object({ type: z.literal(type), action, data });

/** `reload`: the operator asks every open tab to reload; `newBuild`: a new build was deployed. */
export const AppMessage = message(
  "app",
  z.enum(["reload", "newBuild"]),
  z.object({ buildId: z.string().min(1).optional() }),
);

/** A balance moved: the ledger transaction behind it and the balances after it (minor units). */
export const CashMessage = message(
  "cash",
  z.literal("balance"),
  z.object({
    transactionId: z.number().int(),
    kind: z.string(),
    balance: z.object({ coins: Amount, entries: Amount }),
  }),
);

/** A purchase completed: the deposit count moved (first-purchase offers, deposit streak). */
export const DepositMessage = message(
  "deposit",
  z.literal("completed"),
  z.object({ paymentId: Id, packageId: z.string() }),
);

/** Spec §4 payment actions: `complete`, `failed-complete`; `refunded` when a completed one is reversed. */
export const PaymentMessage = message(
  "payment",
  z.enum(["complete", "failed-complete", "refunded"]),
  z.object({ paymentId: Id, packageId: z.string() }),
);

/** Something of the player's profile changed (contact confirmed, details saved, game mode). */
export const ProfileMessage = message(
  "profile",
  z.literal("updated"),
  z.object({ fields: z.array(z.string()).min(1) }),
);

/** Spec §4: verification moves to approved (stored as verified) or rejected on these messages. */
const VerificationOutcome = z.object({ status: z.enum(["approved", "rejected"]) });
export const PlayerIdentityVerificationMessage = message(
  "playerIdentityVerification",
  z.literal("statusChanged"),
  VerificationOutcome,
);
export const PlayerVerificationMessage = message(
  "playerVerification",
  z.literal("statusChanged"),
  VerificationOutcome,
);

/** Spec §4 quest actions. */
export const QuestPointsMessage = message(
  "questPoints",
  z.enum(["taskCompleted", "taskProgress", "finished", "started", "dayFinished", "availableByRankLeague"]),
  z.object({ questId: Id, taskId: Id.optional(), progress: z.number().min(0).max(1).optional() }),
);

export const FreeSpinMessage = message(
  "freeSpin",
  z.enum(["granted", "finished"]),
  z.object({ freeSpinId: Id }),
);
export const PlayerFreeSpinMessage = message(
  "playerFreeSpin",
  z.enum(["granted", "used", "finished"]),
  z.object({ freeSpinId: Id, spinsLeft: z.number().int().min(0) }),
);

export const RankLeagueMessage = message(
  "rankLeague",
  z.enum(["levelUp", "progress"]),
  z.object({ level: z.number().int() }),
);

/** Spec §4: cashback is claimable when available and not calculating. */
export const CashbackMessage = message(
  "cashback",
  z.literal("statusChanged"),
  z.object({ status: z.enum(["available", "calculating", "claimed", "unavailable"]) }),
);

/** Spec §4 tournament actions; `stop` opens the congratulation modal and refetches. */
export const TournamentMessage = message(
  "tournament",
  z.enum(["start", "stop", "min-alert", "positions", "bet", "playerWin"]),
  z.object({ tournamentId: z.number().int() }),
);

export const BannerOfferMessage = message("bannerOffer", z.enum(["show", "hide"]), z.object({ offerId: Id }));

export const RealtimeMessage = z.discriminatedUnion("type", [
  AppMessage,
  CashMessage,
  DepositMessage,
  PaymentMessage,
  ProfileMessage,
  PlayerIdentityVerificationMessage,
  PlayerVerificationMessage,
  QuestPointsMessage,
  FreeSpinMessage,
  PlayerFreeSpinMessage,
  RankLeagueMessage,
  CashbackMessage,
  TournamentMessage,
  BannerOfferMessage,
]);
export type RealtimeMessage = z.infer<typeof RealtimeMessage>;
export type RealtimeMessageType = RealtimeMessage["type"];
export type RealtimeMessageOf<T extends RealtimeMessageType> = Extract<RealtimeMessage, { type: T }>;

export const REALTIME_MESSAGE_TYPES = RealtimeMessage.options.map(
  (option) => option.shape.type.value,
) as readonly RealtimeMessageType[];
