import type { RoundStep } from "@reelhouse/contract";
import { describe, expect, it } from "vitest";
import type { RoundReport } from "~/lib/balance-hold.ts";
import type { RoundResult } from "./api.ts";
import type { StepPresenter } from "./round-player.ts";
import { RoundReporter, reportedSteps } from "./round-report.ts";

function reporterWithLog() {
  const posted: RoundReport[] = [];
  return { reporter: new RoundReporter((round) => posted.push(round)), posted };
}

const STEP = { win: 500 } as RoundStep;
const result = (coins: number) => ({ round: {}, balance: { coins, entries: 7 } }) as RoundResult;

describe("what the game tells the page about a round", () => {
  it("takes the stake at the spin, holds the win back at the answer and lets it go when the reels stop", () => {
    const { reporter, posted } = reporterWithLog();
    const presenter: StepPresenter = {
      beginStep: () => {},
      cancelStep: () => {},
      presentStep: async () => reporter.reelsStopped(),
    };
    const steps = reportedSteps(presenter, reporter, "coins");
    reporter.start("coins", 10_000, 100);
    steps.beginStep();
    return steps.presentStep(STEP, result(10_400)).then(() => {
      reporter.over();
      expect(posted.map(({ presented, isAwaiting, isOver }) => ({ presented, isAwaiting, isOver }))).toEqual([
        { presented: 9_900, isAwaiting: true, isOver: false },
        { presented: 9_900, isAwaiting: true, isOver: false },
        { presented: 9_900, isAwaiting: false, isOver: false },
        { presented: 10_400, isAwaiting: false, isOver: false },
        { presented: 10_400, isAwaiting: false, isOver: true },
      ]);
      expect(posted.at(-1)?.answered).toEqual([10_000, 10_400]);
    });
  });

  it("ends a round cut short on the server's last answer and reports nothing after it", () => {
    const { reporter, posted } = reporterWithLog();
    reporter.start("entries", 300, 20);
    reporter.requested();
    reporter.unanswered();
    reporter.over();
    reporter.reelsStopped();
    expect(posted.at(-1)).toMatchObject({
      presented: 300,
      isAwaiting: false,
      isOver: true,
      currency: "entries",
    });
    expect(posted).toHaveLength(4);
  });

  it("numbers each round, and a resumed one starts with nothing held", () => {
    const { reporter, posted } = reporterWithLog();
    reporter.start("coins", 10_000, 100);
    reporter.over();
    reporter.resume("coins", 12_000);
    expect(posted.at(-1)).toMatchObject({
      serial: 2,
      answered: [12_000],
      presented: 12_000,
      isAwaiting: false,
    });
  });
});
