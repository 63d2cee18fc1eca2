/**
 * Playing rounds: a spin, an open round resumed, a stored round replayed. Each asks the round
 * flow first, which refuses what the phase does not allow (a second spin while one plays above
 * all), then plays the round through the presenter (round-player.ts) and tells the flow, the
 * meter, screen readers and the page hosting the game (round-report.ts) how it goes and ends.
 */
import type { BuyTier, Currency, Round } from "@reelhouse/contract";
import { type RefObject, useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { RoundApi, RoundResult } from "./api.ts";
import type { GamePresenter } from "./game-presenter.ts";
import {
  type FeatureKind,
  isRoundStarted,
  type RoundFailure,
  type RoundFlowEvent,
  type RoundFlowState,
} from "./round-flow.ts";
import type { RoundMeter } from "./round-meter.ts";
import { isRoundOpen, playFrom, playRound } from "./round-player.ts";
import { type RoundReporter, reportedSteps } from "./round-report.ts";
import type { SoundBoard } from "./sounds.ts";
import type { GameHudControls } from "./use-game-hud.ts";
import { reportingSteps, roundFailureOf } from "./use-round-flow.ts";

/** Whether a round won free spins or respins. */
function wonFeature(round: Round): boolean {
  return round.steps.some((step) =>
    step.outcome.events.some((event) => event.type === "freeSpinsAwarded" || event.type === "respinsAwarded"),
  );
}

function featureWonSoFar(round: Round): number {
  return round.steps
    .filter((step) => step.outcome.kind === "freeSpin" || step.outcome.kind === "respin")
    .reduce((sum, step) => sum + step.win, 0);
}

/** The feature an open round is in, from its last step. */
function openFeature(round: Round): FeatureKind {
  return round.steps.at(-1)?.outcome.state?.kind ?? "freeSpins";
}

export interface RoundPlayOptions {
  api: RoundApi;
  currency: Currency;
  meter: RoundMeter;
  reporter: RoundReporter;
  sounds: SoundBoard;
  hud: GameHudControls;
  presenter: RefObject<GamePresenter | null>;
  current(): RoundFlowState;
  send(event: RoundFlowEvent): RoundFlowState;
  /** A round played or resumed here ended, with the server's last answer. */
  onRoundFinished?(result: RoundResult): void;
  /** A round stopped before its end (an interrupted one is still open, and resumes). */
  onRoundFailed?(failure: RoundFailure): void;
}

export function useRoundPlay({
  api,
  currency,
  meter,
  reporter,
  sounds,
  hud,
  presenter,
  current,
  send,
  onRoundFinished,
  onRoundFailed,
}: RoundPlayOptions) {
  const { t } = useTranslation();

  const finishRound = useCallback(
    (result: RoundResult) => {
      const balance = result.balance[currency];
      meter.settle(balance, result.round.totalWin);
      reporter.over();
      if (result.round.totalWin === 0) hud.announce(t("studio.announce.noWin"));
      const { totalWin } = result.round;
      send({ type: "roundFinished", totalWin, wonFeature: wonFeature(result.round), balance });
      onRoundFinished?.(result);
    },
    [currency, hud, meter, reporter, send, t, onRoundFinished],
  );

  const failRound = useCallback(
    (error: unknown) => {
      const failure = roundFailureOf(error);
      if (failure.kind !== "interrupted") meter.show(current().balance);
      // Cut short: the page shows the server's balance again, whatever the round left unpresented.
      reporter.over();
      send({ type: "roundFailed", failure });
      onRoundFailed?.(failure);
      // Another tab has a round of this game open: the frame loads again and resumes it.
      if (failure.kind === "openElsewhere") window.location.reload();
    },
    [current, meter, reporter, send, onRoundFailed],
  );

  /**
   * A new round at `bet`, costing the player `cost` (a bought feature or the ante bet costs more,
   * a free spin nothing), played to its end; `buyTier` says which bonus buy, if bought, and
   * `freeSpinsId` which of the player's free spins it is, if one. Answers whether it started.
   */
  const spin = useCallback(
    ({
      bet,
      cost,
      buyTier,
      ante,
      freeSpinsId,
    }: {
      bet: number;
      cost: number;
      buyTier: BuyTier | null;
      ante: boolean;
      freeSpinsId?: string;
    }): boolean => {
      const shown = presenter.current;
      if (!shown) return false;
      const before = current();
      if (!isRoundStarted(before, send({ type: "spin", cost }))) return false;
      sounds.play("click");
      hud.setMeterShown(false);
      meter.startRound(before.balance, cost);
      reporter.start(currency, before.balance, cost);
      // A free spin's wins are celebrated against its stake, as any round's at that bet.
      shown.startRound(bet, freeSpinsId ? bet : cost);
      const request = {
        currency,
        bet,
        buy: buyTier !== null,
        ...(buyTier === "super" ? { buyTier } : {}),
        ...(ante ? { ante } : {}),
        ...(freeSpinsId ? { freeSpinsId } : {}),
      };
      void (async () => {
        try {
          const steps = reportedSteps(reportingSteps(shown, send), reporter, currency);
          finishRound(await playRound(api, request, steps));
        } catch (error) {
          failRound(error);
        }
      })();
      return true;
    },
    [api, currency, current, failRound, finishRound, hud, meter, presenter, reporter, send, sounds],
  );

  /** An open round, from where `start` left it: found on load, or interrupted by a failed request. */
  const resume = useCallback(
    async (start: RoundResult) => {
      const shown = presenter.current;
      if (!shown) return;
      const { round } = start;
      const feature = openFeature(round);
      const before = current();
      if (send({ type: "resume", feature, cost: round.cost }) === before) return;
      shown.startRound(round.bet, round.cost, round.totalWin, featureWonSoFar(round));
      meter.resume(start.balance[currency], round.totalWin);
      reporter.resume(currency, start.balance[currency]);
      hud.setMeterShown(round.totalWin > 0);
      const last = round.steps.at(-1);
      if (last) shown.restore(last.outcome);
      try {
        if (isRoundOpen(round)) await shown.showResume(feature);
        const steps = reportedSteps(reportingSteps(shown, send), reporter, currency);
        finishRound(await playFrom(api, start, round.steps.length, steps));
      } catch (error) {
        failRound(error);
      }
    },
    [api, currency, current, failRound, finishRound, hud, meter, presenter, reporter, send],
  );

  /** A stored round shown again from its first step, with no betting. */
  const replay = useCallback(
    async (round: Round) => {
      const shown = presenter.current;
      if (!shown) return;
      const before = current();
      if (send({ type: "replayStarted" }) === before) return;
      shown.startRound(round.bet, round.cost);
      meter.show(0);
      meter.resume(0, 0);
      await playFrom(api, { round, balance: { coins: 0, entries: 0 } }, 0, shown);
      send({ type: "replayFinished", totalWin: round.totalWin });
    },
    [api, current, meter, presenter, send],
  );

  return { spin, resume, replay };
}
