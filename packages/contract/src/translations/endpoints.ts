import { defineEndpoint } from "../endpoint.ts";
import { translationsRoutes } from "./routes.ts";
import { TranslationsParams, TranslationsResponse } from "./schemas.ts";

export const translationsEndpoints = {
  getTranslations: defineEndpoint({
    ...translationsRoutes.getTranslations,
    summary: "The message catalog of one language (spec §7); an unknown language is not found",
    tags: ["translations"],
    params: TranslationsParams,
    response: TranslationsResponse,
    errors: [404, 429],
  }),
} as const;
