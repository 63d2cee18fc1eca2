/**
 * What redemptions need from a payout provider (the shape of Dwolla, Stripe Connect, Trustly):
 * keep a player's bank account and answer a reference to it, send a prize to it, and tell the
 * outcome by a webhook read only once its signature proves the provider sent it. The numbers of
 * an account go to the provider and are never stored here.
 */
import type { BankAccount } from "@reelhouse/contract";
import type { PayoutProviderName } from "../../config/redemptions.ts";
import { AppError } from "../../lib/errors.ts";

export interface NewDestination {
  bankAccount: BankAccount;
  /** Shown to the player and given to the provider as the account's nickname. */
  label: string;
  /** The payee the provider made for this player before, if any: a player is one payee. */
  payeeReference: string | null;
  payee: { firstName: string; lastName: string; email: string };
}

export interface CreatedDestination {
  payeeReference: string;
  reference: string;
}

export interface Payout {
  /** Our id; the provider is given it as the transfer's idempotency key, so a retry pays once. */
  redemptionId: string;
  destinationReference: string;
  /** US cents. */
  amountCents: number;
}

/** One outcome from the provider, after its signature was checked. */
export interface PayoutOutcome {
  /** The provider's id of this notification: a redelivery or a replay carries the same one. */
  eventId: string;
  transferReference: string;
  outcome: "paid" | "failed";
  /** Why it failed, when the provider says. */
  reason: string | null;
}

export interface PayoutProvider {
  readonly name: PayoutProviderName;
  createDestination(destination: NewDestination): Promise<CreatedDestination>;
  /** Answers the provider's reference of the transfer. */
  sendPayout(payout: Payout): Promise<string>;
  /**
   * Reads a webhook; throws when its signature is missing or wrong. Answers null for a genuine
   * notification that settles no transfer (a customer created, a transfer started).
   */
  readWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): PayoutOutcome | null;
}

/** "Checking ••••6789": what the player (and the provider's dashboard) call the account. */
export function destinationLabel(bankAccount: Pick<BankAccount, "accountType" | "accountNumber">): string {
  const kind = bankAccount.accountType === "checking" ? "Checking" : "Savings";
  return `${kind} ••••${bankAccount.accountNumber.slice(-4)}`;
}

export function payoutProviderDown(): AppError {
  return new AppError("UNAVAILABLE", { key: "payoutProviderDown" });
}
