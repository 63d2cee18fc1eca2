import { describe, expect, it } from "vitest";
import { differsOnlyIn, isGameModalChange } from "./game-query.ts";

const url = (path: string) => new URL(path, "https://play.example.com");

describe("the game modal's query (spec §2)", () => {
  it("is a modal change when only `game` comes, goes or changes", () => {
    expect(isGameModalChange(url("/lobby?category=fishing"), url("/lobby?category=fishing&game=reef"))).toBe(
      true,
    );
    expect(isGameModalChange(url("/es/?game=reef"), url("/es/"))).toBe(true);
    expect(isGameModalChange(url("/?game=reef"), url("/?game=dragons-hoard"))).toBe(true);
  });

  it("is a navigation when anything else changes too, or on the game page itself", () => {
    expect(isGameModalChange(url("/lobby"), url("/issues/fishing?game=reef"))).toBe(false);
    expect(isGameModalChange(url("/lobby?category=a"), url("/lobby?category=b&game=reef"))).toBe(false);
    expect(isGameModalChange(url("/lobby"), url("/lobby"))).toBe(false);
    expect(isGameModalChange(url("/game?game=reef"), url("/game?game=dragons-hoard"))).toBe(false);
    expect(isGameModalChange(url("/es/game/?game=a"), url("/es/game/?game=b"))).toBe(false);
  });

  it("compares queries whatever their order", () => {
    expect(differsOnlyIn(url("/lobby?a=1&b=2"), url("/lobby?b=2&a=1&game=x"), ["game"])).toBe(true);
    expect(differsOnlyIn(url("/lobby?a=1"), url("/lobby?a=2"), ["game"])).toBe(false);
  });
});
