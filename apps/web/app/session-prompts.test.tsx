import { describe, expect, it } from "vitest";
import { shouldRevalidate } from "./root.tsx";
import { sessionPrompts } from "./session-prompts.tsx";

describe("the root", () => {
  it("collects every feature's session prompts in order", () => {
    expect(sessionPrompts.map(({ id, audience }) => `${id}:${audience}`)).toEqual([
      "referral-memory:everyone",
      "email-confirmation:everyone",
      "facebook-hash:everyone",
      "terms:player",
      "registration-complete:player",
      "game-modal:player",
      "location-gate:player",
      "entries-off:player",
      "welcome:player",
      "offer-popup:player",
      "deposit-streak:player",
      "scratch-cards-issued:player",
      "races-alerts:player",
      "jackpot-win:player",
      "popup-ads:everyone",
      "cash-widget:player",
      "reality-check:player",
    ]);
  });

  it("asks the server again on every client-side navigation to another page (spec §2)", () => {
    const args = (from: string, to: string) =>
      ({
        currentUrl: new URL(from, "https://x.test"),
        nextUrl: new URL(to, "https://x.test"),
        defaultShouldRevalidate: false,
      }) as Parameters<typeof shouldRevalidate>[0];
    expect(shouldRevalidate(args("/lobby", "/profile"))).toBe(true);
    expect(shouldRevalidate(args("/lobby", "/lobby#top"))).toBe(false);
    expect(shouldRevalidate(args("/lobby", "/lobby#cash"))).toBe(false);
  });

  it("asks nothing when only the game modal opens or closes (spec §2 `game`)", () => {
    const args = (from: string, to: string) =>
      ({
        currentUrl: new URL(from, "https://x.test"),
        nextUrl: new URL(to, "https://x.test"),
        defaultShouldRevalidate: true,
      }) as Parameters<typeof shouldRevalidate>[0];
    expect(shouldRevalidate(args("/lobby", "/lobby?game=reef-hunter"))).toBe(false);
    expect(shouldRevalidate(args("/lobby?game=reef-hunter", "/lobby"))).toBe(false);
    expect(shouldRevalidate(args("/lobby", "/lobby?category=fishing"))).toBe(true);
    expect(shouldRevalidate(args("/game?game=a", "/game?game=b"))).toBe(true);
  });
});
