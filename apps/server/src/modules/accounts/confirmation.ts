/** Email confirmation (link, 24 h) and phone confirmation (6-digit SMS code). Both earn a reward. */
import type { Locale } from "@reelhouse/contract";
import { notSignedIn } from "../../lib/errors.ts";
import { type AccountsContext, inTransaction, type OutgoingEmail } from "./context.ts";
import { writeProfileUpdated } from "./events.ts";
import { refuse } from "./messages.ts";
import { checkCode, consumeSecret, issueCode, issueLinkToken, redeemLinkToken } from "./one-time-secrets.ts";
import { codeSmsText, confirmEmailCopy } from "./outgoing-copy.ts";
import * as repo from "./repo.ts";
import { earnReward } from "./rewards.ts";
import type { Requester } from "./sign-in.ts";

const EMAIL_CONFIRMATION_TTL_MS = 24 * 3_600_000;

/** A site path in the player's language: English has no prefix. */
export function sitePath(locale: Locale, path: string): string {
  return locale === "es" ? `/es${path}` : path;
}

export async function sendEmailConfirmation(
  ctx: AccountsContext,
  playerId: string,
  requester: Pick<Requester, "origin" | "brand" | "locale">,
): Promise<void> {
  const player = await repo.findPlayerById(ctx.db, playerId);
  if (!player) throw notSignedIn();
  if (player.emailConfirmedAt) throw refuse("CONFLICT", requester.locale, "alreadyConfirmed");
  await ctx.messenger.sendEmail(await issueEmailConfirmation(ctx, player, requester));
}

/** Stores a new confirmation link for the player's email and returns the email carrying it, unsent. */
export async function issueEmailConfirmation(
  ctx: AccountsContext,
  player: Pick<repo.PlayerRow, "id" | "email">,
  requester: Pick<Requester, "origin" | "brand" | "locale">,
): Promise<OutgoingEmail> {
  const token = await issueLinkToken(
    ctx,
    player.id,
    "email_confirmation",
    player.email,
    EMAIL_CONFIRMATION_TTL_MS,
  );
  const { brand, locale, origin } = requester;
  const copy = confirmEmailCopy(locale, brand.displayName);
  const url = `${origin}${sitePath(locale, "/")}?confirmEmail=${encodeURIComponent(token)}`;
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
  return { to: player.email, brand, subject: copy.subject, ...body };
}

export async function confirmEmail(
  ctx: AccountsContext,
  token: string,
  locale: Locale,
): Promise<{ playerId: string }> {
  return inTransaction(ctx, async (tx) => {
    const row = await redeemLinkToken(tx, "email_confirmation", token, locale);
    const player = await repo.findPlayerById(tx.db, row.playerId);
    // The address may have changed since the link was sent; the link only confirms the one it went to.
    if (!player || player.email !== row.target) throw refuse("BAD_REQUEST", locale, "linkInvalid");
    const now = tx.clock.now();
    if (!player.emailConfirmedAt) {
      await repo.updatePlayer(tx.db, player.id, { emailConfirmedAt: now, updatedAt: now });
      await writeProfileUpdated(tx.db, player.id, ["emailConfirmed"], now);
    }
    await earnReward(tx, player.id, "email");
    return { playerId: player.id };
  });
}

export async function sendPhoneConfirmation(
  ctx: AccountsContext,
  playerId: string,
  phone: string,
  requester: Pick<Requester, "brand" | "locale">,
): Promise<void> {
  const { locale } = requester;
  const player = await repo.findPlayerById(ctx.db, playerId);
  if (!player) throw notSignedIn();
  if (player.phone === phone && player.phoneConfirmedAt) throw refuse("CONFLICT", locale, "alreadyConfirmed");
  // The number joins the profile only once its code comes back, so a confirmed number stays
  // confirmed until the new one is.
  const code = await issueCode(ctx, playerId, "phone_confirmation", phone, locale);
  // A number another account confirmed gets no code, but the answer (and the one-a-minute limit)
  // is the same as for any number, so this cannot tell anyone whose number is registered.
  if (await repo.isPhoneConfirmedByOther(ctx.db, phone, playerId)) {
    ctx.log.info({ playerId }, "phone code not sent: the number is confirmed on another account");
    return;
  }
  await ctx.messenger.sendSms({
    to: phone,
    body: codeSmsText(locale, requester.brand.displayName, code, "confirm"),
  });
}

export async function confirmPhone(
  ctx: AccountsContext,
  playerId: string,
  code: string,
  locale: Locale,
): Promise<void> {
  const pending = await repo.findLatestTokenOfPlayer(ctx.db, playerId, "phone_confirmation");
  if (!pending) throw refuse("BAD_REQUEST", locale, "noPhone");
  const phone = pending.target;
  const row = await checkCode(ctx, "phone_confirmation", phone, code, locale);
  if (row.playerId !== playerId) throw refuse("BAD_REQUEST", locale, "codeInvalid");
  await inTransaction(ctx, async (tx) => {
    await consumeSecret(tx, row, locale, "codeInvalid");
    // Confirmed elsewhere since the code went out: refused like any wrong code, for the same reason.
    if (await repo.isPhoneConfirmedByOther(tx.db, phone, playerId)) {
      throw refuse("BAD_REQUEST", locale, "codeInvalid");
    }
    const now = tx.clock.now();
    await repo.updatePlayer(tx.db, playerId, { phone, phoneConfirmedAt: now, updatedAt: now });
    await writeProfileUpdated(tx.db, playerId, ["phone", "phoneConfirmed"], now);
    await earnReward(tx, playerId, "phone");
  });
}
