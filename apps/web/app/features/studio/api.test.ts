import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { failure, keeping, ok, type SentRequest, setupApi } from "~/test/api.ts";
import { createRoundApi } from "./api.ts";

const api = setupApi();

function roundAnswer() {
  const round = {
    id: "6b0e7a4e-3f43-4d55-9a39-2c2f6f0f4c11",
    gameId: "lucky-lanterns",
    currency: "coins",
    bet: 100,
    cost: 100,
    buy: false,
    totalWin: 0,
    status: "complete",
    stepCount: 1,
    createdAt: "2030-01-01T00:00:00.000Z",
    completedAt: "2030-01-01T00:00:00.000Z",
    steps: [
      {
        index: 0,
        win: 0,
        playedAt: "2030-01-01T00:00:00.000Z",
        outcome: {
          kind: "spin",
          grid: [["A"]],
          cash: [],
          wins: [],
          scatter: null,
          multiplier: 1,
          winUnits: 0,
          events: [],
          state: null,
        },
      },
    ],
    fairness: { serverSeedHash: "0".repeat(64), serverSeed: null, clientSeed: "c", nonce: 0 },
  };
  return ok({ round, balance: { coins: 9_900, entries: 0 } });
}

const SPIN = "/rest/studio/lucky-lanterns/spin/";

/** Answers spins with `answers` in turn (the last one from then on), keeping what each sent. */
function answerSpins(first: () => Response, ...later: Array<() => Response>) {
  const answers = [first, ...later];
  const sent: SentRequest[] = [];
  let turn = 0;
  api.use(
    http.post(
      SPIN,
      keeping(sent, () => (answers[Math.min(turn++, answers.length - 1)] ?? first)()),
    ),
  );
  return sent;
}

const keysOf = (sent: SentRequest[]) => sent.map((request) => request.headers.get("idempotency-key"));

describe("the round api", () => {
  it("sends each spin with a key of its own", async () => {
    const sent = answerSpins(roundAnswer);
    let key = 0;
    const rounds = createRoundApi("lucky-lanterns", { newKey: () => `spin-key-${++key}` });
    await rounds.spin({ currency: "coins", bet: 100 });
    await rounds.spin({ currency: "coins", bet: 100 });
    expect(keysOf(sent)).toEqual(["spin-key-1", "spin-key-2"]);
    expect(sent[0]?.path).toBe(SPIN);
  });

  it("resends a spin that got no answer with the same key", async () => {
    const sent = answerSpins(() => HttpResponse.error(), roundAnswer);
    const rounds = createRoundApi("lucky-lanterns", { newKey: () => "only-key-1", resendDelayMs: 0 });
    const result = await rounds.spin({ currency: "coins", bet: 100 });
    expect(result.balance.coins).toBe(9_900);
    expect(keysOf(sent)).toEqual(["only-key-1", "only-key-1"]);
  });

  it("does not resend a refused spin", async () => {
    const sent = answerSpins(() => failure("CONFLICT", "Not enough coins", { reason: "INSUFFICIENT_FUNDS" }));
    const rounds = createRoundApi("lucky-lanterns", { resendDelayMs: 0 });
    await expect(rounds.spin({ currency: "coins", bet: 100 })).rejects.toMatchObject({
      status: 409,
      reason: "INSUFFICIENT_FUNDS",
    });
    expect(sent).toHaveLength(1);
  });

  it("gives up after three attempts", async () => {
    const sent: SentRequest[] = [];
    api.use(
      http.post(
        "/rest/studio/rounds/:roundId/next/",
        keeping(sent, () => HttpResponse.error()),
      ),
    );
    const rounds = createRoundApi("lucky-lanterns", { resendDelayMs: 0 });
    await expect(rounds.next("6b0e7a4e-3f43-4d55-9a39-2c2f6f0f4c11", 1)).rejects.toMatchObject({ status: 0 });
    expect(sent).toHaveLength(3);
  });
});
