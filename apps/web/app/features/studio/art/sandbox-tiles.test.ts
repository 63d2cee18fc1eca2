import { SANDBOX_GAMES } from "@reelhouse/games";
import { describe, expect, it } from "vitest";
import { sandboxTile } from "./sandbox-tiles.ts";

function parseSvg(markup: string): Document {
  const doc = new DOMParser().parseFromString(markup, "image/svg+xml");
  if (doc.getElementsByTagName("parsererror").length > 0)
    throw new Error(`SVG does not parse: ${markup.slice(0, 120)}`);
  return doc;
}

describe.each(SANDBOX_GAMES.map((game) => [game.slug, game] as const))("the %s tile", (_slug, game) => {
  const markup = sandboxTile(game);
  const doc = parseSvg(markup);

  it("is a 3:4 portrait drawing, the house tiles' size", () => {
    expect(doc.documentElement.getAttribute("viewBox")).toBe("0 0 300 400");
  });

  it("paints in the game's own colours", () => {
    expect(markup).toContain(game.palette.accent);
  });

  it("refers only to its own definitions, under ids no other tile uses", () => {
    const ids = [...doc.querySelectorAll("[id]")].map((element) => element.id);
    expect(ids.every((id) => id.startsWith(`sandbox-${game.slug}-`))).toBe(true);
    const references = [...markup.matchAll(/(?:url\(#|href="#)([^)"]+)/g)].map((match) => match[1]);
    expect(references.filter((reference) => !ids.includes(reference ?? ""))).toEqual([]);
  });

  it("uses no external images or fonts, so every machine renders it alike", () => {
    expect(markup).not.toMatch(/<image|<text|font-family|https?:\/\/(?!www\.w3\.org)/);
  });
});

it("draws each theme's own scene", () => {
  const [first, second] = SANDBOX_GAMES.filter((game) => game.theme === "fishing");
  const crash = SANDBOX_GAMES.find((game) => game.theme === "crash");
  if (!first || !second || !crash) throw new Error("the sandbox catalogue changed: pick other games here");
  // The drawing's elements in order, before the nameplate: its composition, whatever the colours.
  const scene = (markup: string) =>
    [...parseSvg(markup).documentElement.querySelectorAll(":scope > :not(defs), :scope > :not(defs) *")]
      .map((element) => element.tagName)
      .join(" ")
      .split(" use ")[0];
  expect(scene(sandboxTile(first))).toBe(scene(sandboxTile(second)));
  expect(scene(sandboxTile(crash))).not.toBe(scene(sandboxTile(first)));
});
