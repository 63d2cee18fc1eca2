import { THEME_IDS, type ThemeId } from "@reelhouse/contract";
import { BRANDS } from "@reelhouse/contract/brands";
import { describe, expect, it } from "vitest";
import { BANNER_SUBJECTS } from "~/features/games/banner-art.server.ts";
import { loader } from "./banner-art.ts";

function artFor(file: string, theme: ThemeId): Response {
  try {
    return loader({ params: { file }, context: { theme } } as unknown as Parameters<typeof loader>[0]);
  } catch (thrown) {
    // `data(null, { status })` is thrown for a subject that does not exist.
    const status = (thrown as { init?: { status?: number } }).init?.status;
    return new Response(null, { status: status ?? 500 });
  }
}

async function expectArt(response: Response, viewBox: string, theme: ThemeId): Promise<void> {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
  const svg = await response.text();
  const parsed = new DOMParser().parseFromString(svg, "image/svg+xml");
  expect(parsed.getElementsByTagName("parsererror")).toHaveLength(0);
  expect(parsed.documentElement.getAttribute("viewBox")).toBe(viewBox);
  // Drawn in the brand's own colours: its accent paints part of every picture.
  expect(svg).toContain(BRANDS[theme].palette.accent);
}

describe("the house's banner art", () => {
  it.each(BANNER_SUBJECTS)(
    "draws %s, wide and narrow, as a well-formed SVG image in every brand",
    async (subject) => {
      for (const [file, viewBox] of [
        [`${subject}.svg`, "0 0 1200 400"],
        [`${subject}.narrow.svg`, "0 0 720 400"],
      ] as const) {
        for (const theme of THEME_IDS) await expectArt(artFor(file, theme), viewBox, theme);
      }
    },
  );

  it("shows each brand a picture of its own", async () => {
    const pictures = await Promise.all(THEME_IDS.map((theme) => artFor("wheel.svg", theme).text()));
    expect(new Set(pictures).size).toBe(THEME_IDS.length);
  });

  it.each(["lottery.svg", "welcome", "welcome.png", "welcome.wide.svg", "..%2Fwelcome.svg"])(
    "answers %s with 404",
    (file) => {
      expect(artFor(file, "funrize").status).toBe(404);
    },
  );
});
