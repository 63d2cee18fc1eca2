/**
 * A player's promotion day: from their local midnight to the next, in the time zone their browser
 * reported (UTC until then). Days are named by their local date (`2026-11-28`), so two claims on
 * one local day share a name whatever the hour.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PlayerDay {
  /** The local date, `YYYY-MM-DD`. */
  date: string;
  timeZone: string;
  /** The instant the next local day starts. */
  endsAt: Date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock time of `instant` in `timeZone`, read as if it were UTC (ms). */
function wallClock(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/** The local date of `instant` in `timeZone`. */
export function localDate(instant: Date, timeZone: string): string {
  return new Date(wallClock(instant, timeZone)).toISOString().slice(0, 10);
}

/** The day number of a `YYYY-MM-DD` date (days since 1970-01-01), for counting days between dates. */
export function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

/**
 * The first instant of the local day after the one `instant` falls on. Found from the zone's offset
 * at the guess, corrected once for a change of offset (summer time) in between; where midnight does
 * not exist on the wall clock (a zone that skips it), the first instant after the skip.
 */
export function nextLocalMidnight(instant: Date, timeZone: string): Date {
  const nextDate = dayNumber(localDate(instant, timeZone)) + 1;
  const midnightAsUtc = nextDate * DAY_MS;
  let guess = midnightAsUtc - (wallClock(instant, timeZone) - instant.getTime());
  guess = midnightAsUtc - (wallClock(new Date(guess), timeZone) - guess);
  // A skipped midnight lands the guess an hour early, still on the old day.
  while (dayNumber(localDate(new Date(guess), timeZone)) < nextDate) guess += 15 * 60 * 1000;
  return new Date(guess);
}

export function playerDay(now: Date, timeZone: string): PlayerDay {
  return { date: localDate(now, timeZone), timeZone, endsAt: nextLocalMidnight(now, timeZone) };
}
