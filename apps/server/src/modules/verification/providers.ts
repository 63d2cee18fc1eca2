/**
 * What verification needs from an identity provider (the shape of Persona, Veriff, Onfido): open a
 * check for a player on the provider's page, and read its decision from a webhook only once the
 * signature proves the provider sent it.
 */
import type { VerificationReason } from "@reelhouse/contract";
import type { VerificationProviderName } from "../../config/verification.ts";

export type ProviderDecisionKind = "approved" | "declined" | "review";

/** One decision from the provider, after its signature was checked. */
export interface ProviderDecision {
  /** The provider's id of this delivery: a redelivery or a replay carries the same one. */
  eventId: string;
  providerSessionId: string;
  decision: ProviderDecisionKind;
  /** Why a check was declined, when it was, as one of our reasons (the player reads it translated). */
  reason: VerificationReason | null;
  /** The provider's own words for it (and its code, where it has one): for operators only. */
  providerReason: string | null;
}

export interface SessionRequest {
  /** Our id of the check, given to the provider so its page and webhooks name it. */
  sessionId: string;
  playerId: string;
  /** The absolute URL of the site page the player returns to. */
  returnUrl: string;
}

export interface ProviderSession {
  providerSessionId: string;
  /** Where the player completes the check. */
  url: string;
}

export interface IdentityProvider {
  readonly name: VerificationProviderName;
  /** A provider that checks no real identity (the sandbox). */
  readonly isTest: boolean;
  createSession(request: SessionRequest): Promise<ProviderSession>;
  /**
   * Reads a webhook; throws when the signature is missing or wrong (or, where the provider signs
   * a time, too old). Answers null for a genuine notification that decides nothing (a check started).
   */
  readWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): ProviderDecision | null;
}
