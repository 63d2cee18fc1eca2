/**
 * `POST /provider-sandbox/launch`: the sandbox provider's own launch. Its games are test pages, in
 * no player's catalogue (ADR 105), so `GET /rest/game/{slug}/play/` does not open them; the provider
 * simulator and the tests launch one here instead, served where the sandbox game host is.
 *
 * Two proofs, both needed: the site session of the player the token is for, as at any launch, and
 * the sandbox secret's signature over the raw body, which names that player. Only whoever holds the
 * secret can launch, so a player cannot reach a test page; and a signature made for one player
 * launches for no other. The currency is the one the player's game mode plays, as in the lobby.
 */
import { PROVIDER_SIGNATURE_HEADER } from "@reelhouse/contract";
import { findSandboxGame, SANDBOX_PROVIDER } from "@reelhouse/games";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { themeFor } from "../../lib/site.ts";
import { playCurrency } from "../studio/service.ts";
import { parseJson } from "./routes.ts";
import { hasValidSignature } from "./signature.ts";

export const SANDBOX_LAUNCH_PATH = "/provider-sandbox/launch";

/** Where a sandbox game opens: the launch URL template the sandbox provider would give a catalogue. */
export const SANDBOX_LAUNCH_URL =
  "/provider-sandbox/games/{game}?token={token}&currency={currency}&lang={lang}";

export const SandboxLaunchRequest = z.object({
  /** The sandbox game's code. */
  game: z.string().min(1).max(64),
  /** The player the launch is for: the one signed in on the request. */
  player: z.string().min(1).max(128),
  lang: z.enum(["en", "es"]).default("en"),
});

/** A launch is a few dozen bytes. */
const BODY_LIMIT = 1_024;

type LaunchRefusal = "INVALID_SIGNATURE" | "INVALID_USER" | "INVALID_REQUEST";
const REFUSAL_STATUS: Record<LaunchRefusal, number> = {
  INVALID_SIGNATURE: 401,
  INVALID_USER: 403,
  INVALID_REQUEST: 400,
};

export async function sandboxLaunchRoutes(app: FastifyInstance, options: { secret: string }): Promise<void> {
  // This plugin's own context: the signature covers the body's exact bytes.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  app.post<{ Body: Buffer | undefined }>(
    SANDBOX_LAUNCH_PATH,
    { schema: { hide: true } },
    async (request, reply) => {
      const body = request.body ?? Buffer.alloc(0);
      const signature = request.headers[PROVIDER_SIGNATURE_HEADER];
      if (!hasValidSignature(options.secret, body, typeof signature === "string" ? signature : undefined)) {
        return refuse(reply, "INVALID_SIGNATURE");
      }
      const parsed = SandboxLaunchRequest.safeParse(parseJson(body));
      const game = parsed.success ? findSandboxGame(parsed.data.game) : undefined;
      if (!parsed.success || !game) return refuse(reply, "INVALID_REQUEST");
      const { playerId } = await request.loadSession();
      const standing = playerId === parsed.data.player ? await app.accounts.standing(playerId) : undefined;
      if (!playerId || !standing) return refuse(reply, "INVALID_USER");
      const url = await app.providerApi.launchUrl({
        playerId,
        provider: { slug: SANDBOX_PROVIDER, launchUrl: SANDBOX_LAUNCH_URL },
        gameCode: game.code,
        currency: playCurrency(standing.gameMode),
        locale: parsed.data.lang,
        ip: request.ip,
        theme: themeFor(app.config, request),
      });
      return { url };
    },
  );
}

function refuse(reply: FastifyReply, status: LaunchRefusal) {
  return reply.code(REFUSAL_STATUS[status]).send({ status });
}
