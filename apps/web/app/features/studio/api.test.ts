import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetchPerTest } from "~/lib/fetch-mock.test-support.ts";
import { createRoundApi } from "./api.ts";

const fetchMock = mockFetchPerTest();

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
  return new Response(
    JSON.stringify({ success: true, data: { round, balance: { coins: 9_900, entries: 0 } } }),
    {
      status: 200,
    },
  );
}

const keysSent = () =>
  fetchMock.mock.calls.map(
    ([, init]) => ((init?.headers ?? {}) as Record<string, string>)["idempotency-key"],
  );

afterEach(() => vi.useRealTimers());

describe("the round api", () => {
  it("sends each spin with a key of its own", async () => {
    fetchMock.mockImplementation(async () => roundAnswer());
    let key = 0;
    const api = createRoundApi("lucky-lanterns", { newKey: () => `spin-key-${++key}` });
    await api.spin({ currency: "coins", bet: 100 });
    await api.spin({ currency: "coins", bet: 100 });
    expect(keysSent()).toEqual(["spin-key-1", "spin-key-2"]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/rest/studio/lucky-lanterns/spin/");
  });

  it("resends a spin that got no answer with the same key", async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockImplementation(async () => roundAnswer());
    const api = createRoundApi("lucky-lanterns", { newKey: () => "only-key-1", resendDelayMs: 0 });
    const result = await api.spin({ currency: "coins", bet: 100 });
    expect(result.balance.coins).toBe(9_900);
    expect(keysSent()).toEqual(["only-key-1", "only-key-1"]);
  });

  it("does not resend a refused spin", async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          success: false,
          statusCode: 409,
          error: {
            code: "CONFLICT",
            message: "Not enough coins",
            requestId: "r1",
            reason: "INSUFFICIENT_FUNDS",
          },
        }),
        { status: 409 },
      ),
    );
    const api = createRoundApi("lucky-lanterns", { resendDelayMs: 0 });
    await expect(api.spin({ currency: "coins", bet: 100 })).rejects.toMatchObject({
      status: 409,
      reason: "INSUFFICIENT_FUNDS",
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("gives up after three attempts", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const api = createRoundApi("lucky-lanterns", { resendDelayMs: 0 });
    await expect(api.next("6b0e7a4e-3f43-4d55-9a39-2c2f6f0f4c11", 1)).rejects.toMatchObject({ status: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
