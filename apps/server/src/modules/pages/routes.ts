import { pagesEndpoints } from "@reelhouse/contract";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import { themeFor } from "../../lib/site.ts";

export async function pagesRoutes(app: FastifyInstance): Promise<void> {
  route(app, pagesEndpoints.getPageContent, async (request) =>
    app.pages.getPageContent(request.params.name, request.query.locale, themeFor(app.config, request)),
  );
}
