/**
 * The demo's rolling schedule (settings.ts): for each theme served, game mode and schedule, the
 * races of the slots around now are made if missing (a slot's key makes it once, whichever instance
 * plans), so the last `SEEDED_HISTORY` slots end up in history, one runs and `SCHEDULED_AHEAD` are next.
 */
import type { ThemeId } from "@reelhouse/contract";
import type { TournamentDefinition } from "./service.ts";
import {
  currencyOf,
  DEMO_GAME_MODES,
  DEMO_SCHEDULES,
  minBetOf,
  prizeTable,
  SCHEDULED_AHEAD,
  SEEDED_HISTORY,
  titleCodes,
} from "./settings.ts";

export function demoRaces(themes: readonly ThemeId[], now: Date): TournamentDefinition[] {
  const races: TournamentDefinition[] = [];
  for (const theme of themes) {
    for (const gameMode of DEMO_GAME_MODES) {
      const currency = currencyOf(gameMode);
      for (const schedule of DEMO_SCHEDULES) {
        const current = Math.floor(now.getTime() / schedule.periodMs);
        for (let slot = current - SEEDED_HISTORY; slot <= current + SCHEDULED_AHEAD; slot++) {
          const startsAt = new Date(slot * schedule.periodMs);
          races.push({
            theme,
            kind: schedule.kind,
            gameMode,
            isTeamBased: schedule.isTeamBased,
            isSubscriptionRequired: schedule.isSubscriptionRequired,
            gameCodes: titleCodes(schedule.titles),
            startsAt,
            endsAt: new Date(startsAt.getTime() + schedule.periodMs),
            minBet: minBetOf(schedule, currency),
            scoring: schedule.scoring,
            prizes: prizeTable(schedule, currency),
            teams: schedule.teams,
            scheduleKey: `${theme}:${gameMode}:${schedule.kind}:${startsAt.toISOString()}`,
          });
        }
      }
    }
  }
  return races;
}
