/** Thin handlers: the contract's endpoint and one service call. */
import { mailInEndpoints } from "@reelhouse/contract";
import type { FastifyInstance } from "fastify";
import { requestLocale } from "../../lib/request-locale.ts";
import { route } from "../../lib/route.ts";
import { siteOrigin, themeFor } from "../../lib/site.ts";

const player = { auth: "player" } as const;
const operator = { auth: "operator" } as const;

export async function mailInRoutes(app: FastifyInstance): Promise<void> {
  const { mailIn, config } = app;
  // Open to guests: the page explains free entries by mail before anyone signs up.
  route(app, mailInEndpoints.getMailIn, async (request) =>
    mailIn.summary((await request.loadSession()).playerId),
  );
  route(
    app,
    mailInEndpoints.requestMailInCode,
    (request) =>
      mailIn.requestCode(request.playerId, {
        themeId: themeFor(config, request),
        locale: requestLocale(request),
        origin: siteOrigin(config, request),
      }),
    player,
  );
  route(app, mailInEndpoints.lookUpMailInCode, (request) => mailIn.lookUp(request.params.code), operator);
  route(
    app,
    mailInEndpoints.creditMailInRequest,
    (request) => mailIn.credit(request.params.code, { ...request.body, operatorName: request.operatorName }),
    operator,
  );
}
