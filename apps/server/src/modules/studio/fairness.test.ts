import type { Fairness, Round } from "@reelhouse/contract";
import { minor } from "@reelhouse/contract";
import { findTitle, playStep } from "@reelhouse/games";
import { fairDraw, hashServerSeed } from "@reelhouse/games/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { type StudioPlayer, studioPlayer } from "../../test/studio-player.ts";

const FRUITS = "midnight-fruits";
const SUNKEN = "sunken-fortune";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WELCOME_COINS: "0", WELCOME_ENTRIES: "0" });
});
afterAll(() => t.close());

const lowest = (gameId: string) => findTitle(gameId)?.info.betLevels.coins[0] as number;

async function fundedPlayer(): Promise<StudioPlayer> {
  const player = await studioPlayer(() => t.app, "fairness");
  await t.app.wallet.grant(
    player.playerId,
    { coins: minor("coins", 10_000_000) },
    `fund:${player.playerId}`,
    "test",
  );
  return player;
}

async function fairnessOf(player: StudioPlayer): Promise<Fairness> {
  const response = await player.get("/rest/fairness/");
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function rotate(player: StudioPlayer, body: { clientSeed?: string } = {}) {
  return player.post("/rest/fairness/rotate/", body);
}

/** Replays every step of a round from its revealed seeds with the engine, as a player's verifier would. */
function recompute(round: Round, serverSeed: string) {
  const title = findTitle(round.gameId);
  if (!title) throw new Error(`no title ${round.gameId}`);
  const { clientSeed, nonce } = round.fairness;
  return round.steps.map((step, index) =>
    playStep(
      title,
      {
        state: index === 0 ? null : (round.steps[index - 1]?.outcome.state ?? null),
        buy: index === 0 && round.buy,
      },
      fairDraw({ serverSeed, clientSeed, nonce, step: step.index }),
    ),
  );
}

describe("the seed pair", () => {
  it("is made on first use and shown by its hash; each round takes the next nonce and shows no seed yet", async () => {
    const player = await fundedPlayer();
    const fairness = await fairnessOf(player);
    expect(fairness).toMatchObject({ nextNonce: 0, previous: [] });
    expect(fairness.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(fairness.clientSeed).not.toBe("");
    expect(await fairnessOf(player)).toEqual(fairness);

    for (const nonce of [0, 1]) {
      const round = (
        await player.spin(FRUITS, { currency: "coins", bet: lowest(FRUITS) }, `nonce-round-${nonce}`)
      ).json().data.round as Round;
      expect(round.fairness).toEqual({
        serverSeedHash: fairness.serverSeedHash,
        serverSeed: null,
        clientSeed: fairness.clientSeed,
        nonce,
      });
    }
    expect((await fairnessOf(player)).nextNonce).toBe(2);
  });

  it("rotates: reveals the seed whose hash was shown, and every stored step recomputes from it", async () => {
    const player = await fundedPlayer();
    const before = await fairnessOf(player);
    const rounds: Round[] = [];
    for (let index = 0; index < 3; index++) {
      rounds.push(
        (await player.spin(FRUITS, { currency: "coins", bet: lowest(FRUITS) }, `verify-${index}`)).json().data
          .round,
      );
    }
    const bought = (
      await player.spin(SUNKEN, { currency: "coins", bet: lowest(SUNKEN), buy: true }, "verify-buy")
    ).json().data.round as Round;
    rounds.push(await player.playOut(bought));

    const rotated = await rotate(player, { clientSeed: "my-lucky-seed" });
    expect(rotated.statusCode).toBe(200);
    const after: Fairness = rotated.json().data;
    expect(after).toMatchObject({ clientSeed: "my-lucky-seed", nextNonce: 0 });
    expect(after.serverSeedHash).not.toBe(before.serverSeedHash);
    const [revealed] = after.previous;
    expect(revealed).toMatchObject({
      serverSeedHash: before.serverSeedHash,
      clientSeed: before.clientSeed,
      rounds: 4,
    });
    const serverSeed = revealed?.serverSeed as string;
    expect(hashServerSeed(serverSeed)).toBe(before.serverSeedHash);

    for (const played of rounds) {
      const stored = (await player.get(`/rest/studio/rounds/${played.id}/`)).json().data.round as Round;
      expect(stored.fairness).toEqual({ ...played.fairness, serverSeed });
      expect(recompute(stored, serverSeed)).toEqual(stored.steps.map((step) => step.outcome));
    }
    expect(rounds.at(-1)?.stepCount).toBeGreaterThan(1);
  });

  it("is not rotated while a round is open", async () => {
    const player = await fundedPlayer();
    const before = await fairnessOf(player);
    const open = (
      await player.spin(SUNKEN, { currency: "coins", bet: lowest(SUNKEN), buy: true }, "open-round-1")
    ).json().data.round as Round;
    const refused = await rotate(player);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.reason).toBe("ROUND_IN_PROGRESS");
    expect(await fairnessOf(player)).toEqual({ ...before, nextNonce: 1 });

    await player.playOut(open);
    expect((await rotate(player)).statusCode).toBe(200);
  });

  it("takes a random client seed when none is given, and refuses one that is not printable ASCII", async () => {
    const player = await fundedPlayer();
    const before = await fairnessOf(player);
    const rotated = (await rotate(player)).json().data as Fairness;
    expect(rotated.clientSeed).toMatch(/^\S+$/);
    expect(rotated.clientSeed).not.toBe(before.clientSeed);
    expect(rotated.previous.map((pair) => pair.rounds)).toEqual([0]);
    for (const clientSeed of ["with space", "ñandú", "x".repeat(65)]) {
      expect((await rotate(player, { clientSeed })).statusCode).toBe(400);
    }
    expect((await fairnessOf(player)).previous).toHaveLength(1);
  });
});
