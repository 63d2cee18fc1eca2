import { defineEndpoint } from "../endpoint.ts";
import { PaymentResponse } from "../payments/schemas.ts";
import { cashierRoutes } from "./routes.ts";
import { AvailableSetsResponse, BonusOffersResponse, PurchaseHeaders, PurchaseRequest } from "./schemas.ts";

const tags = ["cashier"] as const;

export const cashierEndpoints = {
  availableSets: defineEndpoint({
    ...cashierRoutes.availableSets,
    summary: "Quick buy: the packages the visitor can buy now, the limited offers and the payment methods",
    tags,
    response: AvailableSetsResponse,
    errors: [429],
  }),
  bonusOffers: defineEndpoint({
    ...cashierRoutes.bonusOffers,
    summary: "The bonus offers the visitor can take now (first purchase, limited offers)",
    tags,
    response: BonusOffersResponse,
    errors: [429],
  }),
  purchase: defineEndpoint({
    ...cashierRoutes.purchase,
    summary:
      "Buy a package: a payment and the page to pay it; one per Idempotency-Key, within the player's purchase limits",
    tags,
    headers: PurchaseHeaders,
    body: PurchaseRequest,
    response: PaymentResponse,
    errors: [400, 401, 403, 404, 409, 429],
  }),
} as const;
