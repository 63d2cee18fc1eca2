/**
 * Single-use secrets: long random link tokens for email, and 6-digit codes for SMS. Only hashes
 * are stored. Issuing a new secret voids the previous one of the same purpose. A code allows a few
 * guesses, each counted before it is checked, and cannot be re-sent more than once a minute; an
 * account gets at most five secrets of a purpose and ten code guesses an hour, so a million
 * possible codes stay out of reach (OWASP ASVS: at most 100 failed attempts an hour).
 */
import { randomUUID } from "node:crypto";
import type { Locale } from "@reelhouse/contract";
import { AppError } from "../../lib/errors.ts";
import { hashSecret, randomSixDigitCode, randomToken } from "../../lib/secrets.ts";
import { type AccountsContext, inTransaction } from "./context.ts";
import { message, refuse, retryWhen } from "./messages.ts";
import * as repo from "./repo.ts";

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_INTERVAL_MS = 60_000;
export const SECRETS_PER_HOUR = 5;
export const CODE_GUESSES_PER_HOUR = 10;
const HOUR_MS = 3_600_000;

/**
 * How long the player must wait before another secret of `purpose` may be sent: until a minute
 * after the last one, and until the oldest of the hour's allowance ages out. Zero when it may go now.
 */
export async function waitBeforeNextSecret(
  ctx: AccountsContext,
  playerId: string,
  purpose: repo.VerificationPurpose,
): Promise<number> {
  const now = ctx.clock.now().getTime();
  const sent = await repo.listSecretsSince(ctx.db, playerId, purpose, new Date(now - HOUR_MS));
  const last = sent.at(-1);
  const resendWait = last ? last.createdAt.getTime() + CODE_RESEND_INTERVAL_MS - now : 0;
  const oldestCounted = sent.at(-SECRETS_PER_HOUR);
  const hourlyWait =
    sent.length >= SECRETS_PER_HOUR && oldestCounted ? oldestCounted.createdAt.getTime() + HOUR_MS - now : 0;
  return Math.max(0, resendWait, hourlyWait);
}

/** Voids the open secrets of the purpose and stores the new one's hash. */
async function storeSecret(
  ctx: AccountsContext,
  secret: { playerId: string; purpose: repo.VerificationPurpose; target: string; ttlMs: number },
  hashFor: (id: string) => string,
): Promise<void> {
  const now = ctx.clock.now();
  await inTransaction(ctx, async (tx) => {
    await repo.voidOpenTokens(tx.db, secret.playerId, secret.purpose, now);
    const id = randomUUID();
    await repo.insertVerificationToken(tx.db, {
      id,
      purpose: secret.purpose,
      playerId: secret.playerId,
      target: secret.target,
      secretHash: hashFor(id),
      createdAt: now,
      expiresAt: new Date(now.getTime() + secret.ttlMs),
    });
  });
}

export async function issueLinkToken(
  ctx: AccountsContext,
  playerId: string,
  purpose: repo.VerificationPurpose,
  target: string,
  ttlMs: number,
): Promise<string> {
  const token = randomToken();
  await storeSecret(ctx, { playerId, purpose, target, ttlMs }, () => hashSecret(token));
  return token;
}

/** The open link token behind `token`, not used up yet; throws when it is unknown, used or expired. */
export async function checkLinkToken(
  ctx: AccountsContext,
  purpose: repo.VerificationPurpose,
  token: string,
  locale: Locale,
): Promise<repo.VerificationTokenRow> {
  const row = await repo.findOpenTokenBySecret(ctx.db, purpose, hashSecret(token), ctx.clock.now());
  if (!row) throw refuse("BAD_REQUEST", locale, "linkInvalid");
  return row;
}

/** Uses up a link token; throws when it is unknown, used or expired. */
export async function redeemLinkToken(
  ctx: AccountsContext,
  purpose: repo.VerificationPurpose,
  token: string,
  locale: Locale,
): Promise<repo.VerificationTokenRow> {
  const row = await checkLinkToken(ctx, purpose, token, locale);
  await consumeSecret(ctx, row, locale, "linkInvalid");
  return row;
}

export async function issueCode(
  ctx: AccountsContext,
  playerId: string,
  purpose: repo.VerificationPurpose,
  target: string,
  locale: Locale,
): Promise<string> {
  const now = ctx.clock.now();
  const latest = await repo.findLatestToken(ctx.db, purpose, target);
  const waitMs = Math.max(
    latest ? latest.createdAt.getTime() + CODE_RESEND_INTERVAL_MS - now.getTime() : 0,
    await waitBeforeNextSecret(ctx, playerId, purpose),
  );
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new AppError(
      "RATE_LIMITED",
      message(locale, "codeSentRecently", { when: retryWhen(locale, seconds) }),
      {
        retryAfterSeconds: seconds,
      },
    );
  }
  const code = randomSixDigitCode();
  // Salted with the row id, so two rows holding the same code never share a hash.
  await storeSecret(ctx, { playerId, purpose, target, ttlMs: CODE_TTL_MS }, (id) =>
    hashSecret(`${id}:${code}`),
  );
  return code;
}

/**
 * The code sent to `target` when `code` is right, not used up yet. Every guess is counted before it
 * is compared, on its own: parallel guesses cannot outnumber the allowance, and calling this before
 * the transaction that uses the code up means a refusal or a rollback never takes a guess back.
 */
export async function checkCode(
  ctx: AccountsContext,
  purpose: repo.VerificationPurpose,
  target: string,
  code: string,
  locale: Locale,
): Promise<repo.VerificationTokenRow> {
  const now = ctx.clock.now();
  const row = await repo.findLatestToken(ctx.db, purpose, target);
  if (!row || row.usedAt || row.expiresAt <= now) throw refuse("BAD_REQUEST", locale, "codeInvalid");
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const recent = await repo.listSecretsSince(ctx.db, row.playerId, purpose, hourAgo);
  const guessesThisHour = recent.reduce((sum, secret) => sum + secret.attempts, 0);
  const guesses =
    guessesThisHour < CODE_GUESSES_PER_HOUR ? await repo.countGuess(ctx.db, row.id, CODE_MAX_ATTEMPTS) : null;
  if (guesses === null) throw refuse("BAD_REQUEST", locale, "codeAttemptsExhausted");
  if (hashSecret(`${row.id}:${code}`) !== row.secretHash) {
    const exhausted = guesses >= CODE_MAX_ATTEMPTS || guessesThisHour + 1 >= CODE_GUESSES_PER_HOUR;
    throw refuse("BAD_REQUEST", locale, exhausted ? "codeAttemptsExhausted" : "codeInvalid");
  }
  return row;
}

/** Marks a checked secret used; throws `refusal` when another request used it first (single use under races). */
export async function consumeSecret(
  ctx: AccountsContext,
  row: repo.VerificationTokenRow,
  locale: Locale,
  refusal: "linkInvalid" | "codeInvalid",
): Promise<void> {
  if (!(await repo.consumeToken(ctx.db, row.id, ctx.clock.now()))) {
    throw refuse("BAD_REQUEST", locale, refusal);
  }
}
