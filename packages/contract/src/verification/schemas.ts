/**
 * Identity verification (spec §2 account pages "documents", "verification"; §3 profile page
 * `documentConfirmStatus`, `autoVerificationData`; §5 document upload). A player is verified by an
 * identity provider's check, or by documents an operator reviews.
 */
import { z } from "zod";

/** Where a player stands: nothing asked yet, a check or documents waiting, a decision. */
export const VERIFICATION_STATUSES = ["none", "pending", "verified", "rejected"] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/**
 * Why a check or documents were rejected, in our own words: each provider's reasons are mapped to
 * one of these, which the site shows in the player's language. The provider's own text is kept for
 * operators and never sent to the player.
 */
export const VERIFICATION_REASONS = [
  "documentUnreadable",
  "documentExpired",
  "documentNotSupported",
  "faceMismatch",
  "faceNotVisible",
  "checkIncomplete",
  "suspectedFraud",
  "other",
] as const;
export type VerificationReason = (typeof VERIFICATION_REASONS)[number];

/** Spec §5: the document types accepted, recognised by their content. */
export const DOCUMENT_KINDS = ["pdf", "gif", "jpg", "png"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Spec §5: no larger than 15 MB. */
export const DOCUMENT_MAX_BYTES = 15 * 1024 * 1024;

/** A document is sent as the request body itself, its name in this header (URI-encoded). */
export const DOCUMENT_NAME_HEADER = "x-document-name";

/** `POST` the file's bytes here; `GET <path><documentId>/` reads one back (its owner only). */
export const DOCUMENTS_PATH = "/rest/verification/documents/";

export const VerificationDocument = z.object({
  id: z.string(),
  fileName: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  size: z.number().int().min(1),
  uploadedAt: z.iso.datetime(),
});
export type VerificationDocument = z.infer<typeof VerificationDocument>;

export const VerificationState = z.object({
  status: z.enum(VERIFICATION_STATUSES),
  /** Why a check or the documents were rejected, when they were. */
  reason: z.enum(VERIFICATION_REASONS).nullable(),
  /** The identity provider that checks players here (`sandbox`, `veriff`). */
  provider: z.string(),
  documents: z.array(VerificationDocument),
});
export type VerificationState = z.infer<typeof VerificationState>;

export const VerificationResponse = z.object({ success: z.literal(true), data: VerificationState });

/** Where the player completes the provider's check. */
export const VerificationSessionStarted = z.object({ sessionId: z.string(), url: z.string() });
export const StartVerificationResponse = z.object({
  success: z.literal(true),
  data: VerificationSessionStarted,
});

export const DocumentUploadResponse = z.object({ success: z.literal(true), data: VerificationDocument });

/** The sandbox provider's page: the tester's three answers. */
export const SANDBOX_DECISIONS = ["approve", "reject", "review"] as const;
export const SandboxSessionParams = z.object({ sessionId: z.string().min(1).max(64) });
export const SandboxDecisionRequest = z.object({
  decision: z.enum(SANDBOX_DECISIONS),
  /** With `reject`: the reason the sandbox gives (`documentUnreadable` unless chosen). */
  reason: z.enum(VERIFICATION_REASONS).optional(),
});
export const SandboxSession = z.object({
  sessionId: z.string(),
  isOpen: z.boolean(),
  /** The site page the player returns to once the sandbox answered. */
  returnUrl: z.string(),
});
export const SandboxSessionResponse = z.object({ success: z.literal(true), data: SandboxSession });
export type SandboxSession = z.infer<typeof SandboxSession>;
