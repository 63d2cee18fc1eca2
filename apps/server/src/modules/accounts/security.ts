/**
 * The security page: where the player is signed in (each session by device, place and last use),
 * their latest sign-ins, signing other sessions out, and changing the password while signed in.
 *
 * - A session is named by a digest of its stored token hash, never by the hash itself: the page
 *   can say "sign out that one" without holding anything that opens it.
 * - Changing the password takes the current one (an account made with a social sign-in has none
 *   and sets its first), guessed under the sign-in throttles, and signs out every other session in
 *   the same transaction: whoever else held one is out.
 */
import type {
  ChangePasswordRequest,
  DeviceName,
  Locale,
  SecurityPage,
  SignInMethod,
} from "@reelhouse/contract";
import Bowser from "bowser";
import { AppError } from "../../lib/errors.ts";
import { hashSecret } from "../../lib/secrets.ts";
import { type AccountsContext, inTransaction } from "./context.ts";
import { writeSessionsEnded } from "./events.ts";
import { message, refuse } from "./messages.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import * as repo from "./repo.ts";
import { checkPasswordPolicy, guessPassword, type Requester } from "./sign-in.ts";

/** How many past sign-ins the page lists. */
const SIGN_INS_SHOWN = 10;

/** The page's name for a session: 16 hex digits of a digest of its token hash. */
export const sessionIdOf = (tokenHash: string) => hashSecret(tokenHash).slice(0, 16);

const DEVICE_TYPES = new Set(["desktop", "mobile", "tablet"]);

/** "Chrome" on "macOS", a desktop: what a browser says of itself, as people name it. */
export function deviceOf(userAgent: string | null): DeviceName {
  if (!userAgent) return { browser: null, os: null, type: "other" };
  const { browser, os, platform } = Bowser.parse(userAgent);
  const type = platform.type && DEVICE_TYPES.has(platform.type) ? platform.type : "other";
  return { browser: browser.name || null, os: os.name || null, type: type as DeviceName["type"] };
}

export async function securityPage(
  ctx: AccountsContext,
  playerId: string,
  currentTokenHash: string,
): Promise<SecurityPage> {
  const now = ctx.clock.now();
  const [player, sessions, signIns] = await Promise.all([
    repo.findPlayerById(ctx.db, playerId),
    repo.findSessionsOfPlayer(ctx.db, playerId, now),
    repo.findLatestSignIns(ctx.db, playerId, SIGN_INS_SHOWN),
  ]);
  return {
    hasPassword: Boolean(player?.passwordHash),
    sessions: sessions.map((session) => ({
      id: sessionIdOf(session.tokenHash),
      isCurrent: session.tokenHash === currentTokenHash,
      device: deviceOf(session.userAgent),
      ip: session.ip,
      signedInAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
    })),
    signIns: signIns.map((signIn) => ({
      at: signIn.at.toISOString(),
      method: signIn.method as SignInMethod,
      device: deviceOf(signIn.userAgent),
      ip: signIn.ip,
    })),
  };
}

/**
 * Ends the player's sessions chosen by `which` among their others (never the current one), in the
 * transaction `tx`; answers how many ended.
 */
async function endOtherSessionsIn(
  tx: AccountsContext,
  playerId: string,
  currentTokenHash: string,
  which: (tokenHash: string) => boolean = () => true,
): Promise<number> {
  const now = tx.clock.now();
  const ending = (await repo.findSessionsOfPlayer(tx.db, playerId, now))
    .map((session) => session.tokenHash)
    .filter((tokenHash) => tokenHash !== currentTokenHash && which(tokenHash));
  const ended = await repo.deleteSessionsOf(tx.db, playerId, ending);
  // The player's connections are told to fetch a token anew, which only this session gets.
  if (ended > 0) await writeSessionsEnded(tx.db, playerId, now);
  return ended;
}

/** Ends one of the player's other sessions; a session not theirs, or this one, is not found. */
export async function signOutSession(
  ctx: AccountsContext,
  playerId: string,
  currentTokenHash: string,
  sessionId: string,
  locale: Locale,
): Promise<void> {
  const isChosen = (tokenHash: string) => sessionIdOf(tokenHash) === sessionId;
  const ended = await inTransaction(ctx, (tx) =>
    endOtherSessionsIn(tx, playerId, currentTokenHash, isChosen),
  );
  if (ended === 0) {
    throw refuse("NOT_FOUND", locale, "sessionNotFound");
  }
}

export const signOutOtherSessions = (ctx: AccountsContext, playerId: string, currentTokenHash: string) =>
  inTransaction(ctx, (tx) => endOtherSessionsIn(tx, playerId, currentTokenHash));

export async function changePassword(
  ctx: AccountsContext,
  playerId: string,
  currentTokenHash: string,
  input: ChangePasswordRequest,
  requester: Requester,
): Promise<void> {
  const { locale } = requester;
  const player = await repo.findPlayerById(ctx.db, playerId);
  if (!player) throw refuse("BAD_REQUEST", locale, "wrongCredentials", { reason: "INVALID_CREDENTIALS" });
  checkPasswordPolicy(input.newPassword, player.email, locale, "body.newPassword");
  let forgive: ((tx: AccountsContext) => Promise<void>) | null = null;
  if (player.passwordHash) {
    const guess = await guessPassword(ctx, player.email, requester, async () =>
      (await verifyPassword(player.passwordHash, input.currentPassword ?? "")) ? true : undefined,
    );
    if (!guess) throw currentPasswordWrong(locale);
    forgive = guess.forgive;
  }
  const passwordHash = await hashPassword(input.newPassword);
  await inTransaction(ctx, async (tx) => {
    await forgive?.(tx);
    await repo.updatePlayer(tx.db, playerId, { passwordHash, updatedAt: tx.clock.now() });
    await endOtherSessionsIn(tx, playerId, currentTokenHash);
  });
}

function currentPasswordWrong(locale: Locale): AppError {
  return new AppError("VALIDATION_FAILED", message(locale, "currentPasswordWrong"), {
    reason: "INVALID_CREDENTIALS",
    fields: [{ path: "body.currentPassword", message: message(locale, "currentPasswordWrong") }],
  });
}
