import { minor } from "@reelhouse/contract";
/**
 * The provider API in process, on the embedded database: the simulator's cases, then the rules it
 * cannot reach from outside (limits, blocked accounts, geo rules, idle tokens, ordering races).
 */

import { randomUUID } from "node:crypto";
import type { Currency } from "@reelhouse/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { players, providerSessions, providerTransactions } from "../../db/schema/index.ts";
import { hashSecret } from "../../lib/secrets.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signUpPlayer } from "../../test/players.ts";
import type { ProviderApiClient } from "./client.ts";
import { SANDBOX_LAUNCH_URL } from "./sandbox-launch.ts";
import { signBody } from "./signature.ts";
import { runCase, SIMULATION_CASES, type SimulationTarget } from "./simulator.ts";
import { SIMULATED_GAME } from "./simulator-player.ts";
import { expireTokens, GAME_MODE_OF, inProcessTarget, launchSandbox, sandboxClient } from "./testing.ts";

const MONTREAL_IP = "24.201.0.1"; // Quebec: coins only
const GAME = SIMULATED_GAME.code;
const MINUTE = 60_000;

let t: TestApp;
let client: ProviderApiClient;
let target: SimulationTarget;
beforeAll(async () => {
  t = await buildTestApp({ PROVIDER_SANDBOX_MAX_STAKE_COINS: "100", PROVIDER_TOKEN_IDLE_MINUTES: "30" });
  client = sandboxClient(t);
  target = await inProcessTarget(t);
});
afterAll(() => t.close());

describe("the simulator, in process", () => {
  it.each(SIMULATION_CASES.map((simulationCase) => [simulationCase.name, simulationCase] as const))(
    "%s",
    async (_name, simulationCase) => {
      expect(await runCase(simulationCase, target)).toEqual({ name: simulationCase.name, passed: true });
    },
  );
});

/** A new player with a launched sandbox game: id, token and coins balance. */
async function launched(options: { currency?: Currency; ip?: string } = {}) {
  const player = await signUpPlayer(t.app, "provider");
  const token = await launchSandbox(t, player.playerId, options);
  const balances = await t.app.wallet.balances(player.playerId);
  return { user: player.playerId, token, coins: balances.coins, entries: balances.entries.total };
}

type Player = Awaited<ReturnType<typeof launched>>;

function bet(player: Player, fields: { amount?: number; round?: string; transaction_uuid?: string } = {}) {
  return client.bet({
    transaction_uuid: fields.transaction_uuid ?? randomUUID(),
    round: fields.round ?? randomUUID(),
    user: player.user,
    token: player.token,
    currency: "COINS",
    amount: fields.amount ?? 100,
    game: GAME,
  });
}

function win(player: Player, betUuid: string, round: string, amount: number, roundClosed = true) {
  return client.win({
    transaction_uuid: randomUUID(),
    reference_transaction_uuid: betUuid,
    round,
    user: player.user,
    currency: "COINS",
    amount,
    round_closed: roundClosed,
  });
}

function rollback(player: Player, betUuid: string, round: string) {
  return client.rollback({
    transaction_uuid: randomUUID(),
    reference_transaction_uuid: betUuid,
    round,
    user: player.user,
  });
}

async function coinsOf(player: Player): Promise<number> {
  return (await t.app.wallet.balances(player.user)).coins;
}

/** A raw call: the body's exact bytes and the signature header as given. */
function post(path: string, payload: string, signature?: string) {
  return t.app.inject({
    method: "POST",
    url: path,
    headers: { "content-type": "application/json", ...(signature ? { "x-signature": signature } : {}) },
    payload,
  });
}

const secret = () => t.config.providerApi.providers.sandbox?.secret as string;

