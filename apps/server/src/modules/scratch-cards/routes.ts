/** Spec §7 `GET /rest/scratch-card-lottery/get/`, and opening a card. */
import { scratchCardsEndpoints } from "@reelhouse/contract";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import { visitorOf } from "../promotions/service.ts";

const player = { auth: "player" } as const;

export async function scratchCardsRoutes(app: FastifyInstance): Promise<void> {
  const { scratchCards } = app;

  route(
    app,
    scratchCardsEndpoints.getScratchCardLottery,
    async (request) =>
      scratchCards.lotteryOrInactive({ ...visitorOf(app, request), playerId: request.playerId }),
    player,
  );

  route(
    app,
    scratchCardsEndpoints.openScratchCard,
    async (request) => {
      const opened = await scratchCards.open(
        { ...visitorOf(app, request), playerId: request.playerId },
        request.body.cardId,
        request.ip,
      );
      return { success: true as const, ...opened };
    },
    player,
  );
}
