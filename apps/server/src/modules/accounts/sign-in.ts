/**
 * Email sign-up and sign-in, and the sessions they open. Sessions have an idle and an absolute
 * expiry; a new session token is issued at every sign-in and the one the browser held is dropped.
 */
import { randomUUID } from "node:crypto";
import type { Locale, SignInMethod, SignInRequest, SignUpRequest } from "@reelhouse/contract";
import type { Brand } from "@reelhouse/contract/brands";
import { AppError } from "../../lib/errors.ts";
import { hashSecret, randomToken } from "../../lib/secrets.ts";
import { issueEmailConfirmation } from "./confirmation.ts";
import { type AccountsContext, announcePlayerCreated, inTransaction } from "./context.ts";
import { writeSessionsEnded } from "./events.ts";
import { message, refuse, retryWhen } from "./messages.ts";
import { hashPassword, normalizePassword, passwordRefusal, verifyPassword } from "./passwords.ts";
import * as repo from "./repo.ts";
import { currentTermsVersion } from "./terms.ts";
import {
  ACCOUNT_THROTTLE,
  delayAfter,
  failuresAt,
  IP_THROTTLE,
  type ThrottleRule,
} from "./throttle-policy.ts";
import { DEFAULT_TIME_ZONE } from "./time-zone.ts";

/** Who is asking: used for throttling, session records and the language of answers. */
export interface Requester {
  ip: string;
  userAgent: string | null;
  locale: Locale;
  /** Hash of the session token the browser already holds, replaced at sign-in. */
  previousTokenHash: string | null;
  /** Site origin and brand for links, wording, look and sender of messages we send. */
  origin: string;
  brand: Brand;
}

export interface OpenedSession {
  playerId: string;
  token: string;
  expiresAt: Date;
}

/** Touching the session row on every request would write on every page view; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Refuses a sign-in (403) to a closed account, or to a player during the break from play they
 * chose, telling them when it ends in their own time zone. Asked after the password or the
 * provider has proved who is signing in, so a stranger learns nothing from it.
 */
export function refuseWhenBarred(
  player: Pick<repo.PlayerRow, "accountStatus" | "playBreakUntil" | "timeZone">,
  now: Date,
  locale: Locale,
): void {
  if (player.accountStatus === "BLOCKED") throw refuse("FORBIDDEN", locale, "accountBlocked");
  if (player.playBreakUntil && player.playBreakUntil > now) {
    const until = new Intl.DateTimeFormat(locale, {
      year: "numeric",
      month: "long",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZone: player.timeZone ?? DEFAULT_TIME_ZONE,
      timeZoneName: "short",
    }).format(player.playBreakUntil);
    throw new AppError("FORBIDDEN", message(locale, "onPlayBreak", { until }), { reason: "PLAY_BREAK" });
  }
}

export async function openSession(
  ctx: AccountsContext,
  playerId: string,
  requester: Requester,
  method: SignInMethod,
): Promise<OpenedSession> {
  const now = ctx.clock.now();
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + ctx.settings.absoluteTimeoutMs);
  await inTransaction(ctx, async (tx) => {
    if (requester.previousTokenHash) await repo.deleteSession(tx.db, requester.previousTokenHash);
    await repo.insertSession(tx.db, {
      tokenHash: hashSecret(token),
      playerId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      ip: requester.ip,
      userAgent: requester.userAgent?.slice(0, 512) ?? null,
    });
    await repo.recordSignIn(tx.db, {
      playerId,
      at: now,
      method,
      ip: requester.ip,
      userAgent: requester.userAgent?.slice(0, 512) ?? null,
    });
  });
  return { playerId, token, expiresAt };
}

/** The player of a live session, or null; expired sessions are deleted on sight. */
export async function resolveSession(ctx: AccountsContext, tokenHash: string): Promise<string | null> {
  const session = await repo.findSession(ctx.db, tokenHash);
  if (!session) return null;
  const now = ctx.clock.now().getTime();
  const idleUntil = session.lastSeenAt.getTime() + ctx.settings.idleTimeoutMs;
  if (now >= session.expiresAt.getTime() || now >= idleUntil) {
    await repo.deleteSession(ctx.db, tokenHash);
    return null;
  }
  if (now - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    await repo.touchSession(ctx.db, tokenHash, new Date(now));
  }
  return session.playerId;
}

export async function signOut(ctx: AccountsContext, tokenHash: string | null): Promise<void> {
  if (!tokenHash) return;
  await inTransaction(ctx, async (tx) => {
    const playerId = await repo.deleteSession(tx.db, tokenHash);
    if (playerId) await writeSessionsEnded(tx.db, playerId, tx.clock.now());
  });
}

/**
 * The rules that need the server (the breached corpus) or the email, on the NFKC form. Length is
 * checked by the contract's schema, which normalises first too.
 */
export function checkPasswordPolicy(
  password: string,
  email: string | null,
  locale: Locale,
  field = "body.password",
): void {
  const refusal = passwordRefusal(normalizePassword(password), email);
  if (refusal) {
    throw refuse("VALIDATION_FAILED", locale, refusal, {
      fields: [{ path: field, message: message(locale, refusal) }],
    });
  }
}

