import { describe, expect, it } from "vitest";
import { clusterOutline, spotStrength } from "./spot-layer.ts";

describe("multiplier spots on the board", () => {
  it("outlines a cluster along its outer edge only, never between two of its cells", () => {
    // An L of three cells: (0,0), (0,1), (1,1).
    const edges = clusterOutline([
      [0, 0],
      [0, 1],
      [1, 1],
    ]);
    // Three cells have twelve sides; the two shared ones are left out.
    expect(edges).toHaveLength(8);
    const key = ([x1, y1, x2, y2]: readonly number[]) => `${x1},${y1}-${x2},${y2}`;
    const drawn = new Set(edges.map(key));
    // The side (0,1)–(1,1) share, and the one (0,0)–(0,1) share, are inside the cluster.
    expect(drawn.has("1,1-1,2")).toBe(false);
    expect(drawn.has("0,1-1,1")).toBe(false);
    // The corner cell's outer sides are there.
    expect(drawn.has("1,0-1,1")).toBe(true);
    expect(drawn.has("2,1-2,2")).toBe(true);
  });

  it("glows a spot more the higher it is: clear, marked, then ×2 up to the top at full strength", () => {
    const max = 128;
    const levels = [0, 1, 2, 4, 8, 16, 32, 64, 128];
    const strengths = levels.map((level) => spotStrength(level, max));
    expect(strengths[0]).toBe(0);
    for (let index = 1; index < strengths.length; index += 1) {
      expect(strengths[index]).toBeGreaterThan(strengths[index - 1] as number);
    }
    expect(strengths.at(-1)).toBeCloseTo(1);
  });
});
