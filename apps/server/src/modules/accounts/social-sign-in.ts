/**
 * Sign-in and sign-up with Google, Facebook or Apple. The social-auth module vouches for the
 * identity; here it becomes a player. A known provider account signs its player in; otherwise a
 * provider-verified email links to the account that already uses it, or opens a new account with
 * that email confirmed. An unverified email never links to an existing account: that would let
 * whoever controls the provider account take over someone else's.
 */
import { randomUUID } from "node:crypto";
import type { Locale } from "@reelhouse/contract";
import type { SocialIdentity } from "../social-auth/service.ts";
import { type AccountsContext, announcePlayerCreated, inTransaction } from "./context.ts";
import { refuse } from "./messages.ts";
import * as repo from "./repo.ts";
import { earnReward } from "./rewards.ts";
import { type OpenedSession, openSession, type Requester, refuseWhenBarred } from "./sign-in.ts";
import { currentTermsVersion } from "./terms.ts";

type SocialRequester = Requester & { invitedBy: string | null; termsVersion: number | null };

/** The new player or the link, the email reward and the session are one write. */
export function signInWithIdentity(
  ctx: AccountsContext,
  identity: SocialIdentity,
  requester: SocialRequester,
): Promise<OpenedSession & { isNewPlayer: boolean }> {
  return inTransaction(ctx, (tx) => signInWithIdentityIn(tx, identity, requester));
}

async function signInWithIdentityIn(
  ctx: AccountsContext,
  identity: SocialIdentity,
  requester: SocialRequester,
): Promise<OpenedSession & { isNewPlayer: boolean }> {
  const { locale } = requester;
  const now = ctx.clock.now();
  const linkedPlayerId = await repo.findSocialPlayerId(ctx.db, identity.provider, identity.subject);
  let playerId = linkedPlayerId;
  let isNewPlayer = false;
  if (!playerId) {
    if (!identity.email) throw refuse("BAD_REQUEST", locale, "socialEmailMissing");
    const existing = await repo.findPlayerByEmail(ctx.db, identity.email);
    if (existing && !identity.emailVerified) throw refuse("CONFLICT", locale, "emailTaken");
    if (existing) {
      playerId = existing.id;
      if (!existing.emailConfirmedAt)
        await repo.updatePlayer(ctx.db, existing.id, { emailConfirmedAt: now, updatedAt: now });
    } else {
      playerId = randomUUID();
      isNewPlayer = await repo.insertPlayer(ctx.db, {
        id: playerId,
        email: identity.email,
        emailConfirmedAt: identity.emailVerified ? now : null,
        name: identity.givenName?.slice(0, 50) ?? null,
        surname: identity.familyName?.slice(0, 50) ?? null,
        locale,
        invitedBy: requester.invitedBy,
        // Terms ticked on the sign-up page count when they are still the current ones; otherwise the
        // site asks for them after sign-in.
        ...(requester.termsVersion !== null && requester.termsVersion === (await currentTermsVersion(ctx))
          ? { termsVersion: requester.termsVersion, termsAcceptedAt: now }
          : {}),
        createdAt: now,
        updatedAt: now,
      });
      // Two first sign-ins racing for one email: the second links to the account the first made.
      if (!isNewPlayer) return signInWithIdentityIn(ctx, identity, requester);
      await announcePlayerCreated(ctx, {
        id: playerId,
        invitedBy: requester.invitedBy,
        ip: requester.ip,
        userAgent: requester.userAgent,
        theme: requester.brand.id,
      });
    }
    await repo.linkSocialIdentity(ctx.db, {
      provider: identity.provider,
      subject: identity.subject,
      playerId,
      email: identity.email,
      createdAt: now,
    });
    if (identity.emailVerified) await earnReward(ctx, playerId, "email");
  }
  const player = await repo.findPlayerById(ctx.db, playerId);
  if (player) refuseWhenBarred(player, ctx.clock.now(), locale);
  return { ...(await openSession(ctx, playerId, requester, identity.provider)), isNewPlayer };
}

/** `needToLogin: false`: attach the provider account to the signed-in player without a new session. */
export async function linkIdentity(
  ctx: AccountsContext,
  playerId: string,
  identity: SocialIdentity,
  locale: Locale,
) {
  const owner = await repo.findSocialPlayerId(ctx.db, identity.provider, identity.subject);
  if (owner && owner !== playerId) throw refuse("CONFLICT", locale, "socialLinkedElsewhere");
  await repo.linkSocialIdentity(ctx.db, {
    provider: identity.provider,
    subject: identity.subject,
    playerId,
    email: identity.email,
    createdAt: ctx.clock.now(),
  });
}
