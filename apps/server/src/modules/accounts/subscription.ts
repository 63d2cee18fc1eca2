/**
 * The subscription tab and the one sender of marketing messages. A player takes marketing by email
 * and by SMS only after saying yes on the tab; transactional messages (links, codes, receipts) are
 * sent through the messenger directly and never ask.
 *
 * - `sendMarketing` is the only way a marketing message goes out: it sends nothing to a player on
 *   a break from play, and on each channel only what the player said yes to.
 * - Every marketing email carries a one-click unsubscribe link (RFC 8058): a token per player and
 *   per channel, signed with a key of the player's own, so it works without a session and cannot
 *   be forged or turned to another player or channel.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import {
  type Locale,
  MARKETING_CHANNELS,
  type MarketingChannel,
  type Subscription,
  type UnsubscribeLinkState,
} from "@reelhouse/contract";
import type { Brand } from "@reelhouse/contract/brands";
import { randomToken } from "../../lib/secrets.ts";
import type { EmailContent } from "../messaging/service.ts";
import { sitePath } from "./confirmation.ts";
import type { AccountsContext } from "./context.ts";
import { message } from "./messages.ts";
import * as repo from "./repo.ts";
import { isOnPlayBreak } from "./standing.ts";

/** The path of the one-click unsubscribe URL; `?token=` names the player and the channel. */
export const UNSUBSCRIBE_PATH = "/rest/unsubscribe/";
/** The site's page a person opening that URL in a browser is sent to, with the same token. */
export const UNSUBSCRIBE_PAGE_PATH = "/unsubscribe";

const COLUMN_OF = { email: "marketingEmail", sms: "marketingSms" } as const;

export async function subscriptionOf(ctx: AccountsContext, playerId: string): Promise<Subscription> {
  const player = await repo.findPlayerById(ctx.db, playerId);
  return { email: player?.marketingEmail ?? false, sms: player?.marketingSms ?? false };
}

export async function updateSubscription(
  ctx: AccountsContext,
  playerId: string,
  patch: Partial<Subscription>,
): Promise<Subscription> {
  const changes = {
    ...(patch.email !== undefined ? { marketingEmail: patch.email } : {}),
    ...(patch.sms !== undefined ? { marketingSms: patch.sms } : {}),
  };
  await repo.updatePlayer(ctx.db, playerId, { ...changes, updatedAt: ctx.clock.now() });
  return subscriptionOf(ctx, playerId);
}

const signatureOf = (key: string, playerId: string, channel: MarketingChannel) =>
  createHmac("sha256", key).update(`unsubscribe:${playerId}:${channel}`).digest("base64url");

/** The unsubscribe token of the player's `channel`, making the player's signing key on first use. */
export async function unsubscribeToken(
  ctx: AccountsContext,
  playerId: string,
  channel: MarketingChannel,
): Promise<string> {
  const key = await repo.ensureUnsubscribeKey(ctx.db, playerId, randomToken());
  return `${playerId}.${channel}.${signatureOf(key, playerId, channel)}`;
}

/** The player and channel a token names when its signature holds; null for anything else. */
export async function readUnsubscribeToken(
  ctx: AccountsContext,
  token: string,
): Promise<{ playerId: string; channel: MarketingChannel } | null> {
  const [playerId = "", channel = "", signature = "", ...rest] = token.split(".");
  if (rest.length > 0 || !MARKETING_CHANNELS.includes(channel as MarketingChannel)) return null;
  const key = (await repo.findPlayerById(ctx.db, playerId))?.unsubscribeKey;
  if (!key) return null;
  const expected = Buffer.from(signatureOf(key, playerId, channel as MarketingChannel));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { playerId, channel: channel as MarketingChannel };
}

/**
 * Where a person opening the unsubscribe URL lands: the site's unsubscribe page, in the language
 * the player's emails are in (`fallback`, the browser's, for a token that names nobody).
 */
export async function unsubscribePagePath(
  ctx: AccountsContext,
  token: string,
  fallback: Locale,
): Promise<string> {
  const named = await readUnsubscribeToken(ctx, token);
  const stored = named ? (await repo.findPlayerById(ctx.db, named.playerId))?.locale : null;
  const locale: Locale = stored === "es" || stored === "en" ? stored : fallback;
  return `${sitePath(locale, UNSUBSCRIBE_PAGE_PATH)}?token=${encodeURIComponent(token)}`;
}

/** Turns off the channel a valid token names; a token that does not hold changes nothing. */
export async function unsubscribe(ctx: AccountsContext, token: string): Promise<MarketingChannel | null> {
  return (await setSubscribedByLink(ctx, token, false))?.channel ?? null;
}

/** The channel a valid token names and whether the player takes marketing on it; null for a bad token. */
export async function unsubscribeLinkState(
  ctx: AccountsContext,
  token: string,
): Promise<UnsubscribeLinkState | null> {
  const named = await readUnsubscribeToken(ctx, token);
  if (!named) return null;
  const subscription = await subscriptionOf(ctx, named.playerId);
  return { channel: named.channel, isSubscribed: subscription[named.channel] };
}

/**
 * Turns the channel a valid token names off, or (the unsubscribe page's "subscribe again") back
 * on: the token came in a marketing email to the player, so it speaks for them on that channel
 * only. A token that does not hold changes nothing.
 */
export async function setSubscribedByLink(
  ctx: AccountsContext,
  token: string,
  isSubscribed: boolean,
): Promise<UnsubscribeLinkState | null> {
  const named = await readUnsubscribeToken(ctx, token);
  if (!named) return null;
  await repo.updatePlayer(ctx.db, named.playerId, {
    [COLUMN_OF[named.channel]]: isSubscribed,
    updatedAt: ctx.clock.now(),
  });
  return { channel: named.channel, isSubscribed };
}

/** A marketing message: the email's words (in the player's language) and the SMS text. */
export interface MarketingMessage {
  email?: { subject: string } & Pick<EmailContent, "heading" | "paragraphs" | "action">;
  sms?: string;
}

/**
 * Sends a marketing message to the player on the channels they said yes to, unless they are on a
 * break from play; the channels it went out on. `site` is the brand and origin it speaks for.
 */
export async function sendMarketing(
  ctx: AccountsContext,
  playerId: string,
  marketing: MarketingMessage,
  site: { brand: Brand; origin: string },
): Promise<MarketingChannel[]> {
  const player = await repo.findPlayerById(ctx.db, playerId);
  if (player?.accountStatus !== "ACTIVE" || isOnPlayBreak(player, ctx.clock.now())) return [];
  const sent: MarketingChannel[] = [];
  if (marketing.email && player.marketingEmail) {
    const locale = player.locale === "es" ? "es" : "en";
    const token = await unsubscribeToken(ctx, playerId, "email");
    const unsubscribeUrl = `${site.origin}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
    const { subject, ...content } = marketing.email;
    const body = await ctx.messenger.renderEmail({
      ...content,
      brand: site.brand,
      locale,
      origin: site.origin,
      reason: message(locale, "marketingReason", { url: unsubscribeUrl }),
    });
    await ctx.messenger.sendMarketingEmail({
      to: player.email,
      brand: site.brand,
      subject,
      ...body,
      unsubscribeUrl,
    });
    sent.push("email");
  }
  if (marketing.sms && player.marketingSms && player.phone && player.phoneConfirmedAt) {
    await ctx.messenger.sendSms({ to: player.phone, body: marketing.sms });
    sent.push("sms");
  }
  return sent;
}
