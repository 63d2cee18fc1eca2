import { DEFAULT_LOCALE, LOCALES, type Locale } from "@reelhouse/contract";
import type { FastifyRequest } from "fastify";

/** The language to answer in: the site sends the page's language as Accept-Language. */
export function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers["accept-language"];
  if (typeof header !== "string") return DEFAULT_LOCALE;
  for (const part of header.split(",")) {
    const tag = part.split(";", 1)[0]?.trim().toLowerCase().slice(0, 2);
    const match = LOCALES.find((locale) => locale === tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}