describe("routing and signatures", () => {
  it("answers 404 for a provider or an operation it does not know", async () => {
    const body = JSON.stringify({ request_uuid: "r1", token: "x" });
    const noProvider = await post("/provider-api/v1/elsewhere/authenticate", body, signBody(secret(), body));
    expect([noProvider.statusCode, noProvider.json()]).toEqual([404, { status: "UNKNOWN_PROVIDER" }]);
    const noOperation = await post("/provider-api/v1/sandbox/deposit", body, signBody(secret(), body));
    expect([noOperation.statusCode, noOperation.json()]).toEqual([404, { status: "UNKNOWN_OPERATION" }]);
  });

  it("checks the signature on the bytes sent, so any spacing signed is accepted and any change is not", async () => {
    const player = await launched();
    const spaced = `{ "request_uuid" : "r2",\n  "token": "${player.token}" }`;
    const accepted = await post("/provider-api/v1/sandbox/authenticate", spaced, signBody(secret(), spaced));
    expect(accepted.json()).toMatchObject({ status: "OK", request_uuid: "r2", user: player.user });

    const tampered = spaced.replace("r2", "r3");
    const refused = await post("/provider-api/v1/sandbox/authenticate", tampered, signBody(secret(), spaced));
    expect([refused.statusCode, refused.json()]).toEqual([401, { status: "INVALID_SIGNATURE" }]);
    const otherKey = await post(
      "/provider-api/v1/sandbox/authenticate",
      spaced,
      signBody("another secret", spaced),
    );
    expect(otherKey.statusCode).toBe(401);
  });

  it("refuses a body far larger than any call with 413, before hashing it", async () => {
    const body = JSON.stringify({ request_uuid: "big", token: "x".repeat(20_000) });
    const answer = await post("/provider-api/v1/sandbox/authenticate", body, signBody(secret(), body));
    expect(answer.statusCode).toBe(413);
  });

  it("takes calls from other sites' servers: no cross-site refusal, no cookie needed", async () => {
    const body = JSON.stringify({ request_uuid: "r4", user: "nobody", currency: "COINS" });
    const answer = await t.app.inject({
      method: "POST",
      url: "/provider-api/v1/sandbox/balance",
      headers: {
        "x-signature": signBody(secret(), body),
        origin: "https://provider.example",
        "sec-fetch-site": "cross-site",
      },
      payload: body,
    });
    expect([answer.statusCode, answer.json()]).toEqual([200, { status: "INVALID_USER", request_uuid: "r4" }]);
  });

  it("answers INVALID_REQUEST, echoing request_uuid, for a body that is not the operation's, and keeps nothing", async () => {
    const player = await launched();
    const notJson = await post("/provider-api/v1/sandbox/bet", "{nope", signBody(secret(), "{nope"));
    expect([notJson.statusCode, notJson.json()]).toEqual([200, { status: "INVALID_REQUEST" }]);

    const fields = {
      request_uuid: "r5",
      transaction_uuid: randomUUID(),
      round: randomUUID(),
      user: player.user,
    };
    const partial = JSON.stringify({
      ...fields,
      token: player.token,
      currency: "COINS",
      amount: 1.5,
      game: GAME,
    });
    expect((await post("/provider-api/v1/sandbox/bet", partial, signBody(secret(), partial))).json()).toEqual(
      {
        status: "INVALID_REQUEST",
        request_uuid: "r5",
      },
    );
    // Not kept: the corrected call with the same transaction_uuid goes through.
    const corrected = await bet(player, { transaction_uuid: fields.transaction_uuid, round: fields.round });
    expect(corrected.status).toBe("OK");
  });
});

