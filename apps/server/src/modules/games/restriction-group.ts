/**
 * Restriction groups (spec §3 `playerRestrictionIdsHash`): players whom the same rules restrict see
 * the same catalogue, so it is built and cached once per group. What restricts a player at their
 * place is which currencies the geo rules offer there and which games are not offered in their US
 * state. The group's key is a short hash of exactly that, so the same restrictions give the same
 * key wherever they apply, and a change to them gives another. Nothing restricting gives `public`,
 * the group the spec's client asks for by default.
 */
import { createHash } from "node:crypto";
import type { CurrencyAccess } from "@reelhouse/contract";

export const PUBLIC_GROUP = "public";

export interface RestrictionGroup {
  key: string;
  currencies: CurrencyAccess;
  /** Games not offered at all at the place, ascending. */
  restrictedGameIds: readonly number[];
}

/** The games whose `restrictedStates` name the place's US state. */
export function gamesRestrictedAt(
  place: { country: string | null; region: string | null },
  games: readonly { id: number; restrictedStates: readonly string[] }[],
): number[] {
  const { country, region } = place;
  if (country !== "US" || !region) return [];
  return games
    .filter((game) => game.restrictedStates.includes(region))
    .map((game) => game.id)
    .sort((a, b) => a - b);
}

export function restrictionGroup(
  currencies: CurrencyAccess,
  restrictedGameIds: readonly number[],
): RestrictionGroup {
  const unrestricted = currencies.coins && currencies.entries && restrictedGameIds.length === 0;
  const key = unrestricted
    ? PUBLIC_GROUP
    : createHash("sha256")
        .update(
          JSON.stringify({
            coins: currencies.coins,
            entries: currencies.entries,
            restricted: restrictedGameIds,
          }),
        )
        .digest("hex")
        .slice(0, 16);
  return { key, currencies: { coins: currencies.coins, entries: currencies.entries }, restrictedGameIds };
}
