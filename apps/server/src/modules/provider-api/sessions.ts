/**
 * Launch tokens. A launch hands the provider a fresh random token in the game's URL and keeps only
 * its SHA-256, with the player, game, currency and the address the player launched from. The
 * token lets the provider authenticate the player and place bets until it has gone unused for the
 * configured idle time, or until the player launches the same game again (one live token per
 * player and game). Wins and rollbacks carry no token: a round once staked is always settled.
 */
import {
  type Currency,
  type Locale,
  type ProviderAuthenticateRequest,
  toProviderCurrency,
} from "@reelhouse/contract";
import type { ProviderSettings } from "../../config/provider-api.ts";
import type { Db } from "../../db/client.ts";
import { withTransaction } from "../../db/transaction.ts";
import { hashSecret, randomToken } from "../../lib/secrets.ts";
import { isOnPlayBreak } from "../accounts/service.ts";
import { type Answer, balanceIn, type ProviderApiContext } from "./context.ts";
import * as repo from "./repo.ts";

export interface LaunchOrder {
  playerId: string;
  /** The catalogue's provider: its slug and launch URL template. */
  provider: { slug: string; launchUrl: string };
  gameCode: string;
  currency: Currency;
  locale: Locale;
  /** Where the player launches from: the geo rules are checked for this address at every bet. */
  ip: string;
  /** The brand launched from: the session's rounds count in that brand's races. */
  theme?: string;
}

/** The provider's launch URL with `{game}`, `{token}`, `{currency}` and `{lang}` filled in. */
export async function launchUrl(ctx: ProviderApiContext, order: LaunchOrder): Promise<string> {
  const { slug, launchUrl: template } = order.provider;
  if (!Object.hasOwn(ctx.settings.providers, slug)) {
    throw new Error(`game provider "${slug}" has no provider API settings`);
  }
  const token = randomToken();
  const now = ctx.clock.now();
  await withTransaction(ctx.db, (tx) =>
    repo.replaceSession(tx, {
      tokenHash: hashSecret(token),
      provider: slug,
      playerId: order.playerId,
      gameCode: order.gameCode,
      currency: order.currency,
      ip: order.ip,
      theme: order.theme ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ctx.settings.tokenIdleMs),
    }),
  );
  const values: Record<string, string> = {
    game: order.gameCode,
    token,
    currency: toProviderCurrency(order.currency),
    lang: order.locale,
  };
  return template.replace(/\{(game|token|currency|lang)\}/g, (_, name: string) =>
    encodeURIComponent(values[name] as string),
  );
}

/** The session of `token` with this provider, while it may still be used. */
export async function findLiveSession(
  db: Db,
  provider: ProviderSettings,
  token: string,
  now: Date,
): Promise<repo.SessionRow | undefined> {
  const session = await repo.findSession(db, hashSecret(token));
  return session && session.provider === provider.slug && session.expiresAt > now ? session : undefined;
}

/** Use of a session (an authenticate, a bet) keeps it alive for another idle period. */
export function extendSession(
  ctx: ProviderApiContext,
  db: Db,
  session: repo.SessionRow,
  now: Date,
): Promise<void> {
  return repo.extendSession(db, session.tokenHash, new Date(now.getTime() + ctx.settings.tokenIdleMs));
}

/** `authenticate`: who the token's player is, in which currency the game plays, and the balance. */
export async function authenticate(
  ctx: ProviderApiContext,
  provider: ProviderSettings,
  request: ProviderAuthenticateRequest,
): Promise<Answer> {
  const now = ctx.clock.now();
  const session = await findLiveSession(ctx.db, provider, request.token, now);
  const player = session && (await ctx.accounts.standing(session.playerId));
  if (!session || !player) return { status: "INVALID_TOKEN" };
  if (player.accountStatus === "BLOCKED" || isOnPlayBreak(player, now)) {
    return { status: "PLAYER_BLOCKED", user: session.playerId };
  }
  await extendSession(ctx, ctx.db, session, now);
  const balances = await ctx.wallet.balances(session.playerId);
  return {
    status: "OK",
    user: session.playerId,
    currency: toProviderCurrency(session.currency),
    balance: balanceIn(balances, session.currency),
  };
}
