import { translationsEndpoints } from "@reelhouse/contract";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import { getTranslations } from "./service.ts";

/** Catalogs change only with a deployment; clients may keep one for a few minutes. */
const CACHE_CONTROL = "public, max-age=300";

export async function translationsRoutes(app: FastifyInstance): Promise<void> {
  route(app, translationsEndpoints.getTranslations, async (request, reply) => {
    const catalog = await getTranslations(request.params.locale);
    reply.header("cache-control", CACHE_CONTROL);
    return catalog;
  });
}
