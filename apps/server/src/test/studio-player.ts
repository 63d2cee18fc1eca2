/** A player signed up through the API who plays the house studio's games through it, as the game client does. */
import type { Round } from "@reelhouse/contract";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { signUpPlayer, type TestPlayer } from "./players.ts";

export interface SpinBody {
  currency: string;
  bet: number;
  buy?: boolean;
  buyTier?: string;
  ante?: boolean;
  freeSpinsId?: string;
}

export interface StudioPlayer extends TestPlayer {
  spin(gameId: string, body: SpinBody, key: string, remoteAddress?: string): Promise<LightMyRequestResponse>;
  next(roundId: string, step: number): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload: object): Promise<LightMyRequestResponse>;
  /** Plays the round's remaining steps in order and answers it complete. */
  playOut(round: Round): Promise<Round>;
}

/** `app` is read at each call, so the player carries on with a restarted app. */
export async function studioPlayer(app: () => FastifyInstance, prefix = "studio"): Promise<StudioPlayer> {
  const player = await signUpPlayer(app(), prefix);
  const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress?: string) =>
    app().inject({
      method: "POST",
      url,
      headers: { cookie: player.cookie, ...headers },
      payload,
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const next = (roundId: string, step: number) => post(`/rest/studio/rounds/${roundId}/next/`, { step });
  return {
    ...player,
    spin: (gameId, body, key, remoteAddress) =>
      post(`/rest/studio/${gameId}/spin/`, body, { "idempotency-key": key }, remoteAddress),
    next,
    get: (url) => app().inject({ method: "GET", url, headers: { cookie: player.cookie } }),
    post: (url, payload) => post(url, payload),
    async playOut(round) {
      let current = round;
      while (current.status === "open") {
        const response = await next(current.id, current.stepCount);
        if (response.statusCode !== 200)
          throw new Error(`step ${current.stepCount} failed: ${response.body}`);
        current = response.json().data.round;
      }
      return current;
    },
  };
}
