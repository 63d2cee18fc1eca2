/**
 * The sandbox studio's pages (served outside production and in the demo): `GET /provider-sandbox/games/{game}`
 * is the game a launch URL opens in the game frame, `POST …/rounds` plays a round from it, and the
 * page's script and styles. The routes hold no player session of the site: the launch token is the
 * only credential, as with any outside studio.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { findSandboxGame } from "@reelhouse/games";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { serverRoot } from "../../../lib/paths.ts";
import type { ProviderApiClient } from "../client.ts";
import { isSandboxLanguage, SANDBOX_COPY, type SandboxLanguage } from "./copy.ts";
import { createSandboxGameServer, SANDBOX_STAKES } from "./game-server.ts";
import { describeRound, refusalMessage, renderGamePage, renderMessagePage, SANDBOX_ASSETS } from "./page.ts";

export interface SandboxHostOptions {
  /** The provider API client, bound to this server's own address once it listens. */
  client: () => ProviderApiClient;
}

const ASSET_FOLDER = join(serverRoot, "src/modules/provider-api/sandbox");
const ASSETS = {
  "game.js": "text/javascript; charset=utf-8",
  "game.css": "text/css; charset=utf-8",
} as const;

const GameParams = z.object({ game: z.string().min(1).max(64) });
const PageQuery = z.object({ token: z.string().max(256).default(""), lang: z.string().optional() });
const RoundBody = z.object({
  token: z.string().min(1).max(256),
  amount: z.number().int().positive(),
  lang: z.string().optional(),
});

export async function sandboxHostRoutes(app: FastifyInstance, options: SandboxHostOptions): Promise<void> {
  const server = createSandboxGameServer(options.client);
  const assets = Object.fromEntries(
    Object.keys(ASSETS).map((name) => [name, readFileSync(join(ASSET_FOLDER, name), "utf8")]),
  );

  app.get<{ Params: { name: string } }>(
    `${SANDBOX_ASSETS}/:name`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { name } = request.params;
      if (!Object.hasOwn(ASSETS, name)) return reply.code(404).send();
      return reply
        .type(ASSETS[name as keyof typeof ASSETS])
        .header("cache-control", "public, max-age=300")
        .send(assets[name]);
    },
  );

  app.get(
    "/provider-sandbox/games/:game",
    { schema: { hide: true, params: GameParams, querystring: PageQuery } },
    async (request, reply) => {
      const { game: code } = request.params as z.infer<typeof GameParams>;
      const { token, lang: asked } = request.query as z.infer<typeof PageQuery>;
      const lang = languageOf(asked);
      const copy = SANDBOX_COPY[lang];
      const game = findSandboxGame(code);
      if (!game) return html(reply, 404, renderMessagePage(lang, copy.provider, copy.gameNotFound));
      const opened = token ? await server.open(token) : { status: "INVALID_TOKEN" as const };
      if (!("session" in opened)) {
        const status =
          opened.status === "PLAYER_BLOCKED" ? 403 : opened.status === "INVALID_TOKEN" ? 401 : 502;
        return html(reply, status, renderMessagePage(lang, game.name, refusalMessage(opened.status, copy)));
      }
      const { session } = opened;
      return html(
        reply,
        200,
        renderGamePage({ game, token, session, stakes: SANDBOX_STAKES[session.currency], lang, copy }),
      );
    },
  );

  app.post(
    "/provider-sandbox/games/:game/rounds",
    { schema: { hide: true, params: GameParams, body: RoundBody } },
    async (request, reply) => {
      const { game: code } = request.params as z.infer<typeof GameParams>;
      const { token, amount, lang } = request.body as z.infer<typeof RoundBody>;
      const game = findSandboxGame(code);
      if (!game) return reply.code(404).send({ status: "INVALID_REQUEST" });
      const round = await server.play(game, token, amount);
      const language = languageOf(lang);
      return describeRound(round, language, SANDBOX_COPY[language]);
    },
  );
}

function languageOf(asked: string | undefined): SandboxLanguage {
  return isSandboxLanguage(asked) ? asked : "en";
}

function html(reply: FastifyReply, status: number, page: string): FastifyReply {
  return reply.code(status).type("text/html; charset=utf-8").send(page);
}
