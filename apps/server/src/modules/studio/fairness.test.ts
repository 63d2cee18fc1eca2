import type { Fairness, Round } from "@reelhouse/contract";
import { minor } from "@reelhouse/contract";
import {
  checkNonceSequence,
  findTitle,
  playStep,
  TITLES_IN_DEVELOPMENT,
  titleFromSheet,
} from "@reelhouse/games";
import { fairDraw, hashServerSeed } from "@reelhouse/games/node";
import { MATHS_SHEETS } from "@reelhouse/games/sheets";
import { sql } from "drizzle-orm";
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

interface StoredPair {
  server_seed_hash: string;
  next_server_seed_hash: string | null;
  client_seed: string;
  revealed: boolean;
}

/** The player's seed pairs as stored, oldest first. */
async function storedPairs(playerId: string): Promise<StoredPair[]> {
  const { rows } = (await t.database.db.execute(sql`
    select server_seed_hash, next_server_seed_hash, client_seed, revealed_at is not null as revealed
    from game_seed_pairs where player_id = ${playerId} order by id`)) as unknown as { rows: StoredPair[] };
  return rows;
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
  it("is made with the player and shown by its hash; each round takes the next nonce and shows no seed yet", async () => {
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

describe("commit before choice", () => {
  it("shows the next server seed's hash before the client seed for it is chosen; rotating reveals only committed seeds", async () => {
    const player = await fundedPlayer();
    const first = await fairnessOf(player);
    expect(first.nextServerSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.nextServerSeedHash).not.toBe(first.serverSeedHash);
    await player.spin(FRUITS, { currency: "coins", bet: lowest(FRUITS) }, "before-choice-1");

    // The client seed is chosen after its server seed's hash was shown.
    const second = (await rotate(player, { clientSeed: "chosen-after-commit" })).json().data as Fairness;
    expect(second).toMatchObject({
      serverSeedHash: first.nextServerSeedHash,
      clientSeed: "chosen-after-commit",
      nextNonce: 0,
    });
    expect([first.serverSeedHash, first.nextServerSeedHash]).not.toContain(second.nextServerSeedHash);
    expect(second.previous[0]?.serverSeedHash).toBe(first.serverSeedHash);
    expect(hashServerSeed(second.previous[0]?.serverSeed as string)).toBe(first.serverSeedHash);

    const played = (
      await player.spin(FRUITS, { currency: "coins", bet: lowest(FRUITS) }, "after-choice-1")
    ).json().data.round as Round;
    expect(played.fairness).toMatchObject({
      serverSeedHash: first.nextServerSeedHash,
      clientSeed: "chosen-after-commit",
      nonce: 0,
    });

    // The seed the next rotation reveals is the one whose hash was shown before the client seed.
    const third = (await rotate(player)).json().data as Fairness;
    expect(third.serverSeedHash).toBe(second.nextServerSeedHash);
    const [revealed] = third.previous;
    expect(revealed).toMatchObject({ clientSeed: "chosen-after-commit", rounds: 1 });
    expect(hashServerSeed(revealed?.serverSeed as string)).toBe(first.nextServerSeedHash);
    const stored = (await player.get(`/rest/studio/rounds/${played.id}/`)).json().data.round as Round;
    expect(recompute(stored, revealed?.serverSeed as string)).toEqual(stored.steps.map((s) => s.outcome));

    // Every active pair was committed one rotation ahead: each pair's hash is the one before's next.
    const pairs = await storedPairs(player.playerId);
    expect(pairs.map((pair) => pair.revealed)).toEqual([true, true, false]);
    expect(pairs.map((pair) => pair.server_seed_hash)).toEqual([
      first.serverSeedHash,
      first.nextServerSeedHash,
      second.nextServerSeedHash,
    ]);
    expect(pairs.map((pair) => pair.next_server_seed_hash)).toEqual([null, null, third.nextServerSeedHash]);
  });

  it("commits a new player's seeds with the account, before any fairness is asked or a spin played", async () => {
    const player = await fundedPlayer();
    const [committed] = await storedPairs(player.playerId);
    expect(committed).toMatchObject({
      revealed: false,
      next_server_seed_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const round = (await player.spin(FRUITS, { currency: "coins", bet: lowest(FRUITS) }, "first-ever")).json()
      .data.round as Round;
    expect(round.fairness).toMatchObject({ serverSeedHash: committed?.server_seed_hash, nonce: 0 });
    expect(await storedPairs(player.playerId)).toEqual([committed]);
  });

  it("never makes a pair inside a spin or a rotation for a player who has none", async () => {
    const spinner = await fundedPlayer();
    await t.database.db.execute(sql`delete from game_seed_pairs where player_id = ${spinner.playerId}`);
    const round = (
      await spinner.spin(FRUITS, { currency: "coins", bet: lowest(FRUITS) }, "no-seeds-yet")
    ).json().data.round as Round;
    const [made] = await storedPairs(spinner.playerId);
    expect(round.fairness).toMatchObject({ serverSeedHash: made?.server_seed_hash, nonce: 0 });

    const rotator = await fundedPlayer();
    await t.database.db.execute(sql`delete from game_seed_pairs where player_id = ${rotator.playerId}`);
    const refused = await rotate(rotator, { clientSeed: "too-early" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.reason).toBe("SEEDS_NOT_SHOWN");
    const shown = await fairnessOf(rotator);
    expect(shown).toMatchObject({ nextNonce: 0, previous: [] });
    expect(shown.clientSeed).not.toBe("too-early");
    const rotated = (await rotate(rotator, { clientSeed: "now-committed" })).json().data as Fairness;
    expect(rotated).toMatchObject({ serverSeedHash: shown.nextServerSeedHash, clientSeed: "now-committed" });
  });
});

describe("a pair's rounds", () => {
  it("lists every round of one of the player's pairs by nonce, continuous from 0; another's is not found", async () => {
    const player = await fundedPlayer();
    const { serverSeedHash } = await fairnessOf(player);
    const ids: string[] = [];
    for (const index of [0, 1, 2]) {
      const spun = await player.spin(
        FRUITS,
        { currency: "coins", bet: lowest(FRUITS) },
        `pair-round-${index}`,
      );
      ids.push(spun.json().data.round.id);
    }
    await rotate(player);

    const response = await player.get(`/rest/fairness/pairs/${serverSeedHash}/rounds/`);
    expect(response.statusCode).toBe(200);
    const listed = response.json().data;
    expect(listed).toEqual({
      serverSeedHash,
      rounds: 3,
      played: ids.map((roundId, nonce) => ({
        roundId,
        nonce,
        gameId: FRUITS,
        mathsVersion: findTitle(FRUITS)?.info.mathsVersion,
      })),
      draws: [],
    });
    expect(
      checkNonceSequence(
        listed.played.map((round: { nonce: number }) => round.nonce),
        listed.rounds,
      ),
    ).toMatchObject({ isContinuous: true });
    const { serverSeedHash: active } = await fairnessOf(player);
    expect((await player.get(`/rest/fairness/pairs/${active}/rounds/`)).json().data).toEqual({
      serverSeedHash: active,
      rounds: 0,
      played: [],
      draws: [],
    });

    const other = await fundedPlayer();
    const refused = await other.get(`/rest/fairness/pairs/${serverSeedHash}/rounds/`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.reason).toBe("SEED_PAIR_NOT_FOUND");
    expect((await player.get("/rest/fairness/pairs/not-a-hash/rounds/")).statusCode).toBe(400);
  });
});

describe("maths sheets", () => {
  it("records the maths version a round was played under, in the round, the history and the table", async () => {
    const player = await fundedPlayer();
    const version = findTitle(SUNKEN)?.info.mathsVersion;
    const spun = await player.spin(SUNKEN, { currency: "coins", bet: lowest(SUNKEN) }, "maths-version-round");
    const { round } = spun.json().data as { round: Round };
    expect(round.mathsVersion).toBe(version);
    const history = (await player.get("/rest/studio/rounds/")).json().data.rounds;
    expect(history).toEqual([expect.objectContaining({ id: round.id, mathsVersion: version })]);
    expect((await player.get(`/rest/studio/rounds/${round.id}/`)).json().data.round.mathsVersion).toBe(
      version,
    );
    const { rows } = (await t.database.db.execute(
      sql`select maths_version from game_rounds where id = ${round.id}`,
    )) as unknown as { rows: { maths_version: number }[] };
    expect(rows).toEqual([{ maths_version: version }]);
  });

  it("publishes each title's sheets to anyone, by version, as they were built, and keeps them cacheable", async () => {
    const title = findTitle(SUNKEN);
    if (!title) throw new Error("no title");
    const versions = await t.app.inject({ method: "GET", url: `/rest/fairness/titles/${SUNKEN}/maths/` });
    expect(versions.statusCode).toBe(200);
    expect(versions.json().data).toEqual({
      gameId: SUNKEN,
      name: title.info.name,
      current: title.info.mathsVersion,
      versions: MATHS_SHEETS.filter((sheet) => sheet.id === SUNKEN).map((sheet) => sheet.mathsVersion),
    });

    const url = `/rest/fairness/titles/${SUNKEN}/maths/${title.info.mathsVersion}/`;
    const sheet = await t.app.inject({ method: "GET", url });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers["cache-control"]).toContain("immutable");
    const published = sheet.json().data;
    expect(published).toEqual(
      JSON.parse(
        JSON.stringify(
          MATHS_SHEETS.find((s) => s.id === SUNKEN && s.mathsVersion === title.info.mathsVersion),
        ),
      ),
    );
    const { betLevels: _levels, defaultBetIndex: _index, ...rules } = title.info;
    expect(titleFromSheet(published)).toEqual(
      JSON.parse(JSON.stringify({ info: rules, maths: title.maths })),
    );

    const missing = await t.app.inject({ method: "GET", url: `/rest/fairness/titles/${SUNKEN}/maths/999/` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.reason).toBe("MATHS_SHEET_NOT_FOUND");
    const unknown = await t.app.inject({ method: "GET", url: "/rest/fairness/titles/no-such-game/maths/" });
    expect(unknown.json().error.reason).toBe("GAME_NOT_FOUND");
    // A title in development has no sheet yet, and the site does not offer it.
    for (const { info } of TITLES_IN_DEVELOPMENT) {
      expect(MATHS_SHEETS.some((each) => each.id === info.id)).toBe(false);
      const url = `/rest/fairness/titles/${info.id}/maths/${info.mathsVersion}/`;
      expect((await t.app.inject({ method: "GET", url })).json().error.reason).toBe("GAME_NOT_FOUND");
    }
    const bad = await t.app.inject({ method: "GET", url: `/rest/fairness/titles/${SUNKEN}/maths/zero/` });
    expect(bad.statusCode).toBe(400);
  });
});
