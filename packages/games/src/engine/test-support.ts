/** Helpers for the engine's tests: draws that return chosen numbers, titles that show chosen grids. */
import type { Strip, Title } from "../titles/title.ts";
import type { Draw } from "./types.ts";

/** A draw that returns `values` in order, checking each is inside the range asked for. */
export function scriptedDraw(values: readonly number[]): Draw & { left: () => number } {
  const queue = [...values];
  return {
    int(range) {
      const next = queue.shift();
      if (next === undefined) throw new Error(`The script ran out (a draw of range ${range})`);
      if (next < 0 || next >= range) throw new Error(`Scripted ${next} is outside a range of ${range}`);
      return next;
    },
    left: () => queue.length,
  };
}

/**
 * The title with strips that are exactly the given columns (reel by reel, top to bottom), so that
 * stop 0 on every reel shows them: a spin drawn with zeros shows this grid.
 */
export function showing(title: Title, columns: readonly Strip[], freeSpinColumns?: readonly Strip[]): Title {
  if (title.maths.kind !== "reels") throw new Error("Only reel titles show grids");
  return {
    info: title.info,
    maths: { ...title.maths, baseStrips: columns, freeSpinStrips: freeSpinColumns ?? columns },
  };
}

/** Zeros for every reel's stop. */
export function stops(title: Title): number[] {
  return Array.from({ length: title.info.reels }, () => 0);
}

export function titleOf(titles: readonly Title[], id: string): Title {
  const found = titles.find((title) => title.info.id === id);
  if (!found) throw new Error(`No title ${id}`);
  return found;
}

/**
 * A grid (by reel, then row) from rows of letters, top row first: each letter the symbol `letters`
 * gives it, and `.` a filler symbol chosen so that no two fillers next to each other match (three
 * fillers taken in turn along a row and two apart down a reel), so fillers never form a cluster.
 */
export function gridFromRows(
  rows: readonly string[],
  letters: Readonly<Record<string, string>>,
  fillers: readonly [string, string, string],
): string[][] {
  const reels = rows[0]?.length ?? 0;
  return Array.from({ length: reels }, (_, reel) =>
    rows.map((line, row) => {
      const letter = line[reel] as string;
      if (letter === ".") return fillers[(reel + 2 * row) % fillers.length] as string;
      const symbol = letters[letter];
      if (symbol === undefined) throw new Error(`No symbol for ${letter}`);
      return symbol;
    }),
  );
}
