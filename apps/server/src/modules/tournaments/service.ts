/**
 * Races (ADR 130): the module's public API.
 *
 * - Reads: the running race of the visitor's mode (or the one counting a game), one race, the ones
 *   running and to come (every race on now: two may run at once), and the finished ones, each with its prize table, leaders, teams and the player's standing.
 * - Joining (`subscribe`): once per player and race (a repeat answers the same entry); a team race
 *   puts the player in the team asked for or the smallest one. Closed accounts and players on a
 *   break from play cannot join, nor join an entries race where entries may not be played.
 * - Scoring (`within(tx).score`): every committed bet or win of a round, heard from the wallet's
 *   events in the relay's transaction. A race scores a transaction once (its id is kept), so an
 *   event heard twice or a round replayed scores once; a bet below the minimum scores nothing and
 *   alerts the player (at most 5 times a race); a win scores only in a round whose bet qualified.
 *   A refund of a scored bet (a provider's rollback) takes its points back, once.
 * - The races job (`startDue`, `stopDue`, `sendPositions`) moves races on, each move in one
 *   transaction fenced by the job's lease, so with several instances exactly one stops a race: its
 *   final places are frozen and every prize is paid from the races budget in that transaction, with
 *   an idempotency key per race and player, and each entrant hears `stop` with their place and prize.
 *   A team race pays by team place, each team's prize shared among its scoring members by points.
 */

import type { PromotionPrize } from "@reelhouse/contract";
import {
  minor,
  type ThemeId,
  TOURNAMENT_LEADERBOARD_SIZE,
  TOURNAMENT_MIN_ALERT_LIMIT,
  TOURNAMENT_WINNERS_SHOWN,
  type Tournament,
  type TournamentKind,
  type TournamentLeader,
  type TournamentPlayerData,
  type TournamentPrizeAmount,
  type TournamentScoring,
  type TournamentStatus,
  type TournamentTeam,
} from "@reelhouse/contract";
import { MINOR_UNITS_PER_WHOLE } from "@reelhouse/contract/economy";
import type { Db } from "../../db/client.ts";
import { insertOutboxRows, outboxRow, writeEvent } from "../../db/outbox.ts";
import { withTransaction } from "../../db/transaction.ts";
import type { Clock } from "../../lib/clock.ts";
import type { EventOccurrence } from "../../lib/domain-events.ts";
import { AppError } from "../../lib/errors.ts";
import { type Accounts, isOnPlayBreak } from "../accounts/service.ts";
import { winnerName } from "../studio/service.ts";
import type { WalletTransactionEvent } from "../wallet/events.ts";
import type { Wallet } from "../wallet/service.ts";
import {
  type PlayerNotice,
  TournamentNotice,
  type TournamentNoticePayload,
  TournamentNotices,
} from "./events.ts";
import type { Leaderboard } from "./leaderboard.ts";
import * as repo from "./repo.ts";
import type { PrizeRow } from "./schema.ts";
import { currencyOf } from "./settings.ts";
import { teamPrizeShares } from "./team-prizes.ts";

/** A race is stopped this long after its end, so rounds played before the end but relayed after still count. */
export const STOP_GRACE_MS = 10_000;
/** Players told their standing per race and positions window (those who scored last). */
const POSITIONS_PER_WINDOW = 500;
/** Players' messages per outbox row (a stop tells every entrant: its rows stay a relay batch's size). */
const NOTICES_PER_ROW = 500;

export interface TournamentsDeps {
  db: Db;
  clock: Clock;
  accounts: Pick<Accounts, "names" | "standing" | "within">;
  wallet: Pick<Wallet, "within">;
  /** The promotions' eligibility (an account that may play, where the prize's currency is played). */
  eligiblePrize(
    tx: Db,
    claim: { playerId: string; ip: string; prize: PromotionPrize },
  ): Promise<PromotionPrize>;
  /** Catalogue ids of the games by their code at their provider (games module). */
  catalogueIdsByCode(): Promise<ReadonlyMap<string, number>>;
  leaderboard: Leaderboard;
  /** Finished races' store: their frozen places (the other store forgets them). */
  archive: Leaderboard;
}

export interface TournamentVisitor {
  theme: ThemeId;
  playerId: string | null;
}

