import {
  AccessCheckResponse,
  BlockReportBody,
  BlockReportResponse,
  GeoCheckQuery,
  RestrictionInfoResponse,
} from "@reelhouse/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { checkCoordinatesAccess, checkIpAccess, getRestrictionInfo, recordBlock } from "./service.ts";

export interface RestrictionRoutesOptions {
  db: Db;
  clock: Clock;
}

/** Spec §7 Restrictions. The client's IP is `request.ip`, which honours TRUST_PROXY. */
export const restrictionRoutes: FastifyPluginAsyncZod<RestrictionRoutesOptions> = async (
  app,
  { db, clock },
) => {
  app.get(
    "/rest/restriction/info/",
    {
      schema: {
        tags: ["restrictions"],
        summary: "Which currencies may be played in each US state",
        response: { 200: RestrictionInfoResponse },
      },
    },
    async () => ({ success: true as const, data: await getRestrictionInfo(db) }),
  );

  app.get(
    "/rest/restriction/player/ip/check/",
    {
      schema: {
        tags: ["restrictions"],
        summary: "Access from the connecting IP address",
        response: { 200: AccessCheckResponse },
      },
    },
    async (request) => ({ success: true as const, data: await checkIpAccess(db, request.ip) }),
  );

  app.get(
    "/rest/restriction/player/geo/check/",
    {
      schema: {
        tags: ["restrictions"],
        summary: "Access from the coordinates the device reports",
        querystring: GeoCheckQuery,
        response: { 200: AccessCheckResponse },
      },
    },
    async (request) => ({ success: true as const, data: await checkCoordinatesAccess(db, request.query) }),
  );

  app.post(
    "/rest/restriction/player/block/",
    {
      schema: {
        tags: ["restrictions"],
        summary: "Record a block the player's device ran into",
        body: BlockReportBody,
        response: { 200: BlockReportResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await recordBlock(db, clock, {
        ...request.body,
        playerId: (await request.loadSession()).playerId,
        ip: request.ip,
      }),
    }),
  );
};
