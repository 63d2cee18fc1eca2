/**
 * The seamless-wallet API that outside game providers call (docs/provider-api.md, ADR 085):
 * `POST /provider-api/v1/{provider}/{operation}`, a JSON body signed in the `X-Signature` header.
 *
 * Unlike the site's API, every answer is HTTP 200 with a `status`: a provider's wallet client
 * branches on the status, and retries only what did not answer (a timeout, a 5xx). Only the
 * refusals that come before an operation runs use HTTP statuses (`PROVIDER_API_REFUSALS`): 404 for
 * an unknown provider or operation, 401 for a missing or bad signature. Amounts are integer minor
 * units (hundredths) of the currency.
 */
import { z } from "zod";
import type { Currency } from "../money.ts";

export const PROVIDER_API_BASE = "/provider-api/v1";
/** Hex HMAC-SHA256 of the raw request body, keyed with the provider's secret. */
export const PROVIDER_SIGNATURE_HEADER = "x-signature";

/**
 * Every status an answer may carry, each explained in docs/provider-api.md:
 * - OK: done (or done before: a replay answers what the first call answered).
 * - INVALID_REQUEST: the body is not the operation's JSON, or contradicts the round it names
 *   (a round of another player, game or currency).
 * - INVALID_TOKEN: the launch token is unknown, expired, replaced by a newer launch, or not for
 *   this player or game.
 * - INVALID_USER: `user` is no player here.
 * - WRONG_CURRENCY: not the currency of the launch or of the round, or (a bet) not the one of the
 *   player's game mode now.
 * - INSUFFICIENT_FUNDS: the balance does not cover the stake.
 * - LIMIT_EXCEEDED: the stake is above the provider's maximum for the currency.
 * - PLAYER_BLOCKED: the account may not play.
 * - GEO_RESTRICTED: the currency is not offered where the player launched the game.
 * - BET_NOT_FOUND: no accepted bet with that `reference_transaction_uuid` for this player and round.
 * - BET_ALREADY_CLOSED: the round is settled (a win closed it): nothing more is staked, paid or
 *   rolled back in it; and no bet is rolled back in a round a win was paid in, even left open.
 * - BET_ROLLED_BACK: the bet was rolled back: it cannot win, nor be placed after its rollback.
 * - DUPLICATE_MISMATCH: the `transaction_uuid` was used before with other fields; nothing changed.
 * - UNKNOWN_ERROR: a fault on our side; nothing changed, the same call may be sent again.
 */
export const PROVIDER_API_STATUSES = [
  "OK",
  "INVALID_REQUEST",
  "INVALID_TOKEN",
  "INVALID_USER",
  "WRONG_CURRENCY",
  "INSUFFICIENT_FUNDS",
  "LIMIT_EXCEEDED",
  "PLAYER_BLOCKED",
  "GEO_RESTRICTED",
  "BET_NOT_FOUND",
  "BET_ALREADY_CLOSED",
  "BET_ROLLED_BACK",
  "DUPLICATE_MISMATCH",
  "UNKNOWN_ERROR",
] as const;
export const ProviderApiStatus = z.enum(PROVIDER_API_STATUSES);
export type ProviderApiStatus = z.infer<typeof ProviderApiStatus>;

export const PROVIDER_CURRENCIES = ["COINS", "ENTRIES"] as const;
export const ProviderCurrency = z.enum(PROVIDER_CURRENCIES);
export type ProviderCurrency = z.infer<typeof ProviderCurrency>;

export const toProviderCurrency = (currency: Currency): ProviderCurrency =>
  currency === "coins" ? "COINS" : "ENTRIES";
export const toWalletCurrency = (currency: ProviderCurrency): Currency =>
  currency === "COINS" ? "coins" : "entries";

/** Ids the provider makes up (request, transaction, round, game): any text of reasonable length. */
const Identifier = z.string().min(1).max(128);
const Amount = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

export const ProviderAuthenticateRequest = z.object({
  request_uuid: Identifier,
  token: z.string().min(1).max(256),
});
export const ProviderBalanceRequest = z.object({
  request_uuid: Identifier,
  user: Identifier,
  currency: ProviderCurrency,
});
export const ProviderBetRequest = z.object({
  request_uuid: Identifier,
  transaction_uuid: Identifier,
  round: Identifier,
  user: Identifier,
  token: z.string().min(1).max(256),
  currency: ProviderCurrency,
  amount: Amount.positive(),
  game: Identifier,
});
export const ProviderWinRequest = z.object({
  request_uuid: Identifier,
  transaction_uuid: Identifier,
  reference_transaction_uuid: Identifier,
  round: Identifier,
  user: Identifier,
  currency: ProviderCurrency,
  /** Zero settles a lost round (with `round_closed`). */
  amount: Amount,
  round_closed: z.boolean(),
});
export const ProviderRollbackRequest = z.object({
  request_uuid: Identifier,
  transaction_uuid: Identifier,
  reference_transaction_uuid: Identifier,
  round: Identifier,
  user: Identifier,
});
export type ProviderAuthenticateRequest = z.infer<typeof ProviderAuthenticateRequest>;
export type ProviderBalanceRequest = z.infer<typeof ProviderBalanceRequest>;
export type ProviderBetRequest = z.infer<typeof ProviderBetRequest>;
export type ProviderWinRequest = z.infer<typeof ProviderWinRequest>;
export type ProviderRollbackRequest = z.infer<typeof ProviderRollbackRequest>;

/** Each operation's request, by the last segment of its path. */
export const PROVIDER_API_OPERATIONS = {
  authenticate: ProviderAuthenticateRequest,
  balance: ProviderBalanceRequest,
  bet: ProviderBetRequest,
  win: ProviderWinRequest,
  rollback: ProviderRollbackRequest,
} as const;
export type ProviderApiOperation = keyof typeof PROVIDER_API_OPERATIONS;
export type ProviderApiRequest<O extends ProviderApiOperation> = z.infer<(typeof PROVIDER_API_OPERATIONS)[O]>;

/** Every answer: the status and, where known, the player, the currency and its balance after the call. */
export const ProviderApiResponse = z.object({
  status: ProviderApiStatus,
  request_uuid: Identifier.optional(),
  user: Identifier.optional(),
  currency: ProviderCurrency.optional(),
  balance: Amount.optional(),
});
export type ProviderApiResponse = z.infer<typeof ProviderApiResponse>;

/**
 * The calls refused before any operation runs, by HTTP status: no such provider or operation (404),
 * or a signature that is missing or does not match the body (401). Nothing changed; a provider's
 * client treats these as faults of its own setup, not as answers about a player.
 */
export const PROVIDER_API_REFUSALS = {
  UNKNOWN_PROVIDER: 404,
  UNKNOWN_OPERATION: 404,
  INVALID_SIGNATURE: 401,
} as const;
export type ProviderApiRefusal = keyof typeof PROVIDER_API_REFUSALS;
export const ProviderApiRefusalBody = z.object({
  status: z.enum(Object.keys(PROVIDER_API_REFUSALS) as [ProviderApiRefusal, ...ProviderApiRefusal[]]),
});
