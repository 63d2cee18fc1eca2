import { describe, expect, it } from "vitest";
import { climbPosition } from "./climb.ts";

describe("the daily login climb", () => {
  it("starts a new player at level 1", () => {
    expect(climbPosition(undefined, "2026-11-28", 7)).toEqual({ claimedToday: false, activeLevel: 1 });
  });

  it("moves to the next level the day after a claim, and shows it as next once today is claimed", () => {
    expect(climbPosition({ day: "2026-11-27", level: 3 }, "2026-11-28", 7)).toEqual({
      claimedToday: false,
      activeLevel: 4,
    });
    expect(climbPosition({ day: "2026-11-28", level: 3 }, "2026-11-28", 7)).toEqual({
      claimedToday: true,
      activeLevel: 4,
    });
  });

  it("forgives one missed day and starts again after two", () => {
    expect(climbPosition({ day: "2026-11-26", level: 3 }, "2026-11-28", 7).activeLevel).toBe(4);
    expect(climbPosition({ day: "2026-11-25", level: 3 }, "2026-11-28", 7).activeLevel).toBe(1);
  });

  it("starts again after the last level, across a month's end", () => {
    expect(climbPosition({ day: "2026-11-30", level: 7 }, "2026-12-01", 7).activeLevel).toBe(1);
  });

  it("treats a claim dated after today (the player's zone moved west) as today's", () => {
    expect(climbPosition({ day: "2026-11-29", level: 2 }, "2026-11-28", 7)).toEqual({
      claimedToday: true,
      activeLevel: 3,
    });
  });
});
