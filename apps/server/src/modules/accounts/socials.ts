/**
 * The socials tab: which of the configured providers (Google, Facebook, Apple) are linked to the
 * player, and unlinking one. Linking goes through the social sign-in (social-sign-in.ts).
 *
 * - An account must keep a way in: without a password, the last linked provider cannot be
 *   unlinked. The player's row is locked while deciding, so two unlinks at once cannot both pass.
 * - Only the signed-in player's own identities are ever deleted.
 */
import type { Locale, SocialMethod, SocialsPage } from "@reelhouse/contract";
import { type AccountsContext, inTransaction } from "./context.ts";
import { refuse } from "./messages.ts";
import * as repo from "./repo.ts";

export async function socialsPage(
  ctx: AccountsContext,
  playerId: string,
  methods: readonly SocialMethod[],
): Promise<SocialsPage> {
  const [player, identities] = await Promise.all([
    repo.findPlayerById(ctx.db, playerId),
    repo.findSocialIdentitiesOfPlayer(ctx.db, playerId),
  ]);
  return {
    hasPassword: Boolean(player?.passwordHash),
    socials: methods.map((method) => {
      const identity = identities.find((linked) => linked.provider === method);
      return { method, isLinked: identity !== undefined, email: identity?.email ?? null };
    }),
  };
}

export function unlinkSocial(
  ctx: AccountsContext,
  playerId: string,
  method: SocialMethod,
  locale: Locale,
): Promise<void> {
  return inTransaction(ctx, async (tx) => {
    await repo.findStanding(tx.db, playerId, { lock: true });
    const [player, identities] = await Promise.all([
      repo.findPlayerById(tx.db, playerId),
      repo.findSocialIdentitiesOfPlayer(tx.db, playerId),
    ]);
    const unlinking = identities.filter((identity) => identity.provider === method).length;
    if (unlinking === 0) throw refuse("NOT_FOUND", locale, "socialNotLinked");
    if (!player?.passwordHash && unlinking === identities.length) {
      throw refuse("CONFLICT", locale, "socialLastWayIn");
    }
    await repo.deleteSocialIdentitiesOf(tx.db, playerId, method);
  });
}
