import { PageContentParams, PageContentQuery, PageContentResponse } from "@reelhouse/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { getPageContent } from "./service.ts";

export const pagesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/rest/page/content/:name/",
    {
      schema: {
        tags: ["pages"],
        summary: "Editorial page content for /page/{name}",
        params: PageContentParams,
        querystring: PageContentQuery,
        response: { 200: PageContentResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getPageContent(db, request.params.name, request.query.locale),
    }),
  );
};
