import { describe, expect, it } from "vitest";
import { nextReminderAt } from "./reality-check.tsx";

const MINUTE = 60_000;
const START = "2026-05-04T09:00:00.000Z";
const start = Date.parse(START);

describe("the reality check's timing", () => {
  it("falls on whole intervals counted from when the session opened", () => {
    const check = { reminderMinutes: 30, sessionStartedAt: START };
    expect(nextReminderAt(check, start)).toBe(start + 30 * MINUTE);
    expect(nextReminderAt(check, start + 29 * MINUTE)).toBe(start + 30 * MINUTE);
    // At the moment one falls (the reminder just shown), the next is a whole interval later.
    expect(nextReminderAt(check, start + 30 * MINUTE)).toBe(start + 60 * MINUTE);
    // A page opened late in a session waits for the session's next interval, not a new one.
    expect(nextReminderAt(check, start + 95 * MINUTE)).toBe(start + 120 * MINUTE);
  });

  it("never falls when reminders are off", () => {
    expect(
      nextReminderAt({ reminderMinutes: null, sessionStartedAt: START }, start + 600 * MINUTE),
    ).toBeNull();
  });
});
