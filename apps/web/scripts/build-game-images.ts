/**
 * Renders every catalogue game's tile to the images the lobby shows (spec §9): WebP at quality 75
 * in two densities, `/images/games/<slug>.webp` (240 × 320) and `<slug>@2x.webp` (480 × 640), into
 * the client build, where the server serves them with long cache headers (plugins/web.ts). The art
 * is code (features/studio/art), so the images are made at build and never committed. Run by
 * `npm run build -w @reelhouse/web` after React Router's build, which empties build/.
 */
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { TITLES } from "@reelhouse/games";
import sharp from "sharp";
import { titleArt } from "~/features/studio/art/index.ts";

/** Spec §9: portrait 3:4 tiles; 1x is 240 × 320 CSS pixels, 2x doubles it for dense screens. */
const TILE_WIDTH = 240;
const TILE_HEIGHT = 320;
const DENSITIES = [
  { scale: 1, suffix: "" },
  { scale: 2, suffix: "@2x" },
] as const;
const WEBP_QUALITY = 75;

const OUTPUT_DIR = new URL("../build/client/images/games/", import.meta.url).pathname;

/**
 * Every game the catalogue can list, with its tile as SVG: the house titles. An outside studio's
 * games bring their own art (the sandbox provider's test pages are in no catalogue, ADR 105).
 */
const tiles: { slug: string; svg: string }[] = TITLES.map((title) => ({
  slug: title.info.id,
  svg: titleArt(title.info.id).tile(),
}));

await mkdir(OUTPUT_DIR, { recursive: true });
const written = await Promise.all(
  tiles.flatMap(({ slug, svg }) =>
    DENSITIES.map(async ({ scale, suffix }) => {
      const width = TILE_WIDTH * scale;
      // Rasterised at the output size (not scaled from a bitmap), so both densities are sharp.
      const info = await sharp(Buffer.from(svg), { density: (72 * width) / 300 })
        .resize(width, TILE_HEIGHT * scale, { fit: "cover" })
        .webp({ quality: WEBP_QUALITY })
        .toFile(join(OUTPUT_DIR, `${slug}${suffix}.webp`));
      return info.size;
    }),
  ),
);
const kilobytes = written.reduce((sum, size) => sum + size, 0) / 1024;
console.log(
  `game images: ${written.length} WebP files for ${tiles.length} games, ${kilobytes.toFixed(1)} KB`,
);
