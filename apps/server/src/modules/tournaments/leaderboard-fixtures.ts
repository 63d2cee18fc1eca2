/** Races with random standings for the leaderboard tests, the same on every store. */
import type { TestApp } from "../../test/build-test-app.ts";
import type { Leaderboard, Ranked } from "./leaderboard.ts";
import { tournamentEntries } from "./schema.ts";

/** A small deterministic generator (mulberry32), so a failing input can be replayed from its seed. */
function generator(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return Math.floor((((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296) * below);
  };
}

export async function raceWith(
  t: TestApp,
  seed: number,
  size: number,
): Promise<{ id: number; rows: Ranked[] }> {
  const now = t.clock.now();
  const id = await t.app.tournaments.create({
    theme: t.config.theme.fallback,
    kind: "sprint",
    gameMode: "TournamentPoints",
    isTeamBased: false,
    isSubscriptionRequired: true,
    gameCodes: [],
    startsAt: now,
    endsAt: new Date(now.getTime() + 60_000),
    minBet: 0,
    scoring: "won",
    prizes: [],
    teams: [],
  });
  if (id === null) throw new Error("race not made");
  const random = generator(seed);
  const alphabet = "aAbBzZ09-_";
  // Few distinct points, so many ties; ids of mixed case and symbols, so their order matters.
  const rows = Array.from({ length: size }, (_, index) => ({
    playerId: `${Array.from({ length: 3 }, () => alphabet[random(alphabet.length)]).join("")}${index}`,
    points: random(4) === 0 ? 0 : 1 + random(20),
  }));
  await t.app.db
    .insert(tournamentEntries)
    .values(rows.map((row) => ({ tournamentId: id, ...row, joinedAt: now })));
  return { id, rows: rows.filter((row) => row.points > 0) };
}

export async function answers(board: Leaderboard, id: number, rows: readonly Ranked[]) {
  return {
    count: await board.count(id),
    all: await board.range(id, 1, rows.length + 5),
    page: await board.range(id, 3, 4),
    places: await Promise.all(rows.map((row) => board.placeOf(id, row.playerId, row.points))),
  };
}
