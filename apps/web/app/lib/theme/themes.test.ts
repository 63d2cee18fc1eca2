import { DEFAULT_THEME, THEME_IDS, themeHas } from "@reelhouse/contract";
import { LAYOUTS } from "@reelhouse/contract/brands";
import { describe, expect, it } from "vitest";
import { DEFAULT_THEME_DATA } from "./default-theme.ts";
import { brandFonts } from "./fonts.server.ts";
import { themeCssVariables } from "./theme.ts";
import { logoIconDataUri, THEMES } from "./themes.server.ts";

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe("themes", () => {
  it("defines all nine themes with distinct names, palettes and logos", () => {
    expect(Object.keys(THEMES).sort()).toEqual([...THEME_IDS].sort());
    const all = Object.values(THEMES);
    expect(new Set(all.map((theme) => theme.displayName)).size).toBe(9);
    expect(new Set(all.map((theme) => `${theme.palette.bg}/${theme.palette.primary}`)).size).toBe(9);
    expect(new Set(all.map((theme) => theme.logo.shapes.map((shape) => shape.d).join())).size).toBe(9);
  });

  it("gives each brand its own headline face and look, sharing three layouts among the nine", () => {
    const all = Object.values(THEMES);
    expect(new Set(all.map((theme) => theme.typography.heading)).size).toBe(9);
    const looks = all.map((theme) => [theme.layout, theme.shapes.button, theme.shapes.card].join("/"));
    expect(new Set(looks).size).toBe(9);
    for (const layout of LAYOUTS) {
      expect(all.filter((theme) => theme.layout === layout).length).toBeGreaterThanOrEqual(2);
    }
  });

  it("falls back in the browser to the contract's default theme, the same data as the server's", () => {
    expect(THEMES[DEFAULT_THEME]).toBe(DEFAULT_THEME_DATA);
  });

  it.each(Object.values(THEMES))("$id keeps text readable (WCAG AA)", (theme) => {
    expect(contrast(theme.palette.text, theme.palette.bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.palette.text, theme.palette.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.palette.textMuted, theme.palette.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.palette.primaryText, theme.palette.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.palette.link, theme.palette.bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.palette.link, theme.palette.surface)).toBeGreaterThanOrEqual(4.5);
  });

  it("renders the palette as CSS variables", () => {
    const variables = themeCssVariables(THEMES.tao, brandFonts(THEMES.tao));
    expect(variables["--color-primary"]).toBe("#d9ad45");
    expect(variables["--radius"]).toBe("4px");
    expect(variables["--font-heading"]).toMatch(/^"Cinzel Variable", Georgia/);
    expect(variables["--heading-case"]).toBe("uppercase");
    expect(variables.colorScheme).toBe("dark");
  });

  it("draws the logo as an SVG site icon in the theme's own colours", () => {
    const svg = decodeURIComponent(logoIconDataUri(THEMES.fortuneWheelz).replace("data:image/svg+xml,", ""));
    expect(svg).toContain('fill="#ffc928"');
    // The wheel's spokes are an open path: a stroke, not a fill.
    expect(svg).toMatch(/stroke="#ff4f7b" stroke-width="4" stroke-linecap="round"/);
  });

  it("applies the capability flags of spec §6", () => {
    expect(themeHas("tao", "lobbyPage")).toBe(false);
    expect(themeHas("nlc", "lobbyPage")).toBe(true);
    expect(themeHas("jackpotRabbit", "openLink")).toBe(true);
    expect(THEME_IDS.filter((id) => themeHas(id, "registrationCompletePage"))).toEqual(["nlc", "stormrush"]);
  });
});
