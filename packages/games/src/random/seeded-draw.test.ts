import { describe, expect, it } from "vitest";
import { seededDraw } from "./seeded-draw.ts";

describe("seededDraw", () => {
  it("replays the same sequence for the same seed and another for another seed", () => {
    const sequence = (seed: number) => {
      const draw = seededDraw(seed);
      return Array.from({ length: 8 }, () => draw.int(1_000_000));
    };
    expect(sequence(42)).toEqual(sequence(42));
    expect(sequence(43)).not.toEqual(sequence(42));
  });
});
