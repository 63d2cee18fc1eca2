import { defineEndpoint } from "../endpoint.ts";
import { paymentsRoutes } from "./routes.ts";
import {
  PaymentParams,
  PaymentResponse,
  SandboxBankTransferRequest,
  SandboxChargeRequest,
  SandboxChargeResponse,
} from "./schemas.ts";

const tags = ["payments"] as const;

export const paymentsEndpoints = {
  getPayment: defineEndpoint({
    ...paymentsRoutes.getPayment,
    summary: "A purchase's payment and where it stands",
    tags,
    params: PaymentParams,
    response: PaymentResponse,
    errors: [401, 404, 429],
  }),
  sandboxCharge: defineEndpoint({
    ...paymentsRoutes.sandboxCharge,
    summary: "The sandbox provider's card form: charge a test card for a payment",
    tags,
    body: SandboxChargeRequest,
    response: SandboxChargeResponse,
    errors: [400, 401, 404, 409, 429],
  }),
  sandboxBankTransfer: defineEndpoint({
    ...paymentsRoutes.sandboxBankTransfer,
    summary: "The sandbox provider's bank page: approve or decline a bank transfer for a payment",
    tags,
    body: SandboxBankTransferRequest,
    response: SandboxChargeResponse,
    errors: [400, 401, 404, 409, 429],
  }),
} as const;
