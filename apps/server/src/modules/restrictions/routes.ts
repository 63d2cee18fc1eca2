import { restrictionsEndpoints } from "@reelhouse/contract";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";

/** Spec §7 Restrictions. The client's IP is `request.ip`, which honours TRUST_PROXY. */
export async function restrictionsRoutes(app: FastifyInstance): Promise<void> {
  const { restrictions } = app;

  route(app, restrictionsEndpoints.getRestrictionInfo, async () => restrictions.getRestrictionInfo());

  route(app, restrictionsEndpoints.checkIpAccess, async (request) => restrictions.checkIpAccess(request.ip));

  route(app, restrictionsEndpoints.checkGeoAccess, async (request) =>
    restrictions.checkCoordinatesAccess(request.query, (await request.loadSession()).playerId),
  );

  route(
    app,
    restrictionsEndpoints.reportLocationDeclined,
    async (request) => restrictions.recordLocationDeclined(request.playerId),
    { auth: "player" },
  );

  route(app, restrictionsEndpoints.reportBlock, async (request) =>
    restrictions.recordBlock({
      ...request.body,
      playerId: (await request.loadSession()).playerId,
      ip: request.ip,
    }),
  );
}
