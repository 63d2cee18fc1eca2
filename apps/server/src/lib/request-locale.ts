import { DEFAULT_LOCALE, LOCALES, type Locale } from "@reelhouse/contract";
import type { FastifyRequest } from "fastify";
import Negotiator from "negotiator";

/**
 * The language to answer in: the best of the site's languages for the request's Accept-Language
 * (the site sends the page's language), weighing q-values and regional tags (`es-MX` → `es`).
 */
export function requestLocale(request: FastifyRequest): Locale {
  const best = new Negotiator(request).language([...LOCALES]);
  return LOCALES.find((locale) => locale === best) ?? DEFAULT_LOCALE;
}
