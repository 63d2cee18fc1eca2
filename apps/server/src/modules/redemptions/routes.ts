/**
 * The redemption routes: the player's overview, request and cancel; the operator's queue,
 * approval and rejection (`/api/operator/redemptions/`); and the payout provider's webhook.
 */
import { redemptionsEndpoints } from "@reelhouse/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { route } from "../../lib/route.ts";
import { siteOrigin, themeFor } from "../../lib/site.ts";
import { webhookRoute } from "../../lib/webhooks.ts";
import type { RedemptionVisitor } from "./service.ts";

const player = { auth: "player" } as const;
const operator = { auth: "operator" } as const;

export async function redemptionsRoutes(app: FastifyInstance): Promise<void> {
  const { redemptions } = app;
  const visitorOf = (request: FastifyRequest): RedemptionVisitor => ({
    playerId: request.playerId,
    theme: themeFor(app.config, request),
    ip: request.ip,
    origin: siteOrigin(app.config, request),
  });

  route(
    app,
    redemptionsEndpoints.getRedemptions,
    (request) => redemptions.overview(visitorOf(request)),
    player,
  );
  route(
    app,
    redemptionsEndpoints.requestRedemption,
    (request) => redemptions.request(visitorOf(request), request.headers["idempotency-key"], request.body),
    player,
  );
  route(
    app,
    redemptionsEndpoints.cancelRedemption,
    (request) => redemptions.cancel(request.playerId, request.params.id),
    player,
  );

  route(
    app,
    redemptionsEndpoints.listForOperator,
    (request) => redemptions.list(request.query.status),
    operator,
  );
  route(
    app,
    redemptionsEndpoints.approve,
    (request) => redemptions.approve(request.params.id, request.operatorName),
    operator,
  );
  route(
    app,
    redemptionsEndpoints.reject,
    (request) => redemptions.reject(request.params.id, request.operatorName, request.body.reason),
    operator,
  );
  await app.register(
    webhookRoute(webhookPath(app), async (body, headers) => ({
      success: true as const,
      status: await app.redemptions.receiveWebhook(body, headers),
    })),
  );
}

export function webhookPath(app: FastifyInstance): string {
  return `/rest/redemptions/webhook/${app.redemptions.providerName}/`;
}
