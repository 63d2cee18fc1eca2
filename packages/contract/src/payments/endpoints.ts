import { defineEndpoint } from "../endpoint.ts";
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
    method: "GET",
    path: "/rest/payments/:paymentId/",
    summary: "A purchase's payment and where it stands",
    tags,
    params: PaymentParams,
    response: PaymentResponse,
    errors: [401, 404, 429],
  }),
  sandboxCharge: defineEndpoint({
    method: "POST",
    path: "/rest/payments/sandbox/charge/",
    summary: "The sandbox provider's card form: charge a test card for a payment",
    tags,
    body: SandboxChargeRequest,
    response: SandboxChargeResponse,
    errors: [400, 401, 404, 409, 429],
  }),
  sandboxBankTransfer: defineEndpoint({
    method: "POST",
    path: "/rest/payments/sandbox/bank-transfer/",
    summary: "The sandbox provider's bank page: approve or decline a bank transfer for a payment",
    tags,
    body: SandboxBankTransferRequest,
    response: SandboxChargeResponse,
    errors: [400, 401, 404, 409, 429],
  }),
} as const;
