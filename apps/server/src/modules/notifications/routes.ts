/** The signed-in player's notification centre: the latest notifications, and marking them read. */
import { notificationsEndpoints } from "@reelhouse/contract";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";

const player = { auth: "player" } as const;

export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  const { notifications } = app;

  route(
    app,
    notificationsEndpoints.listNotifications,
    async (request) => notifications.list(request.playerId),
    player,
  );

  route(
    app,
    notificationsEndpoints.markNotificationsRead,
    async (request) => notifications.markRead(request.playerId, request.body.ids),
    player,
  );
}
