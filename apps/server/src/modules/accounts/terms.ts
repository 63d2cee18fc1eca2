/**
 * Terms and privacy versions. Sign-up records the version the player accepted; publishing a newer
 * version makes every player accept again (the site shows the terms dialog until they do).
 */
import type { Locale, TermsInfo } from "@reelhouse/contract";
import type { AccountsContext } from "./context.ts";
import { refuse } from "./messages.ts";
import * as repo from "./repo.ts";

/**
 * How long a newly published version may take to reach app init, which every page reads. The
 * terms endpoints, acceptance and sign-up read the current version afresh.
 */
export const TERMS_VERSION_TTL_MS = 5_000;

/** The first version exists from the start, so sign-up always has something to accept. */
export async function ensureTermsPublished(ctx: Pick<AccountsContext, "db" | "clock">): Promise<void> {
  if ((await repo.findCurrentTermsVersion(ctx.db)) !== undefined) return;
  await repo.insertTermsVersion(ctx.db, {
    version: 1,
    publishedAt: ctx.clock.now(),
    summary: "Terms of use and privacy policy",
  });
}

export async function publishTermsVersion(ctx: Pick<AccountsContext, "db" | "clock">, summary: string) {
  const version = ((await repo.findCurrentTermsVersion(ctx.db)) ?? 0) + 1;
  await repo.insertTermsVersion(ctx.db, { version, publishedAt: ctx.clock.now(), summary });
  return version;
}

export async function currentTermsVersion(ctx: Pick<AccountsContext, "db">): Promise<number> {
  return (await repo.findCurrentTermsVersion(ctx.db)) ?? 1;
}

/**
 * When the current version was published: the date the legal pages give as their effective date
 * unless a page sets its own.
 */
export async function currentTermsPublishedAt(ctx: Pick<AccountsContext, "db">): Promise<Date | null> {
  return (await repo.findCurrentTermsPublishedAt(ctx.db)) ?? null;
}

export function termsInfo(currentVersion: number, acceptedVersion: number | null): TermsInfo {
  return {
    currentVersion,
    acceptedVersion,
    needsAcceptance: acceptedVersion === null || acceptedVersion < currentVersion,
  };
}

export async function getTermsInfo(ctx: AccountsContext, playerId: string): Promise<TermsInfo> {
  const player = await repo.findPlayerById(ctx.db, playerId);
  return termsInfo(await currentTermsVersion(ctx), player?.termsVersion ?? null);
}

/** Accepting an older version than the current one is refused: the player must see what changed. */
export async function acceptTerms(ctx: AccountsContext, playerId: string, version: number, locale: Locale) {
  const current = await currentTermsVersion(ctx);
  if (version !== current) throw refuse("CONFLICT", locale, "termsOutdated");
  const now = ctx.clock.now();
  await repo.updatePlayer(ctx.db, playerId, { termsVersion: version, termsAcceptedAt: now, updatedAt: now });
  return termsInfo(current, version);
}
