import { defineEndpoint } from "../endpoint.ts";
import { messagingRoutes } from "./routes.ts";
import { DevOutboxQuery, DevOutboxResponse } from "./schemas.ts";

/**
 * The development outbox's JSON list (browser tests read it). Its HTML mailbox pages are for
 * people, not for the site, and are not listed.
 */
export const messagingEndpoints = {
  listDevOutbox: defineEndpoint({
    ...messagingRoutes.listDevOutbox,
    summary: "Messages the server would have mailed or texted, newest first (development only)",
    tags: ["messaging"],
    query: DevOutboxQuery,
    response: DevOutboxResponse,
    errors: [400, 404],
  }),
} as const;
