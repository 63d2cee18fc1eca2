/**
 * Realtime's own events: operator broadcasts, written by `npm run realtime:broadcast`. Every open
 * tab reloads (`app.reload`, once no dialog is open), or is told a new build is out
 * (`app.newBuild`, spec §8).
 */
import type { RealtimeMessage } from "@reelhouse/contract";
import { z } from "zod";
import { defineEvent, type EventOccurrence } from "../../lib/domain-events.ts";

export const AppReload = defineEvent("app.reload", z.object({}));

export const AppNewBuild = defineEvent("app.newBuild", z.object({ buildId: z.string() }));

export const reloadMessages = (): RealtimeMessage[] => [{ type: "app", action: "reload", data: {} }];

export function newBuildMessages({ payload }: EventOccurrence<{ buildId: string }>): RealtimeMessage[] {
  return [{ type: "app", action: "newBuild", data: { buildId: payload.buildId } }];
}
