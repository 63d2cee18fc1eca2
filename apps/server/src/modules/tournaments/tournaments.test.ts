import { randomUUID } from "node:crypto";
import { TOURNAMENT_MIN_ALERT_LIMIT } from "@reelhouse/contract";
import { findTitle } from "@reelhouse/games";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerTransactions, outboxEvents } from "../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signUpPlayer } from "../../test/players.ts";
import { type StudioPlayer, studioPlayer } from "../../test/studio-player.ts";
import { createProviderApiClient } from "../provider-api/service.ts";
import { RACES_JOB } from "./plugin.ts";
import { STOP_GRACE_MS, type TournamentDefinition } from "./service.ts";

const FRUITS = "midnight-fruits";
/** A game of the sandbox provider, played through the seamless-wallet API. */
const SANDBOX_GAME = "deep-sea-catch";
const MINUTE_MS = 60_000;
const levels = (findTitle(FRUITS)?.info.betLevels.coins ?? []) as readonly number[];
const LOW = levels[0] as number;
const BET = levels[2] as number;

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t?.close();
});

function race(overrides: Partial<TournamentDefinition> = {}): TournamentDefinition {
  const now = t.clock.now();
  return {
    theme: t.config.theme.fallback,
    kind: "sprint",
    gameMode: "TournamentPoints",
    isTeamBased: false,
    isSubscriptionRequired: true,
    gameCodes: [FRUITS],
    startsAt: now,
    endsAt: new Date(now.getTime() + 5 * MINUTE_MS),
    minBet: BET,
    scoring: "staked",
    prizes: [
      { place: 1, coins: 500_000, entries: 0 },
      { place: 2, coins: 200_000, entries: 0 },
    ],
    teams: [],
    ...overrides,
  };
}

async function startRace(overrides: Partial<TournamentDefinition> = {}): Promise<number> {
  const id = await t.app.tournaments.create(race(overrides));
  if (id === null) throw new Error("race not made");
  // The races job runs each second.
  t.clock.advance(1_000);
  await t.app.jobs.runDue();
  return id;
}

async function spins(player: StudioPlayer, bet: number, count: number, key: string) {
  for (let index = 0; index < count; index++) {
    const response = await player.spin(FRUITS, { currency: "coins", bet }, `race-${key}-${index}`);
    expect(response.statusCode, response.body).toBe(200);
    await player.playOut(response.json().data.round);
  }
  await t.app.realtime.flush();
}

/** The sandbox provider's calls to the wallet API for the player, and the token of a session. */
async function providerSession(playerId: string) {
  const launched = await t.app.providerApi.launchUrl({
    playerId,
    provider: { slug: "sandbox", launchUrl: "/provider-sandbox/games/{game}?token={token}" },
    gameCode: SANDBOX_GAME,
    currency: "coins",
    locale: "en",
    ip: "127.0.0.1",
    // Launched from the races' brand: a provider's rounds count in the brand they were launched from.
    theme: t.config.theme.fallback,
  });
  const token = new URL(launched, "http://localhost").searchParams.get("token") as string;
  const client = createProviderApiClient({
    baseUrl: "http://localhost",
    provider: "sandbox",
    secret: (t.config.providerApi.providers.sandbox as { secret: string }).secret,
    fetch: (async (input: string | URL | Request, init: RequestInit = {}) => {
      const url = new URL(String(input));
      const answer = await t.app.inject({
        method: "POST",
        url: url.pathname,
        headers: init.headers as Record<string, string>,
        payload: init.body as string,
      });
      return new Response(answer.body, { status: answer.statusCode });
    }) as typeof fetch,
  });
  return { client, token };
}

const get = (player: StudioPlayer, url: string) => player.get(url).then((response) => response.json());

/** The player's `tournament` messages of `action`, as written (several players' to an outbox row). */
async function notices(playerId: string, action: string) {
  const { rows } = await t.app.db.execute<{ notice: { data: Record<string, unknown> } }>(sql`
    select notice from ${outboxEvents}, jsonb_array_elements(${outboxEvents.payload}->'notices') as notice
    where ${outboxEvents.topic} = 'tournaments.notices'
      and notice->>'playerId' = ${playerId} and notice->>'action' = ${action}
    order by ${outboxEvents.id}`);
  return rows.map((row) => row.notice);
}