describe("launch tokens", () => {
  it("fills the launch URL and keeps only the token's hash", async () => {
    const player = await signUpPlayer(t.app, "provider");
    const url = await t.app.providerApi.launchUrl({
      playerId: player.playerId,
      provider: { slug: "sandbox", launchUrl: SANDBOX_LAUNCH_URL },
      gameCode: GAME,
      currency: "entries",
      locale: "es",
      ip: "127.0.0.1",
    });
    const parsed = new URL(url, "http://localhost");
    const token = parsed.searchParams.get("token") as string;
    expect(parsed.pathname).toBe(`/provider-sandbox/games/${GAME}`);
    expect(Object.fromEntries(parsed.searchParams)).toEqual({ token, currency: "ENTRIES", lang: "es" });
    expect(token.length).toBeGreaterThanOrEqual(43);
    const stored = await t.database.db
      .select()
      .from(providerSessions)
      .where(eq(providerSessions.playerId, player.playerId));
    expect(stored.map((row) => row.tokenHash)).toEqual([hashSecret(token)]);
  });

  it("ends a token after its idle time, while each use keeps it alive", async () => {
    const player = await launched();
    t.clock.advance(25 * MINUTE);
    expect((await client.authenticate({ token: player.token })).status).toBe("OK");
    t.clock.advance(25 * MINUTE);
    expect((await bet(player)).status).toBe("OK");
    t.clock.advance(29 * MINUTE);
    expect((await bet(player)).status).toBe("OK");
    expireTokens(t);
    expect(await client.authenticate({ token: player.token })).toEqual({
      status: "INVALID_TOKEN",
      request_uuid: expect.any(String),
    });
  });

  it("ends a token when the player launches the same game again, not another game", async () => {
    const player = await launched();
    const otherGame = await launchSandbox(t, player.user, { game: "reef-hunter" });
    expect((await client.authenticate({ token: player.token })).status).toBe("OK");
    const newer = await launchSandbox(t, player.user);
    expect((await client.authenticate({ token: player.token })).status).toBe("INVALID_TOKEN");
    expect((await client.authenticate({ token: newer })).status).toBe("OK");
    expect((await client.authenticate({ token: otherGame })).status).toBe("OK");
  });

  it("refuses a bet for another game or player than the token's, or in another currency", async () => {
    const player = await launched();
    const other = await launched();
    const forOtherGame = await client.bet({
      transaction_uuid: randomUUID(),
      round: randomUUID(),
      user: player.user,
      token: player.token,
      currency: "COINS",
      amount: 100,
      game: "reef-hunter",
    });
    expect(forOtherGame.status).toBe("INVALID_TOKEN");
    expect((await bet({ ...other, token: player.token })).status).toBe("INVALID_TOKEN");
    const inEntries = await client.bet({
      transaction_uuid: randomUUID(),
      round: randomUUID(),
      user: player.user,
      token: player.token,
      currency: "ENTRIES",
      amount: 10,
      game: GAME,
    });
    expect(inEntries).toMatchObject({
      status: "WRONG_CURRENCY",
      currency: "ENTRIES",
      balance: player.entries,
    });
    expect(await coinsOf(player)).toBe(player.coins);
  });

  it("refuses a bet in a currency the player's game mode does not play, though the token's", async () => {
    const player = await launched({ currency: "entries" });
    const entriesBet = (amount: number) =>
      client.bet({
        transaction_uuid: randomUUID(),
        round: randomUUID(),
        user: player.user,
        token: player.token,
        currency: "ENTRIES",
        amount,
        game: GAME,
      });
    await t.app.accounts.switchGameMode(player.user, GAME_MODE_OF.coins);
    expect(await entriesBet(10)).toMatchObject({
      status: "WRONG_CURRENCY",
      currency: "ENTRIES",
      balance: player.entries,
    });
    expect((await t.app.wallet.balances(player.user)).entries.total).toBe(player.entries);

    await t.app.accounts.switchGameMode(player.user, GAME_MODE_OF.entries);
    expect(await entriesBet(10)).toMatchObject({ status: "OK", balance: player.entries - 10 });
  });
});

