/** Test helpers: the provider API's client and the simulator's target, in process or over a socket. */
import type { Currency } from "@reelhouse/contract";
import type { FastifyInstance, InjectOptions } from "fastify";
import type { TestApp } from "../../test/build-test-app.ts";
import { signUpPlayer } from "../../test/players.ts";
import { createProviderApiClient, type ProviderApiClient } from "./client.ts";
import { SANDBOX_LAUNCH_URL } from "./sandbox-launch.ts";
import type { SimulationTarget } from "./simulator.ts";
import { SIMULATED_GAME } from "./simulator-player.ts";

export const GAME_MODE_OF = { coins: "TournamentPoints", entries: "SweepStakes" } as const;

/** `fetch` answered by `app.inject`: the client talks to the app without a socket. */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const answer = await app.inject({
      method: (init.method ?? "GET") as InjectOptions["method"],
      url: `${url.pathname}${url.search}`,
      headers: init.headers as Record<string, string>,
      ...(init.body === undefined ? {} : { payload: init.body as string }),
    });
    const headers = Object.entries(answer.headers).map(
      ([name, value]) => [name, String(value)] as [string, string],
    );
    return new Response(answer.body === "" ? null : answer.body, { status: answer.statusCode, headers });
  }) as typeof fetch;
}

/** The sandbox provider's client for a test app: over `baseUrl` when given, else in process. */
export function sandboxClient(t: TestApp, baseUrl?: string): ProviderApiClient {
  const { secret } = t.config.providerApi.providers.sandbox as { secret: string };
  return baseUrl
    ? createProviderApiClient({ baseUrl, provider: "sandbox", secret })
    : createProviderApiClient({
        baseUrl: "http://localhost",
        provider: "sandbox",
        secret,
        fetch: injectFetch(t.app),
      });
}

/**
 * Launches a sandbox game for `playerId` through the service, as the games module does: the token.
 * The player is first put in the game mode whose currency is `currency`, as a launch's currency
 * is the player's mode's.
 */
export async function launchSandbox(
  t: TestApp,
  playerId: string,
  {
    currency = "coins",
    ip = "127.0.0.1",
    game = SIMULATED_GAME.code,
  }: { currency?: Currency; ip?: string; game?: string } = {},
): Promise<string> {
  await t.app.accounts.switchGameMode(playerId, GAME_MODE_OF[currency]);
  const url = await t.app.providerApi.launchUrl({
    playerId,
    provider: { slug: "sandbox", launchUrl: SANDBOX_LAUNCH_URL },
    gameCode: game,
    currency,
    locale: "en",
    ip,
  });
  return new URL(url, "http://localhost").searchParams.get("token") as string;
}

/** Moves the test app's clock past the tokens' idle time. */
export function expireTokens(t: TestApp): void {
  t.clock.advance(t.config.providerApi.tokenIdleMs + 1);
}

/** The simulator against a test app in process, for a player signed up through the API. */
export async function inProcessTarget(t: TestApp): Promise<SimulationTarget> {
  const player = await signUpPlayer(t.app, "provider-sim");
  return {
    client: sandboxClient(t),
    game: SIMULATED_GAME.code,
    launch: (currency) => launchSandbox(t, player.playerId, { currency }),
    expireTokens: async () => expireTokens(t),
  };
}
