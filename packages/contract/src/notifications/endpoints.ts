import { defineEndpoint } from "../endpoint.ts";
import { notificationsRoutes } from "./routes.ts";
import {
  MarkNotificationsReadRequest,
  MarkNotificationsReadResponse,
  NotificationsResponse,
} from "./schemas.ts";

export const notificationsEndpoints = {
  listNotifications: defineEndpoint({
    ...notificationsRoutes.listNotifications,
    summary: "The player's latest notifications and how many are unread",
    tags: ["notifications"],
    response: NotificationsResponse,
    errors: [401, 429],
  }),
  markNotificationsRead: defineEndpoint({
    ...notificationsRoutes.markNotificationsRead,
    summary: "Marks notifications read (all of them when no ids are given)",
    tags: ["notifications"],
    body: MarkNotificationsReadRequest,
    response: MarkNotificationsReadResponse,
    errors: [400, 401, 429],
  }),
} as const;