describe("rules at the bet", () => {
  it("refuses a stake above the provider's maximum (LIMIT_EXCEEDED) and takes one at it", async () => {
    const player = await launched();
    expect(await bet(player, { amount: 10_001 })).toMatchObject({
      status: "LIMIT_EXCEEDED",
      balance: player.coins,
    });
    expect(await bet(player, { amount: 10_000 })).toMatchObject({
      status: "OK",
      balance: player.coins - 10_000,
    });
  });

  it("refuses a blocked account's bet (PLAYER_BLOCKED), and still settles its open round", async () => {
    const player = await launched();
    const round = randomUUID();
    const betUuid = randomUUID();
    expect((await bet(player, { round, transaction_uuid: betUuid })).status).toBe("OK");
    await t.database.db.update(players).set({ accountStatus: "BLOCKED" }).where(eq(players.id, player.user));
    expect((await client.authenticate({ token: player.token })).status).toBe("PLAYER_BLOCKED");
    expect(await bet(player)).toMatchObject({ status: "PLAYER_BLOCKED", balance: player.coins - 100 });
    expect(await win(player, betUuid, round, 300)).toMatchObject({
      status: "OK",
      balance: player.coins + 200,
    });
  });

  it("checks the geo rules of the place the game was launched from, per currency (GEO_RESTRICTED)", async () => {
    const inQuebec = await launched({ currency: "entries", ip: MONTREAL_IP });
    const entriesBet = await client.bet({
      transaction_uuid: randomUUID(),
      round: randomUUID(),
      user: inQuebec.user,
      token: inQuebec.token,
      currency: "ENTRIES",
      amount: 10,
      game: GAME,
    });
    expect(entriesBet).toMatchObject({ status: "GEO_RESTRICTED", balance: inQuebec.entries });
    const coinsToken = await launchSandbox(t, inQuebec.user, { ip: MONTREAL_IP });
    expect((await bet({ ...inQuebec, token: coinsToken })).status).toBe("OK");
  });

  it("refuses entries (GEO_RESTRICTED) to a player who declined to share a location, wherever the IP is", async () => {
    const player = await launched({ currency: "entries" });
    const entriesBet = () =>
      client.bet({
        transaction_uuid: randomUUID(),
        round: randomUUID(),
        user: player.user,
        token: player.token,
        currency: "ENTRIES",
        amount: 10,
        game: GAME,
      });
    await t.app.restrictions.recordLocationDeclined(player.user);
    expect(await entriesBet()).toMatchObject({ status: "GEO_RESTRICTED", balance: player.entries });
    // A check that places the player where entries are played opens them again.
    await t.app.restrictions.checkCoordinatesAccess({ latitude: 30.2672, longitude: -97.7431 }, player.user);
    expect((await entriesBet()).status).toBe("OK");
  });

  it("keeps a refusal as the answer to its transaction_uuid", async () => {
    const player = await launched({ currency: "entries" });
    const fields = {
      transaction_uuid: randomUUID(),
      round: randomUUID(),
      user: player.user,
      token: player.token,
      currency: "ENTRIES" as const,
      amount: player.entries + 10,
      game: GAME,
    };
    expect((await client.bet(fields)).status).toBe("INSUFFICIENT_FUNDS");
    await t.app.wallet.grant(
      player.user,
      { entries: minor("entries", 1_000) },
      `fund:${player.user}`,
      "test",
    );
    expect((await client.bet(fields)).status).toBe("INSUFFICIENT_FUNDS");
    expect((await client.bet({ ...fields, transaction_uuid: randomUUID() })).status).toBe("OK");
  });
});

