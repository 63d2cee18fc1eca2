import { defineEndpoint } from "../endpoint.ts";
import { mailInRoutes } from "./routes.ts";
import {
  CreditMailInRequest,
  MailInCodeParams,
  MailInResponse,
  OperatorMailInCodeResponse,
  RequestMailInCodeResponse,
} from "./schemas.ts";

const tags = ["mail-in"] as const;
const operatorTags = ["operator"] as const;

export const mailInEndpoints = {
  getMailIn: defineEndpoint({
    ...mailInRoutes.getMailIn,
    summary: "The limits of free entries by mail and, for a player, their mail-in codes, newest first",
    tags,
    response: MailInResponse,
    errors: [429],
  }),
  requestMailInCode: defineEndpoint({
    ...mailInRoutes.requestMailInCode,
    summary:
      "Issues a new mail-in code to write on a free-entry card; refused while the player holds the most unused codes allowed",
    tags,
    response: RequestMailInCodeResponse,
    errors: [401, 403, 409, 429],
  }),
  lookUpMailInCode: defineEndpoint({
    ...mailInRoutes.lookUpMailInCode,
    summary: "Operator: a mail-in code's player and state",
    tags: operatorTags,
    params: MailInCodeParams,
    response: OperatorMailInCodeResponse,
    errors: [400, 401, 404],
  }),
  creditMailInRequest: defineEndpoint({
    ...mailInRoutes.creditMailInRequest,
    summary:
      "Operator: credits a received mail-in card once; refused when the code is unknown, expired, already credited, or the player's day is already used",
    tags: operatorTags,
    params: MailInCodeParams,
    body: CreditMailInRequest,
    response: OperatorMailInCodeResponse,
    errors: [400, 401, 403, 404, 409],
  }),
} as const;
