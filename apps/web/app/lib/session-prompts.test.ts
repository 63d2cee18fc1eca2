import { describe, expect, it } from "vitest";
import { orderSessionPrompts, promptsFor, type SessionPrompt } from "./session-prompts.ts";

const Nothing = () => null;
const prompt = (id: string, order: number, audience: SessionPrompt["audience"]): SessionPrompt => ({
  id,
  order,
  audience,
  Component: Nothing,
});

describe("session prompts", () => {
  it("orders the prompts features register and shows player prompts only to players", () => {
    const ordered = orderSessionPrompts([prompt("terms", 30, "player"), prompt("referral", 0, "everyone")]);
    expect(ordered.map(({ id }) => id)).toEqual(["referral", "terms"]);
    expect(promptsFor(ordered, false).map(({ id }) => id)).toEqual(["referral"]);
    expect(promptsFor(ordered, true).map(({ id }) => id)).toEqual(["referral", "terms"]);
  });

  it("refuses two prompts with one id", () => {
    expect(() => orderSessionPrompts([prompt("terms", 1, "player"), prompt("terms", 2, "player")])).toThrow(
      /terms/,
    );
  });
});
