import { describe, expect, it } from "vitest";
import type { Ranked } from "./leaderboard.ts";
import { compareBytes, Ranking } from "./ranking.ts";

/** The standings by a plain sort: the order both stores and the database give. */
const sorted = (rows: Iterable<Ranked>) =>
  [...rows]
    .filter((row) => row.points > 0)
    .sort((a, b) =>
      b.points !== a.points
        ? b.points - a.points
        : Buffer.compare(Buffer.from(b.playerId), Buffer.from(a.playerId)),
    );

describe("standings in memory", () => {
  it("orders ids by their UTF-8 bytes", () => {
    const ids = ["b", "a", "B", "ab", "é", "\uffff", "😀", "z_", "-"];
    const byBytes = [...ids].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
    expect([...ids].sort(compareBytes)).toEqual(byBytes);
  });

  it("gives the places and pages of a plain sort while totals rise, fall and leave", () => {
    let seed = 3;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    const totals = new Map<string, number>();
    for (let index = 0; index < 5_000; index++) totals.set(`p${random(100_000)}`, 1 + random(50));
    const ranking = new Ranking(sorted([...totals].map(([playerId, points]) => ({ playerId, points }))));
    for (let step = 0; step < 6_000; step++) {
      const playerId = `p${random(100_000)}`;
      const points = random(10) === 0 ? 0 : 1 + random(60);
      ranking.set(playerId, points);
      totals.set(playerId, points);
    }
    const expected = sorted([...totals].map(([playerId, points]) => ({ playerId, points })));
    expect(ranking.size).toBe(expected.length);
    expect(ranking.range(1, expected.length + 3)).toEqual(expected);
    expect(ranking.range(2_001, 7)).toEqual(expected.slice(2_000, 2_007));
    expected.forEach((row, index) => {
      if (index % 37 === 0) expect(ranking.place(row.playerId, row.points)).toBe(index + 1);
    });
    // A player whose newer total is not recorded yet: placed by it, their older one not counted.
    const [first] = expected as [Ranked];
    expect(ranking.place(first.playerId, 1)).toBe(
      expected.filter(
        (row) =>
          row.points > 1 ||
          (row.points === 1 && Buffer.compare(Buffer.from(row.playerId), Buffer.from(first.playerId)) > 0),
      ).length,
    );
    expect(ranking.place("newcomer", 10_000)).toBe(1);
  });
});
