/**
 * Idempotency, one way for every writer that takes a client's key (the ledger, payments, studio
 * rounds, the provider API): the request's parameters are digested and stored with the first
 * answer; the key coming back with the same parameters replays that answer, and with other
 * parameters is refused, changing nothing.
 *
 * The digest is stored, so it must never change for parameters already recorded: it is the SHA-256
 * (base64url) of the parameters' JSON with object keys in order (arrays as JSON writes them).
 */
import { createHash } from "node:crypto";
import { type ApiMessageKey, AppError } from "./errors.ts";

/** The digest of a request's parameters: the same parameters, in any key order, give the same digest. */
export function requestDigest(parameters: unknown): string {
  return createHash("sha256").update(stableJson(parameters)).digest("base64url");
}

/** What a key asked again answers: the first answer, or the reuse error. */
export type Replay<T> = { ok: true; result: T } | { ok: false; error: AppError };

/**
 * Compare-and-replay: the answer recorded under a key, when the key is asked again with the
 * parameters of `digest`; the reuse error when they differ.
 */
export function replay<Recorded extends { requestDigest: string }, T>(
  recorded: Recorded,
  digest: string,
  answerOf: (recorded: Recorded) => T,
  message: ApiMessageKey = "idempotencyKeyReused",
): Replay<T> {
  if (recorded.requestDigest !== digest) return { ok: false, error: idempotencyKeyReused(message) };
  return { ok: true, result: answerOf(recorded) };
}

/** The one refusal of a key used again with other parameters: 409 `IDEMPOTENCY_KEY_REUSED`. */
export function idempotencyKeyReused(message: ApiMessageKey = "idempotencyKeyReused"): AppError {
  return new AppError("CONFLICT", { key: message }, { reason: "IDEMPOTENCY_KEY_REUSED" });
}

/** The answer of a replay, or its reuse error thrown. */
export function replayed<T>(outcome: Replay<T>): T {
  if (!outcome.ok) throw outcome.error;
  return outcome.result;
}

/** JSON with object keys in order and undefined left out as JSON leaves it (null in arrays). */
function stableJson(value: unknown): string {
  if (Array.isArray(value))
    return `[${value.map((item) => (item === undefined ? "null" : stableJson(item))).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}