/** A race as a back office (or the demo's plan) defines it. */
export interface TournamentDefinition {
  theme: ThemeId;
  kind: TournamentKind;
  gameMode: "SweepStakes" | "TournamentPoints";
  isTeamBased: boolean;
  isSubscriptionRequired: boolean;
  gameCodes: string[];
  startsAt: Date;
  endsAt: Date;
  minBet: number;
  scoring: TournamentScoring;
  prizes: PrizeRow[];
  teams: readonly string[];
  scheduleKey?: string;
}

const notFound = () =>
  new AppError("NOT_FOUND", { key: "tournamentNotFound" }, { reason: "TOURNAMENT_NOT_FOUND" });

const STATUS_OF: Record<string, TournamentStatus> = {
  scheduled: "upcoming",
  running: "running",
  finished: "finished",
};

/** Points a qualifying transaction scores under the race's rule (whole units; the multiple ×100). */
export function pointsFor(
  scoring: TournamentScoring,
  kind: "bet" | "win",
  amount: number,
  stake: number,
): number {
  if (scoring === "staked") return kind === "bet" ? Math.floor(amount / MINOR_UNITS_PER_WHOLE) : 0;
  if (kind === "bet") return 0;
  if (scoring === "won") return Math.floor(amount / MINOR_UNITS_PER_WHOLE);
  return stake > 0 ? Math.floor((amount * 100) / stake) : 0;
}

const prizeAt = (prizes: readonly PrizeRow[], place: number | null): TournamentPrizeAmount | null => {
  const row = place === null ? undefined : prizes.find((prize) => prize.place === place);
  return row ? { coins: row.coins, entries: row.entries } : null;
};

const lastPrizePlace = (prizes: readonly PrizeRow[]) => Math.max(0, ...prizes.map((prize) => prize.place));