export async function signUp(
  ctx: AccountsContext,
  input: SignUpRequest,
  requester: Requester,
): Promise<OpenedSession & { isNewPlayer: true }> {
  const { locale } = requester;
  checkPasswordPolicy(input.password, input.email, locale);
  if (input.termsVersion !== (await currentTermsVersion(ctx))) {
    throw refuse("CONFLICT", locale, "termsOutdated");
  }
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  const playerId = randomUUID();
  // The player, their confirmation link and their first session are one write; the email goes out
  // only once they are stored.
  const { session, confirmationEmail } = await inTransaction(ctx, async (tx) => {
    const inserted = await repo.insertPlayer(tx.db, {
      id: playerId,
      email: input.email,
      passwordHash,
      locale,
      termsVersion: input.termsVersion,
      termsAcceptedAt: now,
      invitedBy: input.invitedBy ?? null,
      createdAt: now,
      updatedAt: now,
    });
    if (!inserted) {
      throw refuse("CONFLICT", locale, "emailTaken", {
        fields: [{ path: "body.email", message: message(locale, "emailTaken") }],
      });
    }
    await announcePlayerCreated(tx, {
      id: playerId,
      invitedBy: input.invitedBy ?? null,
      ip: requester.ip,
      userAgent: requester.userAgent,
      theme: requester.brand.id,
    });
    const confirmationEmail = await issueEmailConfirmation(
      tx,
      { id: playerId, email: input.email },
      requester,
    );
    return { session: await openSession(tx, playerId, requester, "signup"), confirmationEmail };
  });
  await ctx.messenger.sendEmail(confirmationEmail).catch((error: unknown) =>
    // The account exists either way; the player can ask for the email again from the profile.
    ctx.log.warn({ err: error, playerId }, "confirmation email not sent at sign-up"),
  );
  return { ...session, isNewPlayer: true };
}

export async function signIn(
  ctx: AccountsContext,
  input: SignInRequest,
  requester: Requester,
): Promise<OpenedSession> {
  const { locale } = requester;
  const guess = await guessPassword(ctx, input.email, requester, async () => {
    const player = await repo.findPlayerByEmail(ctx.db, input.email);
    return (await verifyPassword(player?.passwordHash ?? null, input.password)) ? player : undefined;
  });
  if (!guess) throw refuse("BAD_REQUEST", locale, "wrongCredentials", { reason: "INVALID_CREDENTIALS" });
  const { value: player, forgive } = guess;
  refuseWhenBarred(player, ctx.clock.now(), locale);
  return inTransaction(ctx, async (tx) => {
    await forgive(tx);
    return openSession(tx, player.id, requester, "password");
  });
}

/**
 * A password guess for the account of `email` under the throttles of the account and the IP:
 * counted as a failure before `check` runs, so parallel guesses get no more checks than sequential
 * ones, and refused (429) while either key is blocked. A right guess (`check` answers a value)
 * comes with `forgive`, to run in the transaction it leads to: the account starts afresh, and the
 * IP gets back only what this guess added (another IP's worth of guesses is not wiped by one
 * success).
 */
export async function guessPassword<T>(
  ctx: AccountsContext,
  email: string,
  requester: Requester,
  check: () => Promise<T | undefined>,
): Promise<{ value: T; forgive: (tx: AccountsContext) => Promise<void> } | undefined> {
  const accountKey = `account:${email}`;
  const ipKey = `ip:${requester.ip}`;
  const attempt = await countAttempt(ctx, { [accountKey]: ACCOUNT_THROTTLE, [ipKey]: IP_THROTTLE });
  if ("retryAfterSeconds" in attempt) {
    const seconds = attempt.retryAfterSeconds;
    throw new AppError(
      "RATE_LIMITED",
      message(requester.locale, "tooManyAttempts", { when: retryWhen(requester.locale, seconds) }),
      { retryAfterSeconds: seconds },
    );
  }
  const value = await check();
  if (value === undefined) return undefined;
  return {
    value,
    async forgive(tx) {
      await repo.clearFailures(tx.db, [accountKey]);
      const ip = attempt.counted.find((counted) => counted.before.key === ipKey);
      if (ip) await repo.restoreThrottle(tx.db, ip.before, ip.countedAs);
    },
  };
}

type Attempt = { retryAfterSeconds: number } | { counted: { before: repo.ThrottleRow; countedAs: number }[] };

/**
 * Counts a sign-in attempt as a failure against each key before the password is checked, one
 * attempt at a time per key, so parallel guesses get no more checks than sequential ones; or
 * answers how long to wait while a key is blocked.
 */
async function countAttempt(ctx: AccountsContext, rules: Record<string, ThrottleRule>): Promise<Attempt> {
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
    const rows = await repo.lockThrottles(tx.db, Object.keys(rules), now);
    const blockedUntil = Math.max(...rows.map((row) => row.blockedUntil.getTime()));
    if (blockedUntil > now.getTime()) {
      return { retryAfterSeconds: Math.ceil((blockedUntil - now.getTime()) / 1000) };
    }
    const counted = [];
    for (const before of rows) {
      const rule = rules[before.key] ?? ACCOUNT_THROTTLE;
      const failures = failuresAt(rule, before, now) + 1;
      const blockedUntil = new Date(now.getTime() + delayAfter(rule, failures));
      await repo.saveThrottle(tx.db, { key: before.key, failures, lastFailureAt: now, blockedUntil });
      counted.push({ before, countedAs: failures });
    }
    return { counted };
  });
}
