import { describe, expect, it } from "vitest";
import { dueWelcomeGrant, type GrantsPage, mayWelcomeOn, WELCOME_WINDOW_MS } from "./welcome-grant.ts";

const SIGN_UP = Date.parse("2026-03-10T15:00:00.000Z");
const welcome = {
  id: 1,
  kind: "grant" as const,
  createdAt: new Date(SIGN_UP).toISOString(),
  coins: 10_000_000,
  entries: 200,
};
const later = { ...welcome, id: 9, createdAt: "2026-03-12T09:00:00.000Z", coins: 500_000, entries: 0 };
const page = (transactions: GrantsPage["transactions"], nextCursor: number | null = null): GrantsPage => ({
  transactions,
  nextCursor,
});

describe("the welcome grant", () => {
  it("is the player's first grant, the last of the newest-first page", () => {
    expect(dueWelcomeGrant(page([later, welcome]), SIGN_UP + 60_000)).toEqual({
      coins: 10_000_000,
      entries: 200,
    });
  });

  it("is celebrated for a week after sign-up, and not a moment longer", () => {
    expect(dueWelcomeGrant(page([welcome]), SIGN_UP + WELCOME_WINDOW_MS)).not.toBeNull();
    expect(dueWelcomeGrant(page([welcome]), SIGN_UP + WELCOME_WINDOW_MS + 1)).toBeNull();
  });

  it("is celebrated even when the browser's clock is behind the server's", () => {
    expect(dueWelcomeGrant(page([welcome]), SIGN_UP - 5 * 60_000)).not.toBeNull();
  });

  it("is not found for a player with no grant, or with more grants than a page (not new)", () => {
    expect(dueWelcomeGrant(page([]), SIGN_UP)).toBeNull();
    expect(dueWelcomeGrant(page([later, welcome], 1), SIGN_UP)).toBeNull();
  });

  it("shows only the currencies it gave, and nothing when it gave nothing", () => {
    expect(dueWelcomeGrant(page([{ ...welcome, entries: 0 }]), SIGN_UP)).toEqual({
      coins: 10_000_000,
      entries: 0,
    });
    expect(dueWelcomeGrant(page([{ ...welcome, coins: 0, entries: 0 }]), SIGN_UP)).toBeNull();
  });
});

describe("the pages the welcome opens on", () => {
  it.each([
    ["/", true],
    ["/es/", true],
    ["/lobby", true],
    ["/game/history", true],
    ["/geoblock/", false],
    ["/es/geoblock/", false],
    ["/registration-complete/", false],
    ["/es/registration-complete/", false],
    ["/game", false],
    ["/es/game", false],
  ])("%s: %s", (pathname, isOpen) => {
    expect(mayWelcomeOn(pathname)).toBe(isOpen);
  });
});
