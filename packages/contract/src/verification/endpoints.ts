import { defineEndpoint } from "../endpoint.ts";
import { verificationRoutes } from "./routes.ts";
import {
  DocumentReviewParams,
  DocumentReviewRequest,
  DocumentReviewResponse,
  DocumentsAwaitingReviewResponse,
  SandboxDecisionRequest,
  SandboxSessionParams,
  SandboxSessionResponse,
  StartVerificationResponse,
  VerificationResponse,
} from "./schemas.ts";

export const verificationEndpoints = {
  getVerification: defineEndpoint({
    ...verificationRoutes.getVerification,
    summary: "The player's identity verification: status, reason and uploaded documents",
    tags: ["verification"],
    response: VerificationResponse,
    errors: [401, 429],
  }),
  startVerification: defineEndpoint({
    ...verificationRoutes.startVerification,
    summary: "Opens a check with the identity provider and answers where the player completes it",
    tags: ["verification"],
    response: StartVerificationResponse,
    errors: [401, 409, 429, 502],
  }),
  getSandboxSession: defineEndpoint({
    ...verificationRoutes.getSandboxSession,
    summary: "The sandbox provider's check, for its page",
    tags: ["verification"],
    params: SandboxSessionParams,
    response: SandboxSessionResponse,
    errors: [401, 404, 429],
  }),
  decideSandboxSession: defineEndpoint({
    ...verificationRoutes.decideSandboxSession,
    summary: "The sandbox provider decides a check as the tester chose; its signed webhook follows",
    tags: ["verification"],
    params: SandboxSessionParams,
    body: SandboxDecisionRequest,
    response: SandboxSessionResponse,
    errors: [400, 401, 404, 409, 429],
  }),
  listDocumentsForReview: defineEndpoint({
    ...verificationRoutes.listDocumentsForReview,
    summary: "Operator: players whose uploaded documents wait for a judgement, oldest first",
    tags: ["operator"],
    response: DocumentsAwaitingReviewResponse,
    errors: [401, 404],
  }),
  reviewDocuments: defineEndpoint({
    ...verificationRoutes.reviewDocuments,
    summary:
      "Operator: verify a player from their documents, or reject them with a reason the player is told",
    tags: ["operator"],
    params: DocumentReviewParams,
    body: DocumentReviewRequest,
    response: DocumentReviewResponse,
    errors: [400, 401, 404, 409],
  }),
} as const;
