/**
 * Forgotten passwords, by email link (1 h, single use) or by SMS code to a confirmed phone. The
 * request answers the same whether or not an account exists, so it cannot be used to find
 * accounts. A reset signs the player out everywhere.
 */
import type { Locale } from "@reelhouse/contract";
import { AppError } from "../../lib/errors.ts";
import { sitePath } from "./confirmation.ts";
import { type AccountsContext, inTransaction } from "./context.ts";
import { writeSessionsEnded } from "./events.ts";
import { refuse } from "./messages.ts";
import {
  checkCode,
  checkLinkToken,
  consumeSecret,
  issueCode,
  issueLinkToken,
  waitBeforeNextSecret,
} from "./one-time-secrets.ts";
import { codeSmsText, resetPasswordCopy } from "./outgoing-copy.ts";
import { hashPassword } from "./passwords.ts";
import * as repo from "./repo.ts";
import { earnReward } from "./rewards.ts";
import { checkPasswordPolicy, type Requester } from "./sign-in.ts";

const RESET_LINK_TTL_MS = 3_600_000;

type ParsedForgot = { email: string } | { phone: string };
type ParsedReset = { token: string; password: string } | { phone: string; code: string; password: string };

export async function requestPasswordReset(
  ctx: AccountsContext,
  input: ParsedForgot,
  requester: Pick<Requester, "origin" | "brand" | "locale">,
): Promise<void> {
  const { locale, brand, origin } = requester;
  if ("email" in input) {
    const player = await repo.findPlayerByEmail(ctx.db, input.email);
    if (!player) return;
    // A link went out moments ago, or the hour's allowance is spent: sending another would cancel
    // the pending one and flood the inbox. The answer stays the same as for any other address.
    if ((await waitBeforeNextSecret(ctx, player.id, "password_reset_email")) > 0) return;
    const token = await issueLinkToken(
      ctx,
      player.id,
      "password_reset_email",
      player.email,
      RESET_LINK_TTL_MS,
    );
    const copy = resetPasswordCopy(locale, brand.displayName);
    const url = `${origin}${sitePath(locale, "/reset")}?token=${encodeURIComponent(token)}`;
    const body = await ctx.messenger.renderEmail({
      brand,
      locale,
      origin,
      heading: copy.heading,
      paragraphs: copy.paragraphs,
      action: { label: copy.action, url },
      footer: copy.footer,
      reason: copy.reason,
    });
    await ctx.messenger.sendEmail({ to: player.email, brand, subject: copy.subject, ...body });
    return;
  }
  const player = await repo.findPlayerByConfirmedPhone(ctx.db, input.phone);
  if (!player) return;
  let code: string;
  try {
    code = await issueCode(ctx, player.id, "password_reset_phone", input.phone, locale);
  } catch (error) {
    // A code went out less than a minute ago and still works. Saying so would tell a stranger the
    // number has an account, so the answer stays the same as for any other number.
    if (error instanceof AppError && error.code === "RATE_LIMITED") return;
    throw error;
  }
  await ctx.messenger.sendSms({
    to: input.phone,
    body: codeSmsText(locale, brand.displayName, code, "reset"),
  });
}

export async function resetPassword(ctx: AccountsContext, input: ParsedReset, locale: Locale): Promise<void> {
  const byLink = "token" in input;
  const refusal = byLink ? "linkInvalid" : "codeInvalid";
  const row = byLink
    ? await checkLinkToken(ctx, "password_reset_email", input.token, locale)
    : await checkCode(ctx, "password_reset_phone", input.phone, input.code, locale);
  const player = await repo.findPlayerById(ctx.db, row.playerId);
  if (!player) throw refuse("BAD_REQUEST", locale, refusal);
  // Checked before the secret is used up, so a refused password does not burn the link or code.
  checkPasswordPolicy(input.password, player.email, locale);
  const passwordHash = await hashPassword(input.password);
  // Using the secret up, the new password, the reward and signing out everywhere stand or fall
  // together: a reset that stopped halfway would leave the old sessions alive.
  await inTransaction(ctx, async (tx) => {
    await consumeSecret(tx, row, locale, refusal);
    const now = tx.clock.now();
    // Receiving the link proves the address, just as the confirmation link would, and earns the same reward.
    const confirmsEmail = byLink && !player.emailConfirmedAt;
    await repo.updatePlayer(tx.db, player.id, {
      passwordHash,
      ...(confirmsEmail ? { emailConfirmedAt: now } : {}),
      updatedAt: now,
    });
    if (confirmsEmail) await earnReward(tx, player.id, "email");
    await repo.deleteSessionsOfPlayer(tx.db, player.id);
    await writeSessionsEnded(tx.db, player.id, now);
  });
}
