import { describe, expect, it } from "vitest";
import { dayNumber, localDate, nextLocalMidnight, playerDay } from "./player-day.ts";

describe("a player's promotion day", () => {
  it("is named by the local date in the player's zone", () => {
    const instant = new Date("2026-11-28T03:30:00Z");
    expect(localDate(instant, "UTC")).toBe("2026-11-28");
    expect(localDate(instant, "America/Los_Angeles")).toBe("2026-11-27");
    expect(localDate(instant, "Asia/Tokyo")).toBe("2026-11-28");
    expect(localDate(instant, "Pacific/Kiritimati")).toBe("2026-11-28");
  });

  it("ends at the next local midnight", () => {
    const instant = new Date("2026-11-28T03:30:00Z");
    expect(nextLocalMidnight(instant, "UTC").toISOString()).toBe("2026-11-29T00:00:00.000Z");
    expect(nextLocalMidnight(instant, "America/Los_Angeles").toISOString()).toBe("2026-11-28T08:00:00.000Z");
    expect(nextLocalMidnight(instant, "Asia/Kolkata").toISOString()).toBe("2026-11-28T18:30:00.000Z");
  });

  it("keeps its length right across a change to and from summer time", () => {
    // Madrid moves its clocks forward at 02:00 on 2026-03-29 and back at 03:00 on 2026-10-25.
    expect(nextLocalMidnight(new Date("2026-03-28T12:00:00Z"), "Europe/Madrid").toISOString()).toBe(
      "2026-03-28T23:00:00.000Z",
    );
    expect(nextLocalMidnight(new Date("2026-03-29T12:00:00Z"), "Europe/Madrid").toISOString()).toBe(
      "2026-03-29T22:00:00.000Z",
    );
    expect(nextLocalMidnight(new Date("2026-10-25T12:00:00Z"), "Europe/Madrid").toISOString()).toBe(
      "2026-10-25T23:00:00.000Z",
    );
  });

  it("finds the start of a day whose midnight the wall clock skips", () => {
    // Santiago de Chile moves its clocks from 00:00 to 01:00 on 2026-09-06.
    const end = nextLocalMidnight(new Date("2026-09-05T15:00:00Z"), "America/Santiago");
    expect(localDate(end, "America/Santiago")).toBe("2026-09-06");
    expect(localDate(new Date(end.getTime() - 1), "America/Santiago")).toBe("2026-09-05");
  });

  it("counts days between dates", () => {
    expect(dayNumber("2026-11-29") - dayNumber("2026-11-28")).toBe(1);
    expect(dayNumber("2027-01-01") - dayNumber("2026-12-31")).toBe(1);
    expect(playerDay(new Date("2026-11-28T23:59:59Z"), "UTC")).toEqual({
      date: "2026-11-28",
      timeZone: "UTC",
      endsAt: new Date("2026-11-29T00:00:00Z"),
    });
  });
});
