/**
 * The player's latest browser location check, kept by the server: entries are refused at the bet,
 * at the game's launch and at the switch to SweepStakes after a decline or a coins-only place,
 * whatever the IP allows; coins play on; a check that places the player where entries are played
 * opens them again.
 */
import { type Currency, minor } from "@reelhouse/contract";
import { findTitle } from "@reelhouse/games";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { playerLocationVerdicts } from "../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { type StudioPlayer, studioPlayer } from "../../test/studio-player.ts";

const FRUITS = "midnight-fruits";
/** Coordinates the default rules judge: Quebec plays coins only; Texas plays both. */
const MONTREAL = "?latitude=45.5017&longitude=-73.5673";
const AUSTIN = "?latitude=30.2672&longitude=-97.7431";
const GEO_CHECK = "/rest/restriction/player/geo/check/";
const DECLINED = "/rest/restriction/player/geo/declined/";
const SWEEPSTAKES = "/rest/player/game-mode/switch-to-sweep-stakes/";
const COINS_MODE = "/rest/player/game-mode/switch-to-tournament-points/";

let t: TestApp;
beforeAll(async () => {
  // The demo data lists the house titles in the catalogue, which a game's launch reads.
  t = await buildTestApp({ DEMO_DATA: "true" });
});
afterAll(() => t.close());

const lowest = (currency: Currency) => findTitle(FRUITS)?.info.betLevels[currency][0] as number;

async function fundedPlayer(): Promise<StudioPlayer> {
  const player = await studioPlayer(() => t.app, "verdict");
  await t.app.wallet.grant(
    player.playerId,
    { coins: minor("coins", 10_000_000), entries: minor("entries", 10_000_000) },
    `fund:${player.playerId}`,
    "test",
  );
  return player;
}

let spins = 0;
/** A spin from loopback, an address no database places: the IP alone allows both currencies. */
const spin = (player: StudioPlayer, currency: Currency) =>
  player.spin(FRUITS, { currency, bet: lowest(currency) }, `verdict-spin-${++spins}`);

const declined = (player: StudioPlayer, reason = "permissionDenied") =>
  t.app.inject({
    method: "POST",
    url: DECLINED,
    headers: { cookie: player.cookie, origin: "http://localhost", "sec-fetch-site": "same-origin" },
    payload: { reason },
  });

const verdictOf = async (playerId: string) =>
  (
    await t.database.db
      .select()
      .from(playerLocationVerdicts)
      .where(eq(playerLocationVerdicts.playerId, playerId))
  )[0];

describe("the player's location verdict", () => {
  it("refuses entries after a decline, says sharing the location opens them, and lets coins play on", async () => {
    const player = await fundedPlayer();
    expect((await player.get(SWEEPSTAKES)).statusCode).toBe(200);
    expect((await spin(player, "entries")).statusCode).toBe(200);

    const recorded = await declined(player);
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json().data).toMatchObject({ verdict: "declined" });
    expect(await verdictOf(player.playerId)).toMatchObject({ verdict: "declined", area: null });

    const entries = await spin(player, "entries");
    expect(entries.statusCode).toBe(403);
    expect(entries.json().error).toMatchObject({
      reason: "ENTRIES_NOT_AVAILABLE",
      message: expect.stringContaining("Share your location"),
    });
    expect((await player.get(COINS_MODE)).statusCode).toBe(200);
    expect((await spin(player, "coins")).statusCode).toBe(200);
    // Back to SweepStakes is refused too, with the same reason the site already handles.
    const back = await player.get(SWEEPSTAKES);
    expect([back.statusCode, back.json().error.reason]).toEqual([403, "ENTRIES_NOT_AVAILABLE"]);
  });

  it("refuses entries where the check placed the player in a coins-only area, then opens them after a check elsewhere", async () => {
    const player = await fundedPlayer();
    expect((await player.get(SWEEPSTAKES)).statusCode).toBe(200);
    const inQuebec = await player.get(`${GEO_CHECK}${MONTREAL}`);
    expect(inQuebec.json().data.currencies).toEqual({ entries: false, coins: true });
    expect(await verdictOf(player.playerId)).toMatchObject({ verdict: "coinsOnly", area: "CA-QC" });

    const entries = await spin(player, "entries");
    expect([entries.statusCode, entries.json().error.reason]).toEqual([403, "ENTRIES_NOT_AVAILABLE"]);
    expect(entries.json().error.message).not.toContain("Share your location");
    expect((await player.get(SWEEPSTAKES)).statusCode).toBe(403);
    expect((await player.get(COINS_MODE)).statusCode).toBe(200);
    expect((await spin(player, "coins")).statusCode).toBe(200);

    expect((await player.get(`${GEO_CHECK}${AUSTIN}`)).json().data.currencies.entries).toBe(true);
    expect(await verdictOf(player.playerId)).toMatchObject({ verdict: "ok", area: "US-TX" });
    expect((await player.get(SWEEPSTAKES)).statusCode).toBe(200);
    expect((await spin(player, "entries")).statusCode).toBe(200);
  });

  it("opens entries again when a player who declined shares a location where they are played", async () => {
    const player = await fundedPlayer();
    expect((await player.get(SWEEPSTAKES)).statusCode).toBe(200);
    await declined(player, "userDenied");
    expect((await spin(player, "entries")).statusCode).toBe(403);
    await player.get(`${GEO_CHECK}${AUSTIN}`);
    expect((await spin(player, "entries")).statusCode).toBe(200);
  });

  it("refuses to launch a game in SweepStakes mode after a decline", async () => {
    const player = await fundedPlayer();
    expect((await player.get(SWEEPSTAKES)).statusCode).toBe(200);
    await declined(player);
    const launch = await player.get(`/rest/game/${FRUITS}/play/`);
    expect([launch.statusCode, launch.json().error.reason]).toEqual([403, "ENTRIES_NOT_AVAILABLE"]);
  });

  it("keeps nothing for a guest's check, refuses a guest's decline, and takes only a decline's reasons", async () => {
    const kept = async () => (await t.database.db.select().from(playerLocationVerdicts)).length;
    const before = await kept();
    const guest = await t.app.inject({ method: "GET", url: `${GEO_CHECK}${MONTREAL}` });
    expect(guest.statusCode).toBe(200);
    expect(await kept()).toBe(before);
    const anonymous = await t.app.inject({
      method: "POST",
      url: DECLINED,
      headers: { origin: "http://localhost", "sec-fetch-site": "same-origin" },
      payload: { reason: "permissionDenied" },
    });
    expect(anonymous.statusCode).toBe(401);

    const player = await fundedPlayer();
    const wrong = await declined(player, "blockedRegion");
    expect(wrong.statusCode).toBe(400);
    expect(await verdictOf(player.playerId)).toBeUndefined();
    expect((await player.get(SWEEPSTAKES)).statusCode).toBe(200);
    expect((await spin(player, "entries")).statusCode).toBe(200);
  });
});
