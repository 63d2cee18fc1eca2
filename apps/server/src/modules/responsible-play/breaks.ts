/**
 * Breaks from play and the reality check (spec §2 "self exclusion", "reality check").
 *
 * A break (self-exclusion or cool-off) is one of the offered lengths, taken by the player for
 * themselves. It is recorded here and put in force on the player's row by the accounts module in
 * the same transaction, which also ends every session of the player: from then on sign-in is
 * refused and every module that moves money refuses the player (accounts `assertMayPlay`) until it
 * ends. A break is never shortened; nothing here lifts one.
 *
 * The reality check reports the current session: how long since it was opened, and what the
 * player staked and won in it per currency, read from the ledger.
 */
import {
  ACTIVITY_REMINDER_MINUTES,
  PLAY_BREAK_DAYS,
  type PlayBreak,
  type PlayBreakKind,
  type RealityCheck,
  type StartPlayBreakRequest,
} from "@reelhouse/contract";
import type { Db } from "../../db/client.ts";
import { withTransaction } from "../../db/transaction.ts";
import type { Clock } from "../../lib/clock.ts";
import type { Accounts } from "../accounts/service.ts";
import type { Wallet } from "../wallet/service.ts";
import * as repo from "./repo.ts";

const DAY_MS = 86_400_000;

export interface BreaksDeps {
  db: Db;
  clock: Clock;
  accounts: { within(tx: Db): Pick<ReturnType<Accounts["within"]>, "lockStanding" | "startPlayBreak"> };
  wallet: Pick<Wallet, "playTotals">;
}

export function createBreaks({ db, clock, accounts, wallet }: BreaksDeps) {
  return {
    /** Takes a break of `days` from now; the caller ends the request's session cookie too. */
    async startPlayBreak(playerId: string, { kind, days }: StartPlayBreakRequest): Promise<PlayBreak> {
      const now = clock.now();
      const endsAt = new Date(now.getTime() + days * DAY_MS);
      return withTransaction(db, async (tx) => {
        // The player's row first, like every change of the player's standing (lock order).
        await accounts.within(tx).lockStanding(playerId);
        await repo.recordPlayBreak(tx, {
          playerId,
          kind,
          days,
          startsAt: now,
          endsAt,
          takenBy: `player:${playerId}`,
        });
        const inForce = await accounts.within(tx).startPlayBreak(playerId, { kind, until: endsAt });
        return { kind: inForce.kind as PlayBreakKind, endsAt: inForce.until.toISOString() };
      });
    },

    /** Sets (or, with null, turns off) the reality check's interval. */
    setActivityReminder: (playerId: string, minutes: number | null) =>
      repo.saveReminder(db, playerId, minutes, clock.now()),

    /** The reminder settings of the profile page's `responsiblePlay` block. */
    async profileFields(playerId: string) {
      return {
        activityReminderValue: await repo.findReminderMinutes(db, playerId),
        activityReminderAllowedValues: [...ACTIVITY_REMINDER_MINUTES],
        // A player on a break cannot be signed in to read this page: none is in force here.
        selfExclusionValue: null,
        selfExclusionAllowedValues: [...PLAY_BREAK_DAYS.selfExclusion],
        coolOffAllowedValues: [...PLAY_BREAK_DAYS.coolOff],
      };
    },

    /** The session opened at `sessionStartedAt`, as the reality check shows it. */
    async realityCheck(playerId: string, sessionStartedAt: Date): Promise<RealityCheck> {
      const now = clock.now();
      const [reminderMinutes, totals] = await Promise.all([
        repo.findReminderMinutes(db, playerId),
        wallet.playTotals(playerId, sessionStartedAt, now),
      ]);
      const summary = ({ staked, won }: { staked: number; won: number }) => ({
        staked,
        won,
        net: won - staked,
      });
      return {
        reminderMinutes,
        sessionStartedAt: sessionStartedAt.toISOString(),
        coins: summary(totals.coins),
        entries: summary(totals.entries),
      };
    },
  };
}
