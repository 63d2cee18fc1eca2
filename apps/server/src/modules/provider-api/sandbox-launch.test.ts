/**
 * The sandbox provider's own launch: only a body signed with the sandbox secret, naming the player
 * signed in on the request, gets a token; anything else is refused and leaves no session behind.
 */
import { PROVIDER_SIGNATURE_HEADER } from "@reelhouse/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { providerSessions } from "../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signUpPlayer, type TestPlayer } from "../../test/players.ts";
import { SANDBOX_LAUNCH_PATH } from "./sandbox-launch.ts";
import { signBody } from "./signature.ts";
import { signUpSimulatedPlayer } from "./simulator-player.ts";
import { GAME_MODE_OF, sandboxClient } from "./testing.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const secret = () => t.config.providerApi.providers.sandbox?.secret as string;

function launch(
  body: Record<string, unknown>,
  { cookie, signature }: { cookie?: string; signature?: string | null } = {},
) {
  const raw = JSON.stringify(body);
  const signed = signature === undefined ? signBody(secret(), raw) : signature;
  return t.app.inject({
    method: "POST",
    url: SANDBOX_LAUNCH_PATH,
    headers: {
      "content-type": "application/json",
      ...(cookie ? { cookie } : {}),
      ...(signed === null ? {} : { [PROVIDER_SIGNATURE_HEADER]: signed }),
    },
    payload: raw,
  });
}

const sessionsOf = (player: TestPlayer) =>
  t.database.db.select().from(providerSessions).where(eq(providerSessions.playerId, player.playerId));

describe("POST /provider-sandbox/launch", () => {
  it("opens the sandbox game for the signed-in player, in the currency of the player's game mode", async () => {
    const player = await signUpPlayer(t.app, "sandbox-launch");
    await t.app.accounts.switchGameMode(player.playerId, GAME_MODE_OF.entries);
    const response = await launch(
      { game: "reef-hunter", player: player.playerId, lang: "es" },
      { cookie: player.cookie },
    );
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().url as string, "http://localhost");
    expect(url.pathname).toBe("/provider-sandbox/games/reef-hunter");
    expect(url.searchParams.get("currency")).toBe("ENTRIES");
    expect(url.searchParams.get("lang")).toBe("es");
    const session = await sandboxClient(t).authenticate({ token: url.searchParams.get("token") as string });
    expect(session).toMatchObject({ status: "OK", user: player.playerId, currency: "ENTRIES" });
  });

  it("is how the provider simulator's player, signed up over HTTP, gets its tokens", async () => {
    const baseUrl = await t.app.listen({ host: "127.0.0.1", port: 0 });
    const player = await signUpSimulatedPlayer(baseUrl, secret());
    const client = sandboxClient(t);
    const coins = await client.authenticate({ token: await player.launch("coins") });
    expect(coins).toMatchObject({ status: "OK", currency: "COINS" });
    const entries = await client.authenticate({ token: await player.launch("entries") });
    expect(entries).toMatchObject({ status: "OK", user: coins.user, currency: "ENTRIES" });
  });

  it("refuses a body the sandbox secret did not sign, a player not signed in, and another player", async () => {
    const player = await signUpPlayer(t.app, "sandbox-launch-refused");
    const other = await signUpPlayer(t.app, "sandbox-launch-other");
    const body = { game: "deep-sea-catch", player: player.playerId };
    const unsigned = await launch(body, { cookie: player.cookie, signature: null });
    expect([unsigned.statusCode, unsigned.json()]).toEqual([401, { status: "INVALID_SIGNATURE" }]);
    const forged = await launch(body, { cookie: player.cookie, signature: signBody("x".repeat(40), "{}") });
    expect(forged.statusCode).toBe(401);
    const guest = await launch(body);
    expect([guest.statusCode, guest.json()]).toEqual([403, { status: "INVALID_USER" }]);
    // Signed for one player, sent with another's session: the signature launches for no one else.
    const borrowed = await launch(body, { cookie: other.cookie });
    expect([borrowed.statusCode, borrowed.json()]).toEqual([403, { status: "INVALID_USER" }]);
    expect(await sessionsOf(player)).toEqual([]);
    expect(await sessionsOf(other)).toEqual([]);
  });

  it("refuses a game the sandbox does not have, and a body that is not a launch", async () => {
    const player = await signUpPlayer(t.app, "sandbox-launch-bad");
    for (const body of [{ game: "lucky-lanterns", player: player.playerId }, { player: player.playerId }]) {
      const response = await launch(body, { cookie: player.cookie });
      expect([response.statusCode, response.json()]).toEqual([400, { status: "INVALID_REQUEST" }]);
    }
    expect(await sessionsOf(player)).toEqual([]);
  });
});
