/**
 * The sandbox studio's game pages on a listening app: the page opens with the launch token, and a
 * round played from it goes through the provider API over HTTP, like any outside studio's.
 */
import type { Currency } from "@reelhouse/contract";
import { findSandboxGame, type SandboxGame } from "@reelhouse/games";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { signUpPlayer } from "../../../test/players.ts";
import { SANDBOX_LAUNCH_URL } from "../sandbox-launch.ts";
import { GAME_MODE_OF } from "../testing.ts";
import { drawPay, SANDBOX_STAKES } from "./game-server.ts";
import type { RoundView } from "./page.ts";

const GAME = findSandboxGame("deep-sea-catch") as SandboxGame;

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await buildTestApp();
  baseUrl = await t.app.listen({ host: "127.0.0.1", port: 0 });
});
afterAll(() => t.close());

async function launch(locale: "en" | "es", currency: Currency = "coins") {
  const player = await signUpPlayer(t.app, "sandbox");
  await t.app.accounts.switchGameMode(player.playerId, GAME_MODE_OF[currency]);
  const url = await t.app.providerApi.launchUrl({
    playerId: player.playerId,
    provider: { slug: "sandbox", launchUrl: SANDBOX_LAUNCH_URL },
    gameCode: GAME.code,
    currency,
    locale,
    ip: "127.0.0.1",
  });
  return { playerId: player.playerId, url, token: new URL(url, baseUrl).searchParams.get("token") as string };
}

const play = (token: string, amount: number, lang = "en") =>
  fetch(`${baseUrl}/provider-sandbox/games/${GAME.code}/rounds`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token, amount, lang }),
  });

describe("the game page", () => {
  it("opens in the player's language with the balance the provider API gives", async () => {
    const { url } = await launch("es");
    const response = await fetch(`${baseUrl}${url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain('<html lang="es">');
    expect(page).toContain(GAME.name);
    expect(page).toContain("Saldo");
    expect(page).toContain(">Jugar</button>");
    const welcome = t.config.wallet.welcomeGrant.coins / 100;
    expect(page).toContain(new Intl.NumberFormat("es", { minimumFractionDigits: 2 }).format(welcome));
  });

  it("runs no inline script: its script is a file, its data a JSON block", async () => {
    const { url } = await launch("en");
    const page = await (await fetch(`${baseUrl}${url}`)).text();
    const scripts = [...page.matchAll(/<script([^>]*)>/g)].map((match) => match[1]);
    expect(scripts).toEqual([
      ' type="module" src="/provider-sandbox/assets/game.js"',
      ' type="application/json" id="sandbox-game"',
    ]);
    const script = await fetch(`${baseUrl}/provider-sandbox/assets/game.js`);
    expect(script.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain("sandbox-game");
    const styles = await fetch(`${baseUrl}/provider-sandbox/assets/game.css`);
    expect(styles.headers.get("content-type")).toMatch(/^text\/css/);
    expect((await fetch(`${baseUrl}/provider-sandbox/assets/server.ts`)).status).toBe(404);
  });

  it("says the session has ended for a token that no longer plays, and 404s an unknown game", async () => {
    const ended = await fetch(`${baseUrl}/provider-sandbox/games/${GAME.code}?token=unknown&lang=es`);
    expect(ended.status).toBe(401);
    expect(await ended.text()).toContain("Esta sesión de juego ha terminado");
    const unknown = await fetch(`${baseUrl}/provider-sandbox/games/no-such-game?token=x`);
    expect(unknown.status).toBe(404);
  });
});

describe("a round", () => {
  it("takes the bet and pays the draw through the provider API", async () => {
    const { playerId, token } = await launch("en");
    const before = (await t.app.wallet.balances(playerId)).coins;
    const stake = SANDBOX_STAKES.COINS[2] ?? 0;
    expect(stake).toBe(100_000);
    const response = await play(token, stake);
    expect(response.status).toBe(200);
    const round = (await response.json()) as RoundView;
    expect(round).toMatchObject({ status: "OK", isWin: expect.any(Boolean), canPlay: true });
    const multiplier = Number(round.multiplier);
    expect(GAME.payTable.map((pay) => pay.multiplierHundredths / 100)).toContain(multiplier);
    const after = (await t.app.wallet.balances(playerId)).coins;
    expect(after).toBe(before - stake + Math.round(stake * multiplier));
    expect(round.balance).toBe(new Intl.NumberFormat("en", { minimumFractionDigits: 2 }).format(after / 100));
    const { transactions } = await t.app.wallet.history(playerId, {});
    expect(transactions.slice(0, round.isWin ? 2 : 1).map((row) => row.kind)).toEqual(
      round.isWin ? ["win", "bet"] : ["bet"],
    );
  });

  it("tells the player why a bet was refused, in their language, and moves nothing", async () => {
    const { playerId, token } = await launch("es", "entries");
    const before = await t.app.wallet.balances(playerId);
    const aboveBalance = SANDBOX_STAKES.ENTRIES.find((stake) => stake > before.entries.total) ?? 0;
    const refused = (await (await play(token, aboveBalance, "es")).json()) as RoundView;
    expect(refused).toMatchObject({ status: "INSUFFICIENT_FUNDS", canPlay: true });
    expect(refused.message).toBe("Tu saldo no cubre esta apuesta. Elige una menor.");
    const notOffered = await (await play(token, 123, "es")).json();
    expect(notOffered).toMatchObject({ status: "INVALID_REQUEST" });
    expect(await t.app.wallet.balances(playerId)).toEqual(before);
  });

  it("stops the game once its token has ended", async () => {
    const { token } = await launch("en");
    t.clock.advance(t.config.providerApi.tokenIdleMs + 1);
    const round = await (await play(token, SANDBOX_STAKES.COINS[0] ?? 0)).json();
    expect(round).toMatchObject({ status: "INVALID_TOKEN", canPlay: false });
  });
});

it("draws each pay of the table about as often as its weight says", () => {
  const draws = 40_000;
  const total = GAME.payTable.reduce((sum, pay) => sum + pay.weight, 0);
  const counts = new Map<number, number>();
  for (let index = 0; index < draws; index += 1) {
    const pay = drawPay(GAME.payTable);
    counts.set(pay.multiplierHundredths, (counts.get(pay.multiplierHundredths) ?? 0) + 1);
  }
  for (const pay of GAME.payTable) {
    const p = pay.weight / total;
    const expected = draws * p;
    const sigma = Math.sqrt(draws * p * (1 - p));
    expect(Math.abs((counts.get(pay.multiplierHundredths) ?? 0) - expected)).toBeLessThan(6 * sigma);
  }
});
