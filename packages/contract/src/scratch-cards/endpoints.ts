import { defineEndpoint } from "../endpoint.ts";
import { scratchCardsRoutes } from "./routes.ts";
import { OpenScratchCardRequest, OpenScratchCardResponse, ScratchCardLotteryResponse } from "./schemas.ts";

const tags = ["scratch-cards"] as const;

export const scratchCardsEndpoints = {
  getScratchCardLottery: defineEndpoint({
    ...scratchCardsRoutes.getScratchCardLottery,
    summary: "The player's scratch cards (magic boxes), the theme's prize table and how cards are earned",
    tags,
    response: ScratchCardLotteryResponse,
    errors: [401, 429],
  }),
  openScratchCard: defineEndpoint({
    ...scratchCardsRoutes.openScratchCard,
    summary:
      "Scratches an available card and pays its prize; asked again for the same card it answers the same prize and pays nothing more",
    tags,
    body: OpenScratchCardRequest,
    response: OpenScratchCardResponse,
    errors: [400, 401, 403, 404, 409, 429],
  }),
} as const;
