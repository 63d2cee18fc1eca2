/**
 * The simulator's player: signed up through the site's public API, as a browser signs up, and
 * launching the sandbox game through the sandbox provider's signed launch (`sandbox-launch.ts`;
 * its games are in no player's catalogue), whose URL carries the token the simulated provider
 * then uses. The game mode is switched through the public API, so the launch's currency follows it.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { type Currency, PROVIDER_SIGNATURE_HEADER } from "@reelhouse/contract";
import { findSandboxGame, type SandboxGame } from "@reelhouse/games";
import type { ProviderApiClient } from "./client.ts";
import { SANDBOX_LAUNCH_PATH } from "./sandbox-launch.ts";
import { signBody } from "./signature.ts";
import type { SimulationTarget } from "./simulator.ts";

/** The sandbox game the simulator plays. */
export const SIMULATED_GAME = findSandboxGame("deep-sea-catch") as SandboxGame;

const GAME_MODES: Record<Currency, string> = {
  coins: "tournament-points",
  entries: "sweep-stakes",
};

export interface SimulatedPlayer {
  /** Launches the sandbox game in `currency`: the launch URL's token. */
  launch(currency: Currency): Promise<string>;
}

export async function signUpSimulatedPlayer(
  baseUrl: string,
  secret: string,
  http: typeof fetch = fetch,
): Promise<SimulatedPlayer> {
  const call = async (path: string, init: RequestInit = {}): Promise<Response> => {
    const response = await http(`${baseUrl}${path}`, init);
    if (!response.ok)
      throw new Error(`${init.method ?? "GET"} ${path}: HTTP ${response.status} ${await response.text()}`);
    return response;
  };
  const init = (await (await call("/rest/app/init/")).json()) as {
    data: { terms: { currentVersion: number } };
  };
  const signUp = await call("/rest/registration/", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: `provider-sim-${randomUUID()}@example.com`,
      password: randomBytes(18).toString("base64url"),
      termsVersion: init.data.terms.currentVersion,
    }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  const signedIn = (await (await call("/rest/app/init/", { headers: { cookie } })).json()) as {
    data: { login: string };
  };
  const launchBody = JSON.stringify({ game: SIMULATED_GAME.code, player: signedIn.data.login });

  return {
    async launch(currency) {
      await call(`/rest/player/game-mode/switch-to-${GAME_MODES[currency]}/`, { headers: { cookie } });
      const launched = (await (
        await call(SANDBOX_LAUNCH_PATH, {
          method: "POST",
          headers: {
            cookie,
            "content-type": "application/json",
            [PROVIDER_SIGNATURE_HEADER]: signBody(secret, launchBody),
          },
          body: launchBody,
        })
      ).json()) as { url: string };
      const token = new URL(launched.url, baseUrl).searchParams.get("token");
      if (!token) throw new Error(`the launch URL carries no token: ${launched.url}`);
      return token;
    },
  };
}

/**
 * The simulator's target on a server over HTTP. A token is expired by launching the game again,
 * which ends the earlier token at once, as its idle time running out would.
 */
export async function httpTarget(
  baseUrl: string,
  client: ProviderApiClient,
  secret: string,
): Promise<SimulationTarget> {
  const player = await signUpSimulatedPlayer(baseUrl, secret);
  return {
    client,
    game: SIMULATED_GAME.code,
    launch: player.launch,
    expireTokens: async () => {
      await player.launch("coins");
    },
  };
}
