import { describe, expect, it } from "vitest";
import {
  CELL,
  cellBox,
  cellCenter,
  EXPANDING_REEL_WIDTH,
  machineGeometry,
  titleGeometry,
} from "./machine-geometry.ts";

describe("cells on expanding reels", () => {
  const geometry = titleGeometry({ reels: 6, rows: 7, reelHeights: { min: 2, max: 7 } });
  const reelsHeight = 7 * CELL;

  it("makes expanding reels wider than a cell, and other reels a cell wide", () => {
    expect(geometry.reelWidth).toBe(EXPANDING_REEL_WIDTH);
    expect(geometry.reelWidth).toBeGreaterThan(CELL);
    expect(geometry.reelX(1) - geometry.reelX(0)).toBe(EXPANDING_REEL_WIDTH + geometry.gap);
    expect(titleGeometry({ reels: 5, rows: 3 })).toMatchObject({
      reelWidth: CELL,
      width: machineGeometry(5, 3).width,
    });
  });

  it("draws a reel showing every row a cell per symbol, where a fixed reel would", () => {
    for (let row = 0; row < 7; row += 1) {
      const { x, y, size } = cellBox(geometry, [3, row], 7);
      expect([x, y]).toEqual(cellCenter(geometry, [3, row]));
      expect(size).toBe(CELL);
    }
  });

  it("shares the reel's height among fewer symbols, each as large as its share allows up to the reel's width", () => {
    for (const height of [2, 3, 4, 5, 6]) {
      const boxes = Array.from({ length: height }, (_, row) => cellBox(geometry, [1, row], height));
      const rowHeight = reelsHeight / height;
      boxes.forEach(({ x, y, size }, row) => {
        expect(x).toBe(geometry.reelX(1) + EXPANDING_REEL_WIDTH / 2);
        expect(y).toBeCloseTo(geometry.pad + (row + 0.5) * rowHeight, 9);
        expect(size).toBe(Math.min(rowHeight, EXPANDING_REEL_WIDTH));
      });
      // The first row starts at the top of the reels and the last ends at their foot.
      expect((boxes[0]?.y ?? 0) - rowHeight / 2).toBeCloseTo(geometry.pad, 9);
      expect((boxes.at(-1)?.y ?? 0) + rowHeight / 2).toBeCloseTo(geometry.pad + reelsHeight, 9);
    }
    // Six symbols are larger than seven, and four fill the reel's width.
    expect(cellBox(geometry, [0, 0], 6).size).toBeCloseTo(reelsHeight / 6, 9);
    expect(cellBox(geometry, [0, 0], 4).size).toBe(EXPANDING_REEL_WIDTH);
  });
});
