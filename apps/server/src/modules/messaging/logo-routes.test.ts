import { THEME_IDS } from "@reelhouse/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { emailLogoPath } from "./email-logo.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ DEV_OUTBOX: "false" });
});
afterAll(async () => {
  await t.close();
});

/** The colour of one pixel of a PNG, as #rrggbb, or null where it is transparent. */
async function pixel(png: Buffer, x: number, y: number): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  if ((data[at + 3] ?? 0) < 128) return null;
  return `#${[...data.subarray(at, at + 3)].map((value) => value.toString(16).padStart(2, "0")).join("")}`;
}

/** Within a few steps per channel: the PNG is palette-quantised. */
function expectNear(actual: string | null, expected: string) {
  expect(actual).not.toBeNull();
  const channels = (color: string) => [1, 3, 5].map((at) => Number.parseInt(color.slice(at, at + 2), 16));
  const a = channels(actual ?? "");
  for (const [index, value] of channels(expected).entries()) {
    expect(Math.abs((a[index] ?? 0) - value), `${actual} ≈ ${expected}`).toBeLessThanOrEqual(12);
  }
}

describe("email logos", () => {
  it("serves every brand's logo mark as a 3× PNG that any origin may show and caches may keep", async () => {
    for (const theme of THEME_IDS) {
      const response = await t.app.inject({ method: "GET", url: emailLogoPath({ id: theme }) });
      expect(response.statusCode, theme).toBe(200);
      expect(response.headers["content-type"]).toBe("image/png");
      expect(response.headers["cache-control"]).toBe("public, max-age=86400, stale-while-revalidate=604800");
      expect(response.headers["cross-origin-resource-policy"]).toBe("cross-origin");
      const { format, width, height, hasAlpha } = await sharp(response.rawPayload).metadata();
      expect({ format, width, height, hasAlpha }).toEqual({
        format: "png",
        width: 120,
        height: 120,
        hasAlpha: true,
      });
    }
  });

  it("fills closed shapes and strokes open ones, in the brand's colours", async () => {
    const funrize = (await t.app.inject({ method: "GET", url: "/email/logo/funrize.png" })).rawPayload;
    expectNear(await pixel(funrize, 60, 60), "#ffd23f"); // the inner star, accent
    expectNear(await pixel(funrize, 60, 15), "#ff7a1a"); // the outer star's top point, primary
    expect(await pixel(funrize, 2, 2)).toBeNull();

    // Fortune Wheelz's spokes are open paths: filled, they would have no area at all.
    const wheel = (await t.app.inject({ method: "GET", url: "/email/logo/fortuneWheelz.png" })).rawPayload;
    expectNear(await pixel(wheel, 60, 30), "#ff4f7b");
  });

  it("answers 404 for a theme that does not exist", async () => {
    for (const url of ["/email/logo/nope.png", "/email/logo/constructor.png", "/email/logo/funrize.svg"]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(404);
    }
  });
});
