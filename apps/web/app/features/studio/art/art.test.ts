import { describe, expect, it } from "vitest";
import { titleArt } from "./index.ts";

/** The studio brief's table: every title's symbol ids, which are the art keys. */
const SYMBOLS_BY_TITLE: Readonly<Record<string, readonly string[]>> = {
  "lucky-lanterns": ["dragon", "koi", "lantern", "fan", "A", "K", "Q", "J", "10", "wild", "scatter"],
  "midnight-fruits": ["seven", "bar", "bell", "plum", "lemon", "cherry", "wild"],
  "viking-voyage": ["longship", "axe", "shield", "helmet", "A", "K", "Q", "J", "10", "wild", "scatter"],
  "savanna-sunrise": [
    "lion",
    "elephant",
    "giraffe",
    "zebra",
    "A",
    "K",
    "Q",
    "J",
    "10",
    "9",
    "wild",
    "scatter",
  ],
  "sunken-fortune": ["octopus", "turtle", "chest", "anchor", "A", "K", "Q", "J", "10", "wild", "scatter"],
  "dragons-hoard": ["dragon", "egg", "sword", "crown", "A", "K", "Q", "J", "wild", "coin"],
  "gold-rush-express": ["train", "pickaxe", "lantern", "cart", "A", "K", "Q", "J", "10", "wild", "nugget"],
  "cosmic-scratch": ["planet", "star", "comet", "rocket", "ufo", "moon", "astronaut"],
  "star-quarry": ["crystal", "comet", "rover", "drill", "A", "K", "Q", "J", "10", "9", "wild", "scatter"],
  "storm-forge": ["hammer", "anvil", "gauntlet", "rune", "A", "K", "Q", "J", "10", "wild", "scatter"],
  "sugar-storm": [
    "crown",
    "heart",
    "star",
    "moon",
    "swirl",
    "gumdrop",
    "mint",
    "jelly",
    "bean",
    "scatter",
    "orb",
  ],
  "potion-parlour": [
    "cauldron",
    "owl",
    "spellbook",
    "red-potion",
    "green-potion",
    "blue-potion",
    "violet-potion",
    "scatter",
  ],
};
const CASH_TITLES = ["dragons-hoard", "gold-rush-express"];
const TIERS = ["mini", "minor", "major", "grand"] as const;

function parseSvg(markup: string): Document {
  const doc = new DOMParser().parseFromString(markup, "image/svg+xml");
  if (doc.getElementsByTagName("parsererror").length > 0)
    throw new Error(`SVG does not parse: ${markup.slice(0, 120)}`);
  return doc;
}

/** Every drawing a title hands out, by a readable name. */
function drawingsOf(gameId: string): [string, string][] {
  const art = titleArt(gameId);
  const drawings: [string, string][] = [
    ...art.symbolIds.map((id): [string, string] => [`symbol ${id}`, art.symbol(id)]),
    ["background", art.background()],
    ["backgroundPortrait", art.backgroundPortrait()],
    ["logo", art.logo()],
    ["thumbnail", art.thumbnail()],
    ["tile", art.tile()],
  ];
  const { cashJackpot } = art;
  if (cashJackpot)
    drawings.push(...TIERS.map((tier): [string, string] => [`jackpot ${tier}`, cashJackpot(tier)]));
  return drawings;
}

describe("the SVG check", () => {
  it("rejects malformed markup", () => {
    expect(() => parseSvg('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>')).toThrow(/does not parse/);
  });
});

describe.each(Object.entries(SYMBOLS_BY_TITLE))("%s", (gameId, symbols) => {
  const art = titleArt(gameId);

  it("draws exactly the symbols of the brief's table, each in a 256 box", () => {
    expect([...art.symbolIds].sort()).toEqual([...symbols].sort());
    for (const id of symbols) {
      expect(parseSvg(art.symbol(id)).documentElement.getAttribute("viewBox")).toBe("0 0 256 256");
    }
  });

  it("refuses a symbol it does not have", () => {
    expect(() => art.symbol("no-such-symbol")).toThrow(/no-such-symbol/);
  });

  it("offers jackpot coins exactly when it is a hold-and-win title", () => {
    expect(Boolean(art.cashJackpot)).toBe(CASH_TITLES.includes(gameId));
  });

  it("draws scenes, logo, thumbnail and tile at their sizes", () => {
    const viewBox = (markup: string) => parseSvg(markup).documentElement.getAttribute("viewBox");
    expect(viewBox(art.background())).toBe("0 0 1920 1080");
    expect(viewBox(art.backgroundPortrait())).toBe("0 0 1080 1920");
    expect(viewBox(art.logo())).toBe("0 0 800 240");
    expect(viewBox(art.thumbnail())).toBe("0 0 400 300");
    expect(viewBox(art.tile())).toBe("0 0 300 400");
  });

  it("parses every drawing, and each reference points into the same drawing", () => {
    for (const [name, markup] of drawingsOf(gameId)) {
      const doc = parseSvg(markup);
      const ids = new Set([...doc.querySelectorAll("[id]")].map((el) => el.id));
      const references = [...markup.matchAll(/(?:url\(#|href="#)([^)"]+)/g)].map((match) => match[1]);
      expect(
        references.filter((ref) => !ids.has(ref ?? "")),
        name,
      ).toEqual([]);
    }
  });

  it("uses no external images or fonts", () => {
    for (const [name, markup] of drawingsOf(gameId)) {
      expect(markup, name).not.toMatch(/<image|<text|font-family|https?:\/\/(?!www\.w3\.org)/);
    }
  });
});

it("never repeats an id, within a drawing or across all drawings of all titles, so any can share a page", () => {
  const owners = new Map<string, string>();
  const repeated: string[] = [];
  for (const gameId of Object.keys(SYMBOLS_BY_TITLE)) {
    for (const [name, markup] of drawingsOf(gameId)) {
      const drawing = `${gameId} ${name}`;
      for (const el of parseSvg(markup).querySelectorAll("[id]")) {
        const owner = owners.get(el.id);
        if (owner) repeated.push(`${el.id} (${owner} / ${drawing})`);
        owners.set(el.id, drawing);
      }
    }
  }
  expect(repeated).toEqual([]);
  // Every drawing of every title parsed once: a busy machine needs more than the default time.
}, 60_000);

it("throws for a game without art", () => {
  expect(() => titleArt("no-such-game")).toThrow(/no-such-game/);
});
