import { describe, expect, it } from "vitest";
import { menuOf } from "~/lib/navigation.ts";
import { LEGAL_LINKS, MAIN_NAVIGATION } from "./navigation.ts";

describe("the menus the features contribute", () => {
  it("lead first to the pages a visitor can use today, in order (new modules' entries follow)", () => {
    expect(MAIN_NAVIGATION.slice(0, 2).map(({ path, label }) => [path, label])).toEqual([
      ["/lobby", "nav.lobby"],
      ["/how-it-works", "nav.howItWorks"],
    ]);
    expect(LEGAL_LINKS.map(({ path }) => path)).toEqual([
      "/page/terms",
      "/page/privacy",
      "/page/sweepstakes-rules",
      "/mail-in",
      "/page/responsible-play",
    ]);
  });

  it("refuse two entries leading to one path", () => {
    const entry = { menu: "main", path: "/lobby", label: "nav.lobby", order: 10 } as const;
    expect(() => menuOf([entry, { ...entry, order: 20 }], "main")).toThrow(/one path/);
  });
});
