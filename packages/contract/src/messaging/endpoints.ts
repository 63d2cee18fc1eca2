import { defineEndpoint } from "../endpoint.ts";
import { DevOutboxQuery, DevOutboxResponse } from "./schemas.ts";

/**
 * The development outbox's JSON list (browser tests read it). Its HTML mailbox pages are for
 * people, not for the site, and are not listed.
 */
export const messagingEndpoints = {
  listDevOutbox: defineEndpoint({
    method: "GET",
    path: "/rest/dev/outbox/",
    summary: "Messages the server would have mailed or texted, newest first (development only)",
    tags: ["messaging"],
    query: DevOutboxQuery,
    response: DevOutboxResponse,
    errors: [400, 404],
  }),
} as const;