/** Stops every race that ended: the clock moves past the end and its grace, the job runs. */
async function finishRaces(): Promise<void> {
  t.clock.advance(5 * MINUTE_MS + STOP_GRACE_MS + 1_000);
  const outcomes = await t.app.jobs.runDue();
  expect(outcomes.filter((run) => run.name === RACES_JOB).every((run) => run.outcome === "succeeded")).toBe(
    true,
  );
  await t.app.realtime.flush();
}

describe("races", () => {
  it("scores joined players' rounds once, alerts small bets five times, and pays the places once", async () => {
    const id = await startRace();
    const [first, second, outsider] = await Promise.all([
      studioPlayer(() => t.app, "race-first"),
      studioPlayer(() => t.app, "race-second"),
      studioPlayer(() => t.app, "race-outsider"),
    ]);
    for (const player of [first, second]) {
      expect(await get(player, `/rest/tournaments/${id}/subscribe/`)).toEqual({
        success: true,
        data: { tournamentId: id, teamId: null },
      });
    }
    // Joining again answers the same entry.
    expect((await get(first, `/rest/tournaments/${id}/subscribe/`)).data.tournamentId).toBe(id);
    expect((await get(first, "/rest/app/init/")).data.TournamentsSubscriptions).toEqual([id]);

    await spins(first, BET, 3, "first");
    await spins(second, BET, 1, "second");
    await spins(outsider, BET, 1, "outsider");
    const pointsPerBet = BET / 100;

    const shown = (await get(first, "/rest/tournament/")).data;
    expect(shown).toMatchObject({
      id,
      status: "running",
      isActive: true,
      isSubscribed: true,
      entrants: 2,
      playerData: { points: 3 * pointsPerBet, place: 1, roundsPlayed: 3, pointsToNextPrize: 0 },
      prizes: race().prizes,
      prizePool: { coins: 700_000, entries: 0 },
    });
    expect(shown.leaderboard.map((leader: { points: number }) => leader.points)).toEqual([
      3 * pointsPerBet,
      pointsPerBet,
    ]);
    expect((await get(second, "/rest/tournament/")).data.playerData).toMatchObject({
      place: 2,
      pointsToNextPrize: 2 * pointsPerBet + 1,
    });
    expect((await get(outsider, "/rest/tournament/")).data).toMatchObject({
      isSubscribed: false,
      playerData: { points: 0, place: null, pointsToNextPrize: pointsPerBet + 1 },
    });

    // The next second's positions window tells each player who scored their standing, once.
    t.clock.advance(1_000);
    await t.app.jobs.runDue();
    t.clock.advance(1_000);
    await t.app.jobs.runDue();
    const positions = await notices(second.playerId, "positions");
    expect(positions).toHaveLength(1);
    expect(positions[0]?.data).toMatchObject({
      tournamentId: id,
      place: 2,
      points: pointsPerBet,
      pointsToNextPrize: 2 * pointsPerBet + 1,
      prize: { coins: 200_000, entries: 0 },
      leaders: [
        { place: 1, points: 3 * pointsPerBet, isPlayer: false },
        { place: 2, points: pointsPerBet, isPlayer: true },
      ],
    });
    const [started] = (
      await t.app.db
        .select({ payload: outboxEvents.payload })
        .from(outboxEvents)
        .where(and(eq(outboxEvents.topic, "tournaments.notice"), sql`${outboxEvents.playerId} is null`))
    ).map((row) => row.payload);
    expect(started).toEqual({ action: "start", data: { tournamentId: id } });

    // Every event delivered again, twice at once: nothing scores twice.
    await t.app.db.update(outboxEvents).set({ deliveredAt: null });
    await Promise.all([t.app.realtime.flush(), t.app.realtime.flush()]);
    expect((await get(first, "/rest/tournament/")).data.playerData.points).toBe(3 * pointsPerBet);

    // Below the minimum: no points, and an alert for the first five only.
    await spins(second, LOW, TOURNAMENT_MIN_ALERT_LIMIT + 2, "small");
    expect((await get(second, "/rest/tournament/")).data.playerData.points).toBe(pointsPerBet);
    const alerts = await notices(second.playerId, "min-alert");
    expect(alerts).toHaveLength(TOURNAMENT_MIN_ALERT_LIMIT);
    expect(alerts[0]?.data).toEqual({ tournamentId: id, minBet: BET });

    await finishRaces();
    await t.app.jobs.runDue();
    const prizes = await t.app.db
      .select({ playerId: ledgerTransactions.playerId, kind: ledgerTransactions.kind })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.kind, "race_prize"));
    expect(prizes.map((row) => row.playerId).sort()).toEqual([first.playerId, second.playerId].sort());
    expect((await notices(first.playerId, "stop"))[0]?.data).toMatchObject({
      tournamentId: id,
      place: 1,
      prize: { coins: 500_000, entries: 0 },
    });
    expect((await notices(second.playerId, "stop"))[0]?.data).toMatchObject({ place: 2 });
    // The winner's notification centre tells the prize.
    expect((await t.app.notifications.list(first.playerId)).notifications).toContainEqual(
      expect.objectContaining({
        kind: "bonusReceived",
        values: expect.objectContaining({ source: "race_prize", coins: 500_000 }),
      }),
    );
    const history = (await get(first, "/rest/tournaments/history/?limit=8")).data;
    expect(history.tournaments[0]).toMatchObject({
      id,
      status: "finished",
      isActive: false,
      isOpen: false,
      playerData: { place: 1, prize: { coins: 500_000, entries: 0 }, pointsToNextPrize: null },
    });
    expect(history.tournaments[0].winners).toHaveLength(2);
    expect((await get(first, "/rest/app/init/")).data.TournamentsSubscriptions).toEqual([]);
    expect((await first.get(`/rest/tournaments/${id}/subscribe/`)).statusCode).toBe(200);
    expect((await outsider.get(`/rest/tournaments/${id}/subscribe/`)).statusCode).toBe(409);
    expect((await t.app.wallet.audit()).violations).toEqual([]);
  });

  it("pays no prize to a winner who has since taken a break from play; the place stands", async () => {
    const id = await startRace();
    const [winner, runnerUp] = await Promise.all([
      studioPlayer(() => t.app, "race-on-break"),
      studioPlayer(() => t.app, "race-runner-up"),
    ]);
    for (const player of [winner, runnerUp]) await get(player, `/rest/tournaments/${id}/subscribe/`);
    await spins(winner, BET, 2, "on-break");
    await spins(runnerUp, BET, 1, "runner-up");
    await t.app.db.execute(
      sql`update players set play_break_kind = 'selfExclusion', play_break_until = ${new Date(
        t.clock.now().getTime() + 30 * 24 * 60 * MINUTE_MS,
      ).toISOString()} where id = ${winner.playerId}`,
    );

    await finishRaces();
    const paid = await t.app.db
      .select({ playerId: ledgerTransactions.playerId })
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.kind, "race_prize"),
          sql`${ledgerTransactions.metadata}->>'reference' like ${`race:${id}:%`}`,
        ),
      );
    expect(paid.map((row) => row.playerId)).toEqual([runnerUp.playerId]);
    expect((await notices(winner.playerId, "stop"))[0]?.data).toMatchObject({ tournamentId: id, place: 1 });
    expect((await notices(winner.playerId, "stop"))[0]?.data.prize ?? null).toBeNull();
    expect((await notices(runnerUp.playerId, "stop"))[0]?.data).toMatchObject({
      place: 2,
      prize: { coins: 200_000, entries: 0 },
    });
  });

  it("scores the win's multiple of the bet, and every player where joining is not asked", async () => {
    const id = await startRace({ scoring: "multiplier", isSubscriptionRequired: false, minBet: LOW });
    const player = await studioPlayer(() => t.app, "race-open");
    let won = 0;
    for (let index = 0; index < 40 && won === 0; index++) {
      const response = await player.spin(FRUITS, { currency: "coins", bet: BET }, `race-open-${index}`);
      const round = await player.playOut(response.json().data.round);
      won = round.totalWin;
    }
    await t.app.realtime.flush();
    expect(won).toBeGreaterThan(0);
    const data = (await get(player, `/rest/tournaments/${id}/`)).data;
    expect(data.isSubscribed).toBe(true);
    expect(data.playerData.points).toBe(Math.floor((won * 100) / BET));
    await finishRaces();
  });

  it("counts a round only in the races of the brand it was played on", async () => {
    const id = await startRace({ scoring: "multiplier", isSubscriptionRequired: false, minBet: LOW });
    const player = await studioPlayer(() => t.app, "race-elsewhere");
    const elsewhere = Object.entries(t.config.theme.byHost).find(
      ([, theme]) => theme !== t.config.theme.fallback,
    )?.[0];
    expect(elsewhere).toBeDefined();
    for (let index = 0; index < 3; index++) {
      const response = await t.app.inject({
        method: "POST",
        url: `/rest/studio/${FRUITS}/spin/`,
        headers: {
          cookie: player.cookie,
          host: elsewhere as string,
          "idempotency-key": `race-away-${index}`,
        },
        payload: { currency: "coins", bet: BET },
      });
      expect(response.statusCode, response.body).toBe(200);
      await player.playOut(response.json().data.round);
    }
    await t.app.realtime.flush();
    const data = (await get(player, `/rest/tournaments/${id}/`)).data;
    expect(data.isSubscribed).toBe(false);
    expect(data.playerData).toMatchObject({ points: 0, place: null });
    await finishRaces();
  });

  it("scores a provider's bets and wins through the wallet API once, however often they are sent", async () => {
    const id = await startRace({ gameCodes: [SANDBOX_GAME], scoring: "multiplier", minBet: 500 });
    const player = await signUpPlayer(t.app, "race-provider");
    expect(
      (await t.app.inject({ url: `/rest/tournaments/${id}/subscribe/`, headers: { cookie: player.cookie } }))
        .statusCode,
    ).toBe(200);
    const { client, token } = await providerSession(player.playerId);
    const round = randomUUID();
    const bet = {
      transaction_uuid: randomUUID(),
      round,
      user: player.playerId,
      token,
      currency: "COINS" as const,
      amount: 1_000,
      game: SANDBOX_GAME,
    };
    const win = {
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: bet.transaction_uuid,
      round,
      user: player.playerId,
      currency: "COINS" as const,
      amount: 2_500,
      round_closed: true,
    };
    for (let copy = 0; copy < 2; copy++) {
      expect((await client.bet(bet)).status).toBe("OK");
      expect((await client.win(win)).status).toBe("OK");
    }
    // A bet below the minimum in another round scores nothing, nor does its win.
    const small = { ...bet, transaction_uuid: randomUUID(), round: randomUUID(), amount: 100 };
    expect((await client.bet(small)).status).toBe("OK");
    expect(
      (
        await client.win({
          ...win,
          transaction_uuid: randomUUID(),
          reference_transaction_uuid: small.transaction_uuid,
          round: small.round,
        })
      ).status,
    ).toBe("OK");
    await t.app.realtime.flush();
    const data = (
      await t.app.inject({ url: `/rest/tournaments/${id}/`, headers: { cookie: player.cookie } })
    ).json().data;
    expect(data.playerData).toMatchObject({ points: 250, roundsPlayed: 1, place: 1 });
    expect(await notices(player.playerId, "min-alert")).toHaveLength(1);
    await finishRaces();
  });

  it("takes back the points of a bet the provider rolls back, once, from the player and the team", async () => {
    const id = await startRace({
      gameCodes: [SANDBOX_GAME],
      minBet: 500,
      isTeamBased: true,
      kind: "teamClash",
      teams: ["crimson", "azure"],
    });
    const player = await signUpPlayer(t.app, "race-rollback");
    const joined = await t.app.inject({
      url: `/rest/tournaments/${id}/subscribe/`,
      headers: { cookie: player.cookie },
    });
    expect(joined.statusCode).toBe(200);
    const { client, token } = await providerSession(player.playerId);
    const betIn = (amount: number) => ({
      transaction_uuid: randomUUID(),
      round: randomUUID(),
      user: player.playerId,
      token,
      currency: "COINS" as const,
      amount,
      game: SANDBOX_GAME,
    });
    const kept = betIn(1_000);
    const rolled = betIn(3_000);
    for (const bet of [kept, rolled]) expect((await client.bet(bet)).status).toBe("OK");
    await t.app.realtime.flush();
    const standing = async () =>
      (await t.app.inject({ url: `/rest/tournaments/${id}/`, headers: { cookie: player.cookie } })).json()
        .data;
    expect((await standing()).playerData).toMatchObject({ points: 40, roundsPlayed: 2, place: 1 });

    const rollback = {
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: rolled.transaction_uuid,
      round: rolled.round,
      user: player.playerId,
    };
    // Sent twice, and once more under another id: the stake comes back once, and so do the points.
    expect((await client.rollback(rollback)).status).toBe("OK");
    expect((await client.rollback(rollback)).status).toBe("OK");
    expect((await client.rollback({ ...rollback, transaction_uuid: randomUUID() })).status).toBe("OK");
    await t.app.realtime.flush();
    const after = await standing();
    expect(after.playerData).toMatchObject({ points: 10, roundsPlayed: 1, place: 1 });
    expect(after.leaderboard).toMatchObject([{ points: 10, isPlayer: true }]);
    expect(after.teams.find((team: { isPlayerTeam: boolean }) => team.isPlayerTeam)).toMatchObject({
      totalPoints: 10,
    });
    const refunds = await t.app.db.execute<{ points: string | number }>(
      sql`select points from tournament_scores where tournament_id = ${id} and kind = 'refund'`,
    );
    expect(refunds.rows.map((row) => Number(row.points))).toEqual([-30]);
    await finishRaces();
  });

  it("pays a team race by team place, each team's prize shared by points among its members, once", async () => {
    const id = await startRace({
      isTeamBased: true,
      kind: "teamClash",
      teams: ["crimson", "azure"],
      prizes: [
        { place: 1, coins: 1_001, entries: 0 },
        { place: 2, coins: 301, entries: 0 },
      ],
    });
    const [a, b, c] = await Promise.all(
      ["a", "b", "c"].map((name) => studioPlayer(() => t.app, `race-team-prize-${name}`)),
    );
    const teams = (await get(a as StudioPlayer, `/rest/tournaments/${id}/`)).data.teams;
    const [crimson, azure] = teams.map((team: { id: number }) => team.id);
    for (const [player, team] of [
      [a, crimson],
      [b, crimson],
      [c, azure],
    ] as const) {
      expect(
        (await get(player as StudioPlayer, `/rest/tournaments/${id}/subscribe/?teamId=${team}`)).data.teamId,
      ).toBe(team);
    }
    // Crimson wins (5 bets to 4) though azure's only member is first on their own.
    await spins(a as StudioPlayer, BET, 3, "team-prize-a");
    await spins(b as StudioPlayer, BET, 2, "team-prize-b");
    await spins(c as StudioPlayer, BET, 4, "team-prize-c");
    const running = (await get(c as StudioPlayer, `/rest/tournaments/${id}/`)).data;
    expect(running.playerData).toMatchObject({ place: 1, prize: null, pointsToNextPrize: null });

    await finishRaces();
    await t.app.jobs.runDue();
    const paid = await t.app.db
      .select({ playerId: ledgerTransactions.playerId, metadata: ledgerTransactions.metadata })
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.kind, "race_prize"),
          sql`${ledgerTransactions.idempotencyKey} like ${`races:${id}:%`}`,
        ),
      );
    expect(paid).toHaveLength(3);
    const stops = await Promise.all(
      [a, b, c].map(async (player) => (await notices((player as StudioPlayer).playerId, "stop"))[0]?.data),
    );
    expect(stops).toMatchObject([
      { place: 2, prize: { coins: 601, entries: 0 } },
      { place: 3, prize: { coins: 400, entries: 0 } },
      { place: 1, prize: { coins: 301, entries: 0 } },
    ]);
    expect(paid.find((row) => row.playerId === (c as StudioPlayer).playerId)?.metadata).toEqual({
      reference: `race:${id}:team-place:2`,
    });
    const finished = (await get(a as StudioPlayer, `/rest/tournaments/${id}/`)).data;
    expect(finished.playerData).toMatchObject({ place: 2, prize: { coins: 601, entries: 0 } });
    expect(finished.leaderboard.map((leader: { prize: unknown }) => leader.prize)).toEqual([
      { coins: 301, entries: 0 },
      { coins: 601, entries: 0 },
      { coins: 400, entries: 0 },
    ]);
  });

  it("puts players who pick no team in the smallest team and adds their points up", async () => {
    const id = await startRace({ isTeamBased: true, kind: "teamClash", teams: ["crimson", "azure"] });
    const players = await Promise.all([1, 2, 3].map((n) => studioPlayer(() => t.app, `race-team-${n}`)));
    const joined = [];
    for (const player of players) joined.push((await get(player, `/rest/tournaments/${id}/subscribe/`)).data);
    const [a, b, c] = joined.map((entry) => entry.teamId);
    expect(a).not.toBe(b);
    expect(c).toBe(a);
    expect((await players[0]?.get(`/rest/tournaments/${id}/subscribe/?teamId=999999`))?.statusCode).toBe(200);

    const [p1, , p3] = players as [StudioPlayer, StudioPlayer, StudioPlayer];
    await spins(p1, BET, 1, "team-1");
    await spins(p3, BET, 2, "team-3");
    const teams = (await get(p1, `/rest/tournaments/${id}/`)).data.teams;
    expect(teams).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: a,
          totalPoints: (3 * BET) / 100,
          members: 2,
          place: 1,
          isPlayerTeam: true,
        }),
        expect.objectContaining({ id: b, totalPoints: 0, members: 1, place: 2, isPlayerTeam: false }),
      ]),
    );
    const newcomer = await studioPlayer(() => t.app, "race-team-4");
    expect((await newcomer.get(`/rest/tournaments/${id}/subscribe/?teamId=999999`)).statusCode).toBe(404);
    expect((await newcomer.get(`/rest/tournaments/${id}/subscribe/?teamId=${b}`)).json().data.teamId).toBe(b);
    await finishRaces();
  });

  it("lists every race running and to come in the player's mode, and refuses a bad query", async () => {
    const now = t.clock.now();
    const later = new Date(now.getTime() + 2 * 60 * MINUTE_MS);
    const id = await t.app.tournaments.create(
      race({ startsAt: later, endsAt: new Date(later.getTime() + MINUTE_MS) }),
    );
    // Two solo races at once: `/rest/tournament/` answers one, the list holds both.
    const running = [await startRace(), await startRace({ kind: "marathon" })];
    const player = await studioPlayer(() => t.app, "race-next");
    const next = (await get(player, "/rest/next-tournaments/?teamMode=false")).data;
    expect(next.tournaments.map((row: { id: number }) => row.id)).toEqual([...running, id]);
    expect(next.total).toBe(3);
    expect(next.tournaments.slice(0, 2)).toMatchObject([
      { status: "running", isActive: true, isOpen: true },
      { status: "running", isActive: true, isOpen: true },
    ]);
    expect(next.tournaments[2]).toMatchObject({
      status: "upcoming",
      isOpen: true,
      isActive: false,
      entrants: 0,
    });
    expect(running).toContain((await get(player, "/rest/tournament/?teamMode=false")).data.id);
    expect((await get(player, "/rest/next-tournaments/?teamMode=true")).data.total).toBe(0);
    expect((await player.get("/rest/next-tournaments/?limit=0")).statusCode).toBe(400);
    expect((await player.get("/rest/tournaments/999999/")).statusCode).toBe(404);
  });
});
