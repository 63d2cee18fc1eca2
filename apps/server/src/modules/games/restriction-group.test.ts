import { describe, expect, it } from "vitest";
import { gamesRestrictedAt, PUBLIC_GROUP, restrictionGroup } from "./restriction-group.ts";

const SERVED = { coins: true, entries: true };
const COINS_ONLY = { coins: true, entries: false };
const games = [
  { id: 7, restrictedStates: ["NY", "MI"] },
  { id: 3, restrictedStates: ["MI"] },
  { id: 5, restrictedStates: [] },
];

describe("restriction groups", () => {
  it("is public when nothing restricts the visitor", () => {
    expect(restrictionGroup(SERVED, []).key).toBe(PUBLIC_GROUP);
  });

  it("gives the same short key for the same restrictions, and another for any other", () => {
    const key = restrictionGroup(COINS_ONLY, [3, 7]).key;
    expect(key).toMatch(/^[0-9a-f]{16}$/);
    expect(restrictionGroup({ entries: false, coins: true }, [3, 7]).key).toBe(key);
    expect(restrictionGroup(COINS_ONLY, [3]).key).not.toBe(key);
    expect(restrictionGroup(SERVED, [3, 7]).key).not.toBe(key);
    expect(restrictionGroup({ coins: false, entries: false }, [3, 7]).key).not.toBe(key);
  });

  it("restricts the games of the visitor's US state only, in a stable order", () => {
    expect(gamesRestrictedAt({ country: "US", region: "MI" }, games)).toEqual([3, 7]);
    expect(gamesRestrictedAt({ country: "US", region: "NY" }, games)).toEqual([7]);
    expect(gamesRestrictedAt({ country: "US", region: "TX" }, games)).toEqual([]);
    expect(gamesRestrictedAt({ country: "CA", region: "MI" }, games)).toEqual([]);
    expect(gamesRestrictedAt({ country: null, region: null }, games)).toEqual([]);
  });
});