export function createTournaments(deps: TournamentsDeps) {
  const { db, clock } = deps;

  const boardOf = (race: repo.TournamentRow) =>
    race.status === "finished" ? deps.archive : deps.leaderboard;

  /**
   * The player's standing in a race: place, prize, and points to the next prize place. A team race
   * pays by team place: a member's prize is their share, known once the race has finished.
   */
  async function standingOf(
    race: repo.TournamentRow,
    entry: Pick<repo.EntryRow, "playerId" | "points" | "roundsPlayed" | "teamId" | "finalPlace" | "prize">,
  ): Promise<TournamentPlayerData> {
    const board = boardOf(race);
    const isFinished = race.status === "finished";
    const place = isFinished ? entry.finalPlace : await board.placeOf(race.id, entry.playerId, entry.points);
    return {
      points: entry.points,
      place,
      roundsPlayed: entry.roundsPlayed,
      prize: race.isTeamBased ? (entry.prize ?? null) : prizeAt(race.prizes, place),
      pointsToNextPrize:
        isFinished || race.isTeamBased ? null : await pointsToNextPrize(race, place, entry.points),
      teamId: entry.teamId,
    };
  }

  async function pointsToNextPrize(race: repo.TournamentRow, place: number | null, points: number) {
    if (place === 1) return 0;
    const last = lastPrizePlace(race.prizes);
    if (last === 0) return null;
    // In a prize place: pass the one above; else reach the last prize place (any point while it is free).
    const target = place !== null && place <= last ? place - 1 : last;
    const [rival] = await boardOf(race).range(race.id, target, 1);
    if (!rival) return place === null ? 1 : 0;
    return Math.max(0, rival.points - points + 1);
  }

  async function leadersOf(race: repo.TournamentRow, playerId: string | null): Promise<TournamentLeader[]> {
    const top = await boardOf(race).range(race.id, 1, TOURNAMENT_LEADERBOARD_SIZE);
    if (top.length === 0) return [];
    const ids = top.map((row) => row.playerId);
    const [names, entries] = await Promise.all([
      deps.accounts.names(ids),
      race.isTeamBased ? Promise.all(ids.map((id) => repo.findEntry(db, race.id, id))) : Promise.resolve([]),
    ]);
    return top.map((row, index) => ({
      place: index + 1,
      name: winnerName({ playerId: row.playerId, ...names.find((player) => player.id === row.playerId) }),
      points: row.points,
      prize: race.isTeamBased ? (entries[index]?.prize ?? null) : prizeAt(race.prizes, index + 1),
      isPlayer: row.playerId === playerId,
      teamId: entries[index]?.teamId ?? null,
    }));
  }

  function teamsOf(teams: readonly repo.TeamRow[], entry: repo.EntryRow | undefined): TournamentTeam[] {
    const ordered = [...teams].sort((a, b) => b.points - a.points || a.id - b.id);
    return teams.map((team) => ({
      id: team.id,
      slug: team.slug,
      totalPoints: team.points,
      members: team.members,
      place: ordered.indexOf(team) + 1,
      isPlayerTeam: entry?.teamId === team.id,
      images: [`/images/races/teams/${team.slug}.svg`],
    }));
  }

  /** Races as the site shows them, for the visitor. */
  async function present(
    races: readonly repo.TournamentRow[],
    playerId: string | null,
  ): Promise<Tournament[]> {
    if (races.length === 0) return [];
    const ids = races.map((race) => race.id);
    const [codes, teams, entries] = await Promise.all([
      deps.catalogueIdsByCode(),
      repo.listTeams(db, ids),
      playerId ? repo.findEntries(db, ids, playerId) : Promise.resolve([]),
    ]);
    return Promise.all(
      races.map(async (race): Promise<Tournament> => {
        const entry = entries.find((row) => row.tournamentId === race.id);
        const [leaders, entrants] = await Promise.all([
          leadersOf(race, playerId),
          boardOf(race).count(race.id),
        ]);
        const currency = currencyOf(race.gameMode);
        const isOpen = race.status !== "finished";
        const prizePool = race.prizes.reduce(
          (sum, prize) => ({ coins: sum.coins + prize.coins, entries: sum.entries + prize.entries }),
          { coins: 0, entries: 0 },
        );
        return {
          id: race.id,
          kind: race.kind as TournamentKind,
          start: race.startsAt.toISOString(),
          end: race.endsAt.toISOString(),
          status: STATUS_OF[race.status] as TournamentStatus,
          isActive: race.status === "running",
          isOpen,
          isTeamBased: race.isTeamBased,
          isSubscriptionRequired: race.isSubscriptionRequired,
          isSubscribed: entry !== undefined,
          gameMode: race.gameMode as Tournament["gameMode"],
          currency,
          minBet: race.minBet,
          scoring: race.scoring as TournamentScoring,
          games: race.gameCodes.flatMap((code) => codes.get(code) ?? []),
          prizes: race.prizes,
          prizePool,
          entrants,
          winners: leaders.slice(0, TOURNAMENT_WINNERS_SHOWN),
          leaderboard: leaders,
          playerData: playerId
            ? await standingOf(
                race,
                entry ?? {
                  playerId,
                  points: 0,
                  roundsPlayed: 0,
                  teamId: null,
                  finalPlace: null,
                  prize: null,
                },
              )
            : null,
          teams: teamsOf(
            teams.filter((team) => team.tournamentId === race.id),
            entry,
          ),
        };
      }),
    );
  }

  async function gameModeOf(playerId: string | null): Promise<string> {
    const standing = playerId ? await deps.accounts.standing(playerId) : undefined;
    return standing?.gameMode ?? "TournamentPoints";
  }

  async function list(
    visitor: TournamentVisitor,
    statuses: readonly string[],
    query: { limit: number; offset: number; teamMode?: boolean | undefined },
  ) {
    const gameMode = await gameModeOf(visitor.playerId);
    const { rows, total } = await repo.listTournaments(
      db,
      { theme: visitor.theme, gameMode, statuses, teamMode: query.teamMode },
      { limit: query.limit, offset: query.offset, latestFirst: statuses.includes("finished") },
    );
    return { tournaments: await present(rows, visitor.playerId), total };
  }

  /**
   * Tells every entrant their final place and the prize it paid them (none when it paid nothing),
   * in the stopping transaction.
   */
  async function writeStops(
    tx: Db,
    race: repo.TournamentRow,
    entries: readonly repo.EntryRow[],
    paid: ReadonlyMap<string, { coins: number; entries: number }>,
    at: Date,
  ) {
    const notices = entries.map(
      (entry): PlayerNotice => ({
        playerId: entry.playerId,
        action: "stop",
        data: {
          tournamentId: race.id,
          place: entry.finalPlace,
          points: entry.points,
          prize: paid.get(entry.playerId) ?? null,
        },
      }),
    );
    const rows = noticeRows(notices);
    if (rows.length > 0) await tx.execute(insertOutboxRows(rows, at));
  }

  const notice = (tx: Db, playerId: string | null, payload: TournamentNoticePayload, at: Date) =>
    writeEvent(tx, TournamentNotice, { playerId, payload }, at);

  /** Players' messages as outbox rows of many players each (events.ts). */
  const noticeRows = (notices: readonly PlayerNotice[]) => {
    const rows = [];
    for (let from = 0; from < notices.length; from += NOTICES_PER_ROW) {
      rows.push(
        outboxRow(TournamentNotices, {
          playerId: null,
          payload: { notices: notices.slice(from, from + NOTICES_PER_ROW) },
        }),
      );
    }
    return rows;
  };

  return {
    /** A race as a back office defines it (the demo's plan, and tests); a schedule slot makes one once. */
    async create(definition: TournamentDefinition): Promise<number | null> {
      const { teams, scheduleKey, ...race } = definition;
      return withTransaction(db, async (tx) => {
        const made = await repo.insertTournament(
          tx,
          { ...race, scheduleKey: scheduleKey ?? null, createdAt: clock.now() },
          race.isTeamBased ? teams : [],
        );
        return made?.id ?? null;
      });
    },

    /**
     * `GET /rest/tournament/`: the running race of the visitor's mode (the first counting `gameId`;
     * of the kind `teamMode` names, when it names one: `/races` asks for solo, `/group-races` for team).
     */
    async current(
      visitor: TournamentVisitor,
      query: { gameId?: number | undefined; teamMode?: boolean | undefined },
    ) {
      const { gameId, teamMode } = query;
      const running = (await repo.listRunning(db, visitor.theme, await gameModeOf(visitor.playerId))).filter(
        (row) => teamMode === undefined || row.isTeamBased === teamMode,
      );
      let race = running[0];
      if (gameId !== undefined) {
        const codes = await deps.catalogueIdsByCode();
        race = running.find((row) => row.gameCodes.some((code) => codes.get(code) === gameId));
      }
      const [shown] = race ? await present([race], visitor.playerId) : [];
      return shown ?? null;
    },

    async byId(visitor: TournamentVisitor, id: number) {
      const race = await repo.findTournament(db, id);
      if (!race || race.theme !== visitor.theme) throw notFound();
      const [shown] = await present([race], visitor.playerId);
      return shown ?? null;
    },

    next: (
      visitor: TournamentVisitor,
      query: { limit: number; offset: number; teamMode?: boolean | undefined },
    ) => list(visitor, ["running", "scheduled"], query),

    history: (
      visitor: TournamentVisitor,
      query: { limit: number; offset: number; teamMode?: boolean | undefined },
    ) => list(visitor, ["finished"], query),

    /** App init's `TournamentsSubscriptions`. */
    subscriptions: (playerId: string) => repo.listSubscriptions(db, playerId),

    /** Joins the player to an upcoming or running race; a repeat answers the entry made first. */
    async subscribe(player: { playerId: string; theme: ThemeId; ip: string }, id: number, teamId?: number) {
      const entry = await withTransaction(db, async (tx) => {
        const race = await repo.findTournament(tx, id);
        if (!race || race.theme !== player.theme) throw notFound();
        const joined = await repo.findEntry(tx, id, player.playerId);
        if (joined) return joined;
        if (race.status === "finished") {
          throw new AppError("CONFLICT", { key: "tournamentFinished" }, { reason: "TOURNAMENT_FINISHED" });
        }
        // The promotions' rules: an account that may play, somewhere the race's currency is played.
        const currency = currencyOf(race.gameMode);
        const eligible = await deps.eligiblePrize(tx, {
          playerId: player.playerId,
          ip: player.ip,
          prize: {
            coins: currency === "coins" ? 1 : 0,
            entries: currency === "entries" ? 1 : 0,
            freeSpins: null,
          },
        });
        if (eligible.coins + eligible.entries === 0) {
          throw new AppError("FORBIDDEN", { key: "promotionNotInRegion" }, { reason: "COINS_NOT_AVAILABLE" });
        }
        const team = race.isTeamBased ? await teamFor(tx, race, teamId) : null;
        const made = await repo.insertEntry(tx, {
          tournamentId: id,
          playerId: player.playerId,
          teamId: team,
          joinedAt: clock.now(),
        });
        return made ?? (await repo.findEntry(tx, id, player.playerId));
      });
      return { tournamentId: id, teamId: entry?.teamId ?? null };
    },

    within: (tx: Db) => ({
      /**
       * Scores a relay batch's committed wallet transactions in every race each counts for, in a
       * few statements for the whole batch (the relay's transaction).
       */
      score: async (occurrences: readonly EventOccurrence<WalletTransactionEvent>[]) => {
        await scoreBatch(tx, occurrences);
        await takeBackRefunded(tx, occurrences);
      },
    }),

    /** Starts the races due to start; each start in its own fenced transaction. */
    async startDue(fence: (tx: Db) => Promise<void>): Promise<number> {
      const now = clock.now();
      let started = 0;
      for (const race of await repo.listDue(db, "scheduled", "startsAt", now)) {
        const moved = await withTransaction(db, async (tx) => {
          await fence(tx);
          if (!(await repo.moveStatus(tx, race.id, "scheduled", "running", now))) return false;
          await notice(tx, null, { action: "start", data: { tournamentId: race.id } }, now);
          return true;
        });
        if (moved) started++;
      }
      return started;
    },

    /**
     * Stops the races that ended (after the grace for rounds still being relayed): freezes the
     * places, pays the prize table from the races budget, tells every entrant. Exactly one attempt
     * commits a stop: the move from running is conditional and the transaction is fenced.
     */
    async stopDue(fence: (tx: Db) => Promise<void>): Promise<number> {
      const mayBePaid = async (tx: Db, playerId: string, at: Date) => {
        const standing = await deps.accounts.within(tx).standing(playerId);
        return standing !== undefined && standing.accountStatus !== "BLOCKED" && !isOnPlayBreak(standing, at);
      };
      const now = clock.now();
      let stopped = 0;
      for (const due of await repo.listDue(
        db,
        "running",
        "endsAt",
        new Date(now.getTime() - STOP_GRACE_MS),
      )) {
        const isStopped = await withTransaction(db, async (tx) => {
          await fence(tx);
          if (!(await repo.moveStatus(tx, due.id, "running", "finished", now))) return false;
          const entries = await repo.freezePlaces(tx, due.id);
          const owed = await prizesOwed(tx, due, entries);
          const wallet = deps.wallet.within(tx);
          const paid = new Map<string, { coins: number; entries: number }>();
          for (const entry of entries) {
            const owing = owed.get(entry.playerId);
            if (!owing || owing.prize.coins + owing.prize.entries === 0) continue;
            const { prize, reference } = owing;
            // A closed account, or a player on a break from play, forgoes the prize (the place stands).
            if (!(await mayBePaid(tx, entry.playerId, now))) continue;
            await wallet.promotionPrize(
              entry.playerId,
              "races",
              { coins: minor("coins", prize.coins), entries: minor("entries", prize.entries) },
              `races:${due.id}:${entry.playerId}`,
              reference,
            );
            await repo.setPrize(tx, due.id, entry.playerId, prize);
            paid.set(entry.playerId, prize);
          }
          await writeStops(tx, { ...due, status: "finished" }, entries, paid, now);
          return true;
        });
        if (isStopped) {
          stopped++;
          await deps.leaderboard.forget(due.id);
        }
      }
      return stopped;
    },

    /**
     * Tells the players who scored since the last window their standing (at most one message per
     * player, race and window): the window is taken with a compare-and-set, so one instance sends it.
     */
    async sendPositions(fence: (tx: Db) => Promise<void>): Promise<number> {
      const now = clock.now();
      let sent = 0;
      for (const race of await repo.listDue(db, "running", "startsAt", now)) {
        const since = race.positionsSentAt;
        const scored = await repo.listScoredSince(db, race.id, since, POSITIONS_PER_WINDOW);
        if (scored.length === 0) continue;
        const [leaders, top] = await Promise.all([
          leadersOf(race, null),
          boardOf(race).range(race.id, 1, TOURNAMENT_WINNERS_SHOWN),
        ]);
        const standings = await Promise.all(scored.map((entry) => standingOf(race, entry)));
        sent += await withTransaction(db, async (tx) => {
          await fence(tx);
          if (!(await repo.takePositionsWindow(tx, race, now))) return 0;
          const notices = scored.map((entry, index): PlayerNotice => {
            const standing = standings[index] as TournamentPlayerData;
            return {
              playerId: entry.playerId,
              action: "positions",
              data: {
                tournamentId: race.id,
                place: standing.place,
                points: standing.points,
                pointsToNextPrize: standing.pointsToNextPrize,
                prize: standing.prize,
                leaders: leaders.slice(0, TOURNAMENT_WINNERS_SHOWN).map((leader, place) => ({
                  ...leader,
                  isPlayer: top[place]?.playerId === entry.playerId,
                })),
              },
            };
          });
          await tx.execute(insertOutboxRows(noticeRows(notices), now));
          return notices.length;
        });
      }
      return sent;
    },
  };

  /**
   * What a stopping race owes each entrant, and the reference its ledger transaction keeps: the
   * prize of their place, or in a team race their share of their team's place prize (team-prizes.ts).
   */
  async function prizesOwed(tx: Db, race: repo.TournamentRow, entries: readonly repo.EntryRow[]) {
    const owed = new Map<string, { prize: TournamentPrizeAmount; reference: string }>();
    if (!race.isTeamBased) {
      for (const entry of entries) {
        const prize = prizeAt(race.prizes, entry.finalPlace);
        if (prize)
          owed.set(entry.playerId, { prize, reference: `race:${race.id}:place:${entry.finalPlace}` });
      }
      return owed;
    }
    const shares = teamPrizeShares(race.prizes, await repo.listTeams(tx, [race.id]), entries);
    for (const [playerId, { teamPlace, coins, entries: entryAmount }] of shares) {
      owed.set(playerId, {
        prize: { coins, entries: entryAmount },
        reference: `race:${race.id}:team-place:${teamPlace}`,
      });
    }
    return owed;
  }

  /** The team a player joins: the one asked for (it must be the race's), else the smallest. */
  async function teamFor(tx: Db, race: repo.TournamentRow, teamId: number | undefined): Promise<number> {
    const teams = await repo.listTeams(tx, [race.id]);
    if (teamId !== undefined) {
      if (!teams.some((team) => team.id === teamId)) {
        throw new AppError("NOT_FOUND", { key: "teamNotFound" }, { reason: "TEAM_NOT_FOUND" });
      }
      return teamId;
    }
    const smallest = [...teams].sort((a, b) => a.members - b.members || a.id - b.id)[0];
    if (!smallest) throw new Error(`team race ${race.id} has no teams`);
    return smallest.id;
  }

  /** Adds the entries' changes to their teams, one team at a time in id order (two batches never deadlock). */
  async function addToTeams(tx: Db, applied: readonly { entry: repo.LockedEntry; points: number }[]) {
    const teamPoints = new Map<number, number>();
    for (const { entry, points } of applied) {
      if (entry.teamId !== null && points !== 0)
        teamPoints.set(entry.teamId, (teamPoints.get(entry.teamId) ?? 0) + points);
    }
    for (const teamId of [...teamPoints.keys()].sort((a, b) => a - b)) {
      await repo.addTeamPoints(tx, teamId, teamPoints.get(teamId) as number);
    }
  }

  /**
   * Takes back the points of the bets a batch's refunds give back (a provider's rollback), in the
   * races not finished: the refund is kept once per race, so a refund heard twice takes back once;
   * a round left with no qualifying stake no longer counts as played.
   */
  async function takeBackRefunded(tx: Db, occurrences: readonly EventOccurrence<WalletTransactionEvent>[]) {
    const refunds = occurrences.flatMap(({ payload, playerId, createdAt }) =>
      payload.kind === "refund" && payload.refunds !== undefined && playerId
        ? [{ transactionId: payload.transactionId, bet: payload.refunds, playerId, at: createdAt }]
        : [],
    );
    if (refunds.length === 0) return;
    const bets = await repo.scoredBets(
      tx,
      refunds.map((refund) => refund.bet),
    );
    if (bets.length === 0) return;
    const raceIds = [...new Set(bets.map((bet) => bet.tournamentId))];
    const entries = new Map(
      (await repo.lockEntries(tx, raceIds, [...new Set(bets.map((bet) => bet.playerId))])).map((row) => [
        `${row.tournamentId}:${row.playerId}`,
        row,
      ]),
    );
    const { scored: kept, stakes } = await repo.keptOf(
      tx,
      raceIds,
      bets.map((bet) => bet.roundId),
    );
    const rows: repo.NewScore[] = [];
    const changes = new Map<string, repo.EntryChange & { entry: repo.LockedEntry }>();
    for (const bet of bets) {
      const refund = refunds.find((one) => one.bet === bet.transactionId && one.playerId === bet.playerId);
      const key = `${bet.tournamentId}:${bet.playerId}`;
      const entry = entries.get(key);
      if (!refund || !entry || kept.has(`${bet.tournamentId}:${refund.transactionId}`)) continue;
      kept.add(`${bet.tournamentId}:${refund.transactionId}`);
      rows.push({
        tournamentId: bet.tournamentId,
        transactionId: refund.transactionId,
        playerId: bet.playerId,
        roundId: bet.roundId,
        kind: "refund",
        amount: bet.amount,
        points: -bet.points,
        createdAt: refund.at,
      });
      const stakeKey = `${bet.tournamentId}:${bet.roundId}`;
      const staked = (stakes.get(stakeKey) ?? 0) - bet.amount;
      stakes.set(stakeKey, staked);
      const change = changes.get(key) ?? {
        entry,
        tournamentId: bet.tournamentId,
        playerId: bet.playerId,
        points: 0,
        rounds: 0,
        minAlerts: 0,
        at: refund.at,
      };
      change.points -= bet.points;
      if (staked <= 0) change.rounds--;
      changes.set(key, change);
    }
    const applied = [...changes.values()];
    if (rows.length === 0) return;
    await repo.writeScoring(tx, rows, applied, null);
    for (const raceId of raceIds) {
      await deps.leaderboard.lower(
        raceId,
        applied
          .filter((change) => change.tournamentId === raceId && change.points < 0)
          .map((change) => ({ playerId: change.playerId, points: change.entry.points + change.points })),
      );
    }
    await addToTeams(tx, applied);
  }

  async function scoreBatch(tx: Db, occurrences: readonly EventOccurrence<WalletTransactionEvent>[]) {
    const scored = occurrences.flatMap(({ payload, playerId, createdAt }) => {
      const { round, kind, transactionId } = payload;
      if (!round || !playerId || (kind !== "bet" && kind !== "win")) return [];
      return [{ ...round, kind, playerId, transactionId, at: createdAt }];
    });
    if (scored.length === 0) return;
    const times = scored.map((one) => one.at.getTime());
    const races = await repo.listScoringBetween(
      tx,
      new Date(Math.min(...times)),
      new Date(Math.max(...times)),
    );
    const pairs = scored.flatMap((one) =>
      races
        .filter(
          (race) =>
            currencyOf(race.gameMode) === one.currency &&
            race.startsAt <= one.at &&
            race.endsAt > one.at &&
            race.gameCodes.includes(one.gameId) &&
            // A round counts in its own brand's races; a later step's win, which names no brand,
            // counts where its bet did (its stake, below).
            (race.theme === one.theme || (one.kind === "win" && one.theme === undefined)),
        )
        .map((race) => ({ race, one, key: `${race.id}:${one.playerId}` })),
    );
    if (pairs.length === 0) return;
    const raceIds = [...new Set(pairs.map(({ race }) => race.id))];
    const playerIds = [...new Set(pairs.map(({ one }) => one.playerId))];
    const lockAll = async () =>
      new Map(
        (await repo.lockEntries(tx, raceIds, playerIds)).map((row) => [
          `${row.tournamentId}:${row.playerId}`,
          row,
        ]),
      );
    let entries = await lockAll();
    // Where joining is not asked, a player's first bet in the race enters them.
    const joining = new Map(
      pairs
        .filter(
          ({ race, key, one }) => one.kind === "bet" && !race.isSubscriptionRequired && !entries.has(key),
        )
        .map((pair) => [pair.key, pair]),
    );
    for (const { race, one } of joining.values()) {
      const team = race.isTeamBased ? await teamFor(tx, race, undefined) : null;
      await repo.insertEntry(tx, {
        tournamentId: race.id,
        playerId: one.playerId,
        teamId: team,
        joinedAt: one.at,
      });
    }
    if (joining.size > 0) entries = await lockAll();

    const { scored: kept, stakes } = await repo.keptOf(tx, raceIds, [
      ...new Set(scored.map((one) => one.roundId)),
    ]);
    const rows: repo.NewScore[] = [];
    const changes = new Map<string, repo.EntryChange & { entry: repo.LockedEntry; won: boolean }>();
    const notices: PlayerNotice[] = [];
    for (const { race, one, key } of pairs) {
      const entry = entries.get(key);
      const scoreKey = `${race.id}:${one.transactionId}`;
      if (!entry || kept.has(scoreKey)) continue;
      kept.add(scoreKey);
      const change = changes.get(key) ?? {
        entry,
        tournamentId: race.id,
        playerId: one.playerId,
        points: 0,
        rounds: 0,
        minAlerts: 0,
        at: one.at,
        won: false,
      };
      changes.set(key, change);
      const base = {
        tournamentId: race.id,
        transactionId: one.transactionId,
        playerId: one.playerId,
        roundId: one.roundId,
        amount: one.amount,
        createdAt: one.at,
      };
      if (one.kind === "bet" && one.amount < race.minBet) {
        rows.push({ ...base, kind: "below", points: 0 });
        if (entry.minAlerts + change.minAlerts < TOURNAMENT_MIN_ALERT_LIMIT) {
          change.minAlerts++;
          notices.push({
            playerId: one.playerId,
            action: "min-alert",
            data: { tournamentId: race.id, minBet: race.minBet },
          });
        }
        continue;
      }
      const stakeKey = `${race.id}:${one.roundId}`;
      const stake = stakes.get(stakeKey) ?? 0;
      // A win counts only in a round whose bet qualified in this race.
      if (one.kind === "win" && stake === 0) continue;
      const points = pointsFor(race.scoring as TournamentScoring, one.kind, one.amount, stake);
      rows.push({ ...base, kind: one.kind, points });
      if (one.kind === "bet") {
        stakes.set(stakeKey, stake + one.amount);
        if (stake === 0) change.rounds++;
      }
      change.points += points;
      change.at = one.at;
      change.won ||= one.kind === "win" && points > 0;
    }
    const applied = [...changes.values()].filter(
      (change) => change.points + change.rounds + change.minAlerts > 0,
    );
    // The entries are locked: each total after the batch is known before it is written.
    const scoredTotals = applied
      .filter((change) => change.points > 0)
      .map((change) => ({
        tournamentId: change.tournamentId,
        playerId: change.playerId,
        points: change.entry.points + change.points,
        won: change.won,
      }));
    const at = new Date(Math.max(...times));
    for (const total of scoredTotals) {
      notices.push({
        playerId: total.playerId,
        action: total.won ? "playerWin" : "bet",
        data: { tournamentId: total.tournamentId, points: total.points },
      });
    }
    const outbox = noticeRows(notices);
    // One statement writes the batch; the leaderboard is written beside it (totals only grow, so
    // writing them before the relay's transaction commits is safe: leaderboard.ts).
    await Promise.all([
      repo.writeScoring(tx, rows, applied, outbox.length > 0 ? insertOutboxRows(outbox, at) : null),
      ...raceIds.map((raceId) =>
        deps.leaderboard.record(
          raceId,
          scoredTotals
            .filter((total) => total.tournamentId === raceId)
            .map(({ playerId, points }) => ({ playerId, points })),
        ),
      ),
    ]);
    await addToTeams(tx, applied);
  }
}

export type Tournaments = ReturnType<typeof createTournaments>;
