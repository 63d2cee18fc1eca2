import { describe, expect, it } from "vitest";
import { countTo, resumeRound, settle, shownBalance, startRound } from "./round-money.ts";

describe("round money", () => {
  it("shows the cost taken at once, the win as it counts, and ends on the server's balance", () => {
    const before = 10_000;
    let view = startRound(before, 200);
    expect(shownBalance(view)).toBe(9_800);
    view = countTo(view, 150);
    expect(shownBalance(view)).toBe(9_950);
    view = countTo(view, 500);
    expect(shownBalance(view)).toBe(10_300);
    // The server agrees when nothing else moved the balance…
    expect(shownBalance(settle(10_300, 500))).toBe(shownBalance(view));
    // …and has the last word when something did (a purchase landed during the round).
    expect(shownBalance(settle(60_300, 500))).toBe(60_300);
  });

  it("resumes with the win of the steps already played counted", () => {
    const view = resumeRound(12_000, 700);
    expect(view.win).toBe(700);
    expect(shownBalance(view)).toBe(12_000);
    expect(shownBalance(countTo(view, 900))).toBe(12_200);
  });
});
