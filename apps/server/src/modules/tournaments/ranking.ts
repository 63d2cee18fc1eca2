/**
 * A race's standings in memory, best first, for the PostgreSQL store (leaderboard.ts): a place is
 * found by binary search instead of counting the entries above in the database, which at 100,000
 * entrants costs tens of milliseconds. Entries are kept in sorted blocks of at most 2 × BLOCK, so
 * moving one entry costs a block's copy rather than the whole list's.
 */
import type { Ranked } from "./leaderboard.ts";

const BLOCK = 1_024;

/** How PostgreSQL's "C" collation (and Redis) order ids: UTF-8 bytes, that is code points. */
export function compareBytes(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) {
      // A surrogate is half of a code point above U+FFFF: it follows every other UTF-16 unit.
      const rank = (unit: number) => (unit >= 0xd800 && unit <= 0xdfff ? unit + 0x10000 : unit);
      return rank(x) - rank(y);
    }
  }
  return a.length - b.length;
}

/** Whether `a` ranks above `b`: more points, or as many and a greater id in byte order. */
const isAhead = (a: Ranked, b: Ranked) =>
  a.points > b.points || (a.points === b.points && compareBytes(a.playerId, b.playerId) > 0);

/** How many of `rows` (best first) rank above `key`. */
function countAhead(rows: readonly Ranked[], key: Ranked): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (isAhead(rows[middle] as Ranked, key)) low = middle + 1;
    else high = middle;
  }
  return low;
}

export class Ranking {
  private readonly blocks: Ranked[][] = [];
  private readonly pointsOf = new Map<string, number>();

  /** Entries with points, already best first (as the database reads them, sorted). */
  constructor(ordered: readonly Ranked[]) {
    for (let from = 0; from < ordered.length; from += BLOCK) {
      this.blocks.push(ordered.slice(from, from + BLOCK));
    }
    for (const row of ordered) this.pointsOf.set(row.playerId, row.points);
  }

  get size(): number {
    return this.pointsOf.size;
  }

  /** Records a player's total; no points takes them out of the standings. */
  set(playerId: string, points: number): void {
    const held = this.pointsOf.get(playerId);
    if (held === points) return;
    if (held !== undefined) this.remove({ playerId, points: held });
    if (points > 0) this.insert({ playerId, points });
  }

  /** The place a player with `points` (> 0) holds: one more than the others ranked above. */
  place(playerId: string, points: number): number {
    const key = { playerId, points };
    let ahead = 0;
    for (const block of this.blocks) {
      const last = block[block.length - 1] as Ranked;
      if (isAhead(last, key)) {
        ahead += block.length;
        continue;
      }
      ahead += countAhead(block, key);
      break;
    }
    // The player's own older total counts above them only when it was greater.
    const held = this.pointsOf.get(playerId);
    return ahead + (held !== undefined && held > points ? 0 : 1);
  }

  /** Places `from`… (1-based), `count` of them. */
  range(from: number, count: number): Ranked[] {
    const rows: Ranked[] = [];
    let skip = from - 1;
    for (const block of this.blocks) {
      if (rows.length === count) break;
      if (skip >= block.length) {
        skip -= block.length;
        continue;
      }
      rows.push(...block.slice(skip, skip + count - rows.length));
      skip = 0;
    }
    return rows.map((row) => ({ ...row }));
  }

  private blockFor(key: Ranked): number {
    const index = this.blocks.findIndex((block) => !isAhead(block[block.length - 1] as Ranked, key));
    return index === -1 ? this.blocks.length - 1 : index;
  }

  private insert(row: Ranked): void {
    this.pointsOf.set(row.playerId, row.points);
    if (this.blocks.length === 0) {
      this.blocks.push([row]);
      return;
    }
    const index = this.blockFor(row);
    const block = this.blocks[index] as Ranked[];
    block.splice(countAhead(block, row), 0, row);
    if (block.length > 2 * BLOCK) this.blocks.splice(index, 1, block.slice(0, BLOCK), block.slice(BLOCK));
  }

  private remove(row: Ranked): void {
    this.pointsOf.delete(row.playerId);
    const index = this.blockFor(row);
    const block = this.blocks[index] as Ranked[];
    const at = countAhead(block, row);
    if (block[at]?.playerId !== row.playerId) return;
    block.splice(at, 1);
    if (block.length === 0) this.blocks.splice(index, 1);
  }
}
