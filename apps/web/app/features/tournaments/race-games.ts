/** The games a race counts, as its pages link them: the route looks them up in the catalogue. */
export interface RaceGame {
  id: number;
  slug: string;
  name: string;
  img: string;
}

export type RaceGames = Readonly<Record<number, RaceGame>>;

/** The race's games the catalogue has, in the race's order. */
export const gamesOf = (ids: readonly number[], games: RaceGames): RaceGame[] =>
  ids.flatMap((id) => games[id] ?? []);