describe("rounds", () => {
  it("pays several wins of an open round, and none once a win closed it", async () => {
    const player = await launched();
    const round = randomUUID();
    const betUuid = randomUUID();
    await bet(player, { round, transaction_uuid: betUuid, amount: 100 });
    expect((await win(player, betUuid, round, 50, false)).status).toBe("OK");
    expect((await bet(player, { round, amount: 100 })).status).toBe("OK");
    expect((await win(player, betUuid, round, 70, true)).status).toBe("OK");
    expect(await win(player, betUuid, round, 999)).toMatchObject({ status: "BET_ALREADY_CLOSED" });
    expect((await bet(player, { round })).status).toBe("BET_ALREADY_CLOSED");
    expect(await coinsOf(player)).toBe(player.coins - 200 + 120);
  });

  it("refuses to roll back any bet of a round a win was paid in, while it is still open (BET_ALREADY_CLOSED)", async () => {
    const player = await launched();
    const round = randomUUID();
    const [won, later] = [randomUUID(), randomUUID()];
    await bet(player, { round, transaction_uuid: won, amount: 100 });
    // A win refused (it names no bet here) settles nothing.
    expect((await win(player, randomUUID(), round, 999, false)).status).toBe("BET_NOT_FOUND");
    expect((await win(player, won, round, 0, false)).status).toBe("OK");
    await bet(player, { round, transaction_uuid: later, amount: 100 });
    for (const stake of [won, later]) {
      expect(await rollback(player, stake, round)).toMatchObject({
        status: "BET_ALREADY_CLOSED",
        balance: player.coins - 200,
      });
    }
    expect(await coinsOf(player)).toBe(player.coins - 200);
    // The round is still settled by its next win.
    expect((await win(player, later, round, 300, true)).status).toBe("OK");
    expect(await coinsOf(player)).toBe(player.coins - 200 + 300);
  });

  it("rolls back a bet of an open round whose only win was refused", async () => {
    const player = await launched();
    const round = randomUUID();
    const stake = randomUUID();
    await bet(player, { round, transaction_uuid: stake, amount: 100 });
    expect((await win(player, randomUUID(), round, 999, false)).status).toBe("BET_NOT_FOUND");
    expect((await rollback(player, stake, round)).status).toBe("OK");
    expect(await coinsOf(player)).toBe(player.coins);
  });

  it("refuses a bet in another player's round (INVALID_REQUEST)", async () => {
    const owner = await launched();
    const other = await launched();
    const round = randomUUID();
    await bet(owner, { round });
    expect((await bet(other, { round })).status).toBe("INVALID_REQUEST");
    expect(await coinsOf(other)).toBe(other.coins);
  });

  it("refuses a win of a rolled-back bet (BET_ROLLED_BACK)", async () => {
    const player = await launched();
    const round = randomUUID();
    const betUuid = randomUUID();
    await bet(player, { round, transaction_uuid: betUuid });
    expect((await rollback(player, betUuid, round)).status).toBe("OK");
    expect((await win(player, betUuid, round, 500)).status).toBe("BET_ROLLED_BACK");
    expect(await coinsOf(player)).toBe(player.coins);
  });

  it("refuses a bet that comes after its own rollback (BET_ROLLED_BACK), taking nothing", async () => {
    const player = await launched();
    const round = randomUUID();
    const betUuid = randomUUID();
    expect((await rollback(player, betUuid, round)).status).toBe("BET_NOT_FOUND");
    expect(await bet(player, { round, transaction_uuid: betUuid })).toMatchObject({
      status: "BET_ROLLED_BACK",
      balance: player.coins,
    });
  });

  it("does not let another player's rollback or win touch a bet", async () => {
    const owner = await launched();
    const other = await launched();
    const round = randomUUID();
    const betUuid = randomUUID();
    await bet(owner, { round, transaction_uuid: betUuid });
    expect((await rollback(other, betUuid, round)).status).toBe("BET_NOT_FOUND");
    expect((await win(other, betUuid, round, 500)).status).toBe("BET_NOT_FOUND");
    expect([await coinsOf(owner), await coinsOf(other)]).toEqual([owner.coins - 100, other.coins]);
  });

  it("gives entries back to the buckets they came from", async () => {
    const player = await launched({ currency: "entries" });
    const before = await t.app.wallet.balances(player.user);
    const round = randomUUID();
    const betUuid = randomUUID();
    const placed = await client.bet({
      transaction_uuid: betUuid,
      round,
      user: player.user,
      token: player.token,
      currency: "ENTRIES",
      amount: 50,
      game: GAME,
    });
    expect(placed).toMatchObject({ status: "OK", balance: player.entries - 50 });
    expect((await rollback(player, betUuid, round)).balance).toBe(player.entries);
    expect(await t.app.wallet.balances(player.user)).toEqual(before);
  });
});

describe("atomicity and concurrency", () => {
  it("moves no money when the transaction cannot be recorded", async () => {
    const player = await launched();
    const doomed = randomUUID();
    const run = (statement: string) => t.database.db.execute(sql.raw(statement));
    await run(`
      create function refuse_doomed() returns trigger language plpgsql as $$
      begin
        if new.transaction_uuid = '${doomed}' then raise exception 'refused by the test'; end if;
        return new;
      end $$`);
    await run(`create trigger refuse_doomed before insert on provider_transactions
      for each row execute function refuse_doomed()`);
    try {
      expect((await bet(player, { transaction_uuid: doomed })).status).toBe("UNKNOWN_ERROR");
    } finally {
      await run("drop trigger refuse_doomed on provider_transactions");
      await run("drop function refuse_doomed()");
    }
    expect(await coinsOf(player)).toBe(player.coins);
    // Nothing was kept: the call sent again goes through.
    expect((await bet(player, { transaction_uuid: doomed })).status).toBe("OK");
  });

  it("takes one stake for copies of a bet sent at once, whatever rounds they name", async () => {
    const player = await launched();
    const transactionUuid = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        bet(player, {
          transaction_uuid: transactionUuid,
          round: index % 2 === 0 ? "round-a" : `round-${index}`,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === "OK").length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === "OK" || status === "DUPLICATE_MISMATCH")).toBe(true);
    expect(await coinsOf(player)).toBe(player.coins - 100);
    const kept = await t.database.db
      .select()
      .from(providerTransactions)
      .where(eq(providerTransactions.transactionUuid, transactionUuid));
    expect(kept).toHaveLength(1);
  });

  it("keeps the ledger whole", async () => {
    expect((await t.app.wallet.audit()).violations).toEqual([]);
  });
});
