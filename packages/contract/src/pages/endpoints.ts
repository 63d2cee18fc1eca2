import { defineEndpoint } from "../endpoint.ts";
import { pagesRoutes } from "./routes.ts";
import { PageContentParams, PageContentQuery, PageContentResponse } from "./schemas.ts";

export const pagesEndpoints = {
  getPageContent: defineEndpoint({
    ...pagesRoutes.getPageContent,
    summary: "Editorial page content for /page/{name}",
    tags: ["pages"],
    params: PageContentParams,
    query: PageContentQuery,
    response: PageContentResponse,
    errors: [400, 404, 429],
  }),
} as const;
