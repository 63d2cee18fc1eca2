/** Who is asking, as the promotions see a request: the theme of its host and the browser's time zone. */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { themeFor } from "../../lib/site.ts";
import type { PromotionVisitor } from "./features.ts";

/** The cookie the site keeps the browser's IANA time zone in (`Intl…resolvedOptions().timeZone`). */
export const TIME_ZONE_COOKIE = "tz";

export function visitorOf(app: FastifyInstance, request: FastifyRequest): Omit<PromotionVisitor, "playerId"> {
  const reported = request.cookies[TIME_ZONE_COOKIE];
  return {
    theme: themeFor(app.config, request),
    reportedTimeZone: typeof reported === "string" && reported.length <= 64 ? reported : null,
  };
}
