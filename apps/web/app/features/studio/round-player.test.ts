import type { Round, RoundStep, StepOutcome } from "@reelhouse/contract";
import { describe, expect, it } from "vitest";
import type { RoundApi, RoundResult } from "./api.ts";
import { playFrom, playRound, RoundInterruptedError, type StepPresenter } from "./round-player.ts";

const ROUND_ID = "6b0e7a4e-3f43-4d55-9a39-2c2f6f0f4c11";

function outcome(kind: StepOutcome["kind"], left: number | null): StepOutcome {
  return {
    kind,
    grid: [["A"]],
    cash: [],
    wins: [],
    scatter: null,
    multiplier: 1,
    winUnits: 0,
    events: [],
    state: left === null ? null : { kind: "freeSpins", left, total: 3, multiplier: 1, winUnits: 0 },
  };
}

/** A free-spins round of four steps: the spin (3 free spins won) and three free spins paying 10 each. */
const SCRIPT: StepOutcome[] = [
  outcome("spin", 3),
  outcome("freeSpin", 2),
  outcome("freeSpin", 1),
  outcome("freeSpin", null),
];

function roundWith(steps: number): RoundResult {
  const played: RoundStep[] = SCRIPT.slice(0, steps).map((step, index) => ({
    index,
    win: index === 0 ? 0 : 10,
    outcome: step,
    playedAt: "2030-01-01T00:00:00.000Z",
  }));
  const isOpen = played.at(-1)?.outcome.state !== null;
  const round: Round = {
    id: ROUND_ID,
    gameId: "lucky-lanterns",
    currency: "coins",
    bet: 100,
    cost: 100,
    buy: false,
    buyTier: null,
    ante: false,
    freeSpinsId: null,
    totalWin: played.reduce((sum, step) => sum + step.win, 0),
    status: isOpen ? "open" : "complete",
    stepCount: played.length,
    mathsVersion: 1,
    createdAt: "2030-01-01T00:00:00.000Z",
    completedAt: isOpen ? null : "2030-01-01T00:00:01.000Z",
    steps: played,
    fairness: { serverSeedHash: "0".repeat(64), serverSeed: null, clientSeed: "c", nonce: 0 },
  };
  return { round, balance: { coins: 10_000 - 100 + round.totalWin, entries: 0 } };
}

/** The server, played honestly: `next` plays exactly the next step, and fails when told to. */
function fakeApi({ failNextAt }: { failNextAt?: number } = {}) {
  const calls: string[] = [];
  let played = 0;
  const api: RoundApi = {
    async spin() {
      calls.push("spin");
      played = 1;
      return roundWith(1);
    },
    async next(roundId, step) {
      calls.push(`next ${step}`);
      expect(roundId).toBe(ROUND_ID);
      if (step === failNextAt) throw new Error("offline");
      expect(step).toBe(played);
      played += 1;
      return roundWith(played);
    },
  };
  return { api, calls };
}

function recordingPresenter() {
  const log: string[] = [];
  const presenter: StepPresenter = {
    beginStep: () => log.push("begin"),
    cancelStep: () => log.push("cancel"),
    async presentStep(step, result) {
      log.push(`present ${step.index} (${result.round.steps.length} played)`);
    },
  };
  return { presenter, log };
}

describe("the round player", () => {
  it("spins, then asks for each free spin by the number of steps played, presenting each before the next", async () => {
    const { api, calls } = fakeApi();
    const { presenter, log } = recordingPresenter();
    const result = await playRound(api, { currency: "coins", bet: 100 }, presenter);
    expect(calls).toEqual(["spin", "next 1", "next 2", "next 3"]);
    expect(log).toEqual([
      "begin",
      "present 0 (1 played)",
      "begin",
      "present 1 (2 played)",
      "begin",
      "present 2 (3 played)",
      "begin",
      "present 3 (4 played)",
    ]);
    expect(result.round.status).toBe("complete");
    expect(result.balance.coins).toBe(10_000 - 100 + 30);
  });

  it("plays a round without a feature as its one spin", async () => {
    const finished = roundWith(4);
    const lastStep = finished.round.steps[3] as RoundStep;
    const single = { ...finished, round: { ...finished.round, steps: [{ ...lastStep, index: 0 }] } };
    const api: RoundApi = {
      spin: async () => single,
      next: () => Promise.reject(new Error("no next step expected")),
    };
    const { presenter, log } = recordingPresenter();
    await playRound(api, { currency: "coins", bet: 100 }, presenter);
    expect(log).toEqual(["begin", "present 0 (1 played)"]);
  });

  it("resumes an open round after its last played step", async () => {
    const { api, calls } = fakeApi();
    await api.spin({ currency: "coins", bet: 100 });
    await api.next(ROUND_ID, 1);
    calls.length = 0;
    const { presenter, log } = recordingPresenter();
    await playFrom(api, roundWith(2), 2, presenter);
    expect(calls).toEqual(["next 2", "next 3"]);
    expect(log.filter((entry) => entry.startsWith("present"))).toEqual([
      "present 2 (3 played)",
      "present 3 (4 played)",
    ]);
  });

  it("replays a finished round's steps without asking the server", async () => {
    const { api, calls } = fakeApi();
    const { presenter, log } = recordingPresenter();
    await playFrom(api, roundWith(4), 0, presenter);
    expect(calls).toEqual([]);
    expect(log).toEqual([
      "present 0 (4 played)",
      "present 1 (4 played)",
      "present 2 (4 played)",
      "present 3 (4 played)",
    ]);
  });

  it("stops on a failed next step with the round as last played, so it can resume from there", async () => {
    const { api } = fakeApi({ failNextAt: 2 });
    const { presenter, log } = recordingPresenter();
    const failure = await playRound(api, { currency: "coins", bet: 100 }, presenter).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(RoundInterruptedError);
    expect((failure as RoundInterruptedError).result.round.steps).toHaveLength(2);
    expect(log.slice(-2)).toEqual(["begin", "cancel"]);
  });

  it("lets a failed spin fail as it is: no round was played", async () => {
    const api: RoundApi = {
      spin: () => Promise.reject(new Error("409")),
      next: () => Promise.reject(new Error("no")),
    };
    const { presenter, log } = recordingPresenter();
    await expect(playRound(api, { currency: "coins", bet: 100 }, presenter)).rejects.toThrow("409");
    expect(log).toEqual(["begin", "cancel"]);
  });
});
