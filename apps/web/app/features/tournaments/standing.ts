/**
 * A `tournament` message laid over the race the page holds, so the player's place, points and the
 * top three move at once; the page then reads the race again for the rest of the leaderboard.
 */
import type { RealtimeMessageOf, Tournament, TournamentLeader } from "@reelhouse/contract";

export type TournamentUpdate = RealtimeMessageOf<"tournament">["data"];

/**
 * The leaderboard with the message's leaders on top and the rows below them as they were (read
 * again just after); the player's own row appears once.
 */
function withLeaders(board: readonly TournamentLeader[], leaders: readonly TournamentLeader[]) {
  const isPlayerLeading = leaders.some((leader) => leader.isPlayer);
  const rest = board.filter((row) => row.place > leaders.length && !(isPlayerLeading && row.isPlayer));
  return [...leaders, ...rest];
}

/** The race as the message says it stands now; a message about another race changes nothing. */
export function applyStanding(race: Tournament | null, update: TournamentUpdate): Tournament | null {
  if (!race || race.id !== update.tournamentId || !race.playerData) return race;
  const { playerData } = race;
  const leaders = update.leaders;
  return {
    ...race,
    playerData: {
      ...playerData,
      ...(update.points === undefined ? {} : { points: update.points }),
      ...(update.place === undefined ? {} : { place: update.place }),
      ...(update.pointsToNextPrize === undefined ? {} : { pointsToNextPrize: update.pointsToNextPrize }),
    },
    ...(leaders ? { winners: leaders.slice(0, 3), leaderboard: withLeaders(race.leaderboard, leaders) } : {}),
  };
}
