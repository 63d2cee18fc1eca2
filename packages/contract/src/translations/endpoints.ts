import { defineEndpoint } from "../endpoint.ts";
import { TranslationsParams, TranslationsResponse } from "./schemas.ts";

export const translationsEndpoints = {
  getTranslations: defineEndpoint({
    method: "GET",
    path: "/api/rest/translations/:locale",
    summary: "The message catalog of one language (spec §7); an unknown language is not found",
    tags: ["translations"],
    params: TranslationsParams,
    response: TranslationsResponse,
    errors: [404, 429],
  }),
} as const;
