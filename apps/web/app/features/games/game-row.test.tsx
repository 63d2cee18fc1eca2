import { describe, expect, it } from "vitest";
import { linesPerBreakpoint } from "./game-row.tsx";

describe("a row's lines of tiles (spec §9 rows per slide)", () => {
  it("uses its rows per slide where the games fill them", () => {
    expect(linesPerBreakpoint(40, 3, "row")).toEqual({
      "--rows-sm": 3,
      "--rows-md": 3,
      "--rows-lg": 3,
      "--rows-xl": 3,
    });
    expect(linesPerBreakpoint(40, 1, "row")).toEqual({
      "--rows-sm": 1,
      "--rows-md": 1,
      "--rows-lg": 1,
      "--rows-xl": 1,
    });
  });

  it("uses fewer lines where the games would leave a screen half empty, never none", () => {
    expect(linesPerBreakpoint(9, 3, "row")).toEqual({
      "--rows-sm": 3,
      "--rows-md": 2,
      "--rows-lg": 1,
      "--rows-xl": 1,
    });
    expect(linesPerBreakpoint(6, 2, "featured")).toEqual({
      "--rows-sm": 2,
      "--rows-md": 2,
      "--rows-lg": 1,
      "--rows-xl": 1,
    });
    expect(linesPerBreakpoint(1, 2, "row")).toEqual({
      "--rows-sm": 1,
      "--rows-md": 1,
      "--rows-lg": 1,
      "--rows-xl": 1,
    });
  });
});
