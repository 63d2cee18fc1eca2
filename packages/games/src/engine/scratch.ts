/**
 * A scratch card: the prize is drawn first from the title's prize table, then the 3×3 card is
 * arranged to show it. A winning card shows its symbol three times on drawn cells; every other
 * cell is drawn from the title's published fill weights among the symbols that appear at most
 * once so far (never the prize's), so a card can never show a second three of a kind, and a losing
 * card none at all. Only the prize draw decides the win. Winning and losing cards are filled by
 * the same rule, so a rare symbol is as rare on a losing card as the weights make it: near misses
 * come at the rule's natural frequency, not by arrangement.
 */
import type { ScratchMaths } from "../titles/title.ts";
import { type PayTable, payFor } from "./pay-table.ts";
import type { Cell, Draw, Step } from "./types.ts";
import { drawWeighted } from "./weighted.ts";

const SIDE = 3;
const MATCH = 3;

export function playScratch(maths: ScratchMaths, table: PayTable, draw: Draw): Step {
  const { symbol: prize } = drawWeighted(maths.prizes, draw);
  const cells: Cell[] = [];
  for (let reel = 0; reel < SIDE; reel += 1) for (let row = 0; row < SIDE; row += 1) cells.push([reel, row]);
  const grid = Array.from({ length: SIDE }, () => Array.from({ length: SIDE }, () => ""));
  const show = ([reel, row]: Cell, symbol: string) => {
    (grid[reel] as string[])[row] = symbol;
  };
  const prizeCells: Cell[] = [];
  if (prize !== null) {
    for (let shown = 0; shown < MATCH; shown += 1) {
      const [cell] = cells.splice(draw.int(cells.length), 1) as [Cell];
      prizeCells.push(cell);
      show(cell, prize);
    }
    prizeCells.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  }
  const shownTimes = new Map<string, number>();
  for (const cell of cells) {
    const allowed = maths.fill.filter(
      ({ symbol: id }) => id !== prize && (shownTimes.get(id) ?? 0) < MATCH - 1,
    );
    const { symbol } = drawWeighted(allowed, draw);
    shownTimes.set(symbol, (shownTimes.get(symbol) ?? 0) + 1);
    show(cell, symbol);
  }
  const units = prize === null ? 0 : payFor(table, prize, MATCH);
  return {
    kind: "scratch",
    grid,
    cash: [],
    wins:
      prize === null ? [] : [{ symbol: prize, count: MATCH, line: null, ways: 1, cells: prizeCells, units }],
    scatter: null,
    multiplier: 1,
    winUnits: units,
    events: [],
    state: null,
  };
}
