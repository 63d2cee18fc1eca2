import { defineEndpoint } from "../endpoint.ts";
import { PageContentParams, PageContentQuery, PageContentResponse } from "./schemas.ts";

export const pagesEndpoints = {
  getPageContent: defineEndpoint({
    method: "GET",
    path: "/rest/page/content/:name/",
    summary: "Editorial page content for /page/{name}",
    tags: ["pages"],
    params: PageContentParams,
    query: PageContentQuery,
    response: PageContentResponse,
    errors: [400, 404, 429],
  }),
} as const;
