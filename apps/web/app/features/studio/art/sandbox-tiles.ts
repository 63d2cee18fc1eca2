/**
 * Catalogue tiles for the sandbox provider's games (SANDBOX_GAMES). An outside studio sends its
 * own key art; the development provider's is drawn here, in the house titles' style, from what the
 * catalogue says of each game: its palette sets the colours, its theme the scene (a reef for
 * fishing, a savanna sunset for wild, a sunburst seven for classic, a rocket for crash), and its
 * name the lettering. 300 × 400, like the house titles' `tile()`; the build renders both.
 */
import type { SandboxGame } from "@reelhouse/games";
import { darken, lighten, mix } from "./shared/color.ts";
import { faceOf, lettering, metalFace } from "./shared/lettering.ts";
import { seededRandom } from "./shared/random.ts";
import { ridge, starField } from "./shared/scenery.ts";
import { around, circle, ellipse, type Point, path, polar, polygon, ribbon, star } from "./shared/shapes.ts";
import { n, SvgCanvas } from "./shared/svg.ts";

const WIDTH = 300;
const HEIGHT = 400;
/** The scene fills the tile; the name sits on a dark band across its foot. */
const NAME_TOP = 280;

type Palette = SandboxGame["palette"];
type Scene = (c: SvgCanvas, palette: Palette, seed: number) => string;

/** A stable seed per game, so its bubbles and stars land in the same places on every build. */
function seedOf(text: string): number {
  let hash = 2166136261;
  for (const ch of text) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619);
  return hash >>> 0;
}

function fishing(c: SvgCanvas, { from, to, accent }: Palette, seed: number): string {
  const water = c.linear([
    [0, lighten(to, 0.25)],
    [0.55, to],
    [1, from],
  ]);
  const ray = c.linear([
    [0, "#ffffff", 0.35],
    [1, "#ffffff", 0],
  ]);
  const rays = [40, 120, 205]
    .map((x, i) =>
      path(
        polygon([
          [x, 0],
          [x + 34, 0],
          [x + 70 - i * 10, 300],
          [x - 20, 300],
        ]),
        `fill="${ray}"`,
      ),
    )
    .join("");
  const rand = seededRandom(seed);
  const bubbles = Array.from({ length: 14 }, () =>
    circle(
      rand() * WIDTH,
      rand() * 260,
      rand() * 5 + 2,
      `fill="none" stroke="#ffffff" stroke-width="1.5" opacity="${n(rand() * 0.5 + 0.3)}"`,
    ),
  ).join("");
  const body = c.volume(accent);
  const fish =
    `<g filter="${c.finish()}" transform="rotate(-12 150 165)">` +
    path(
      polygon([
        [222, 165],
        [268, 128],
        [256, 165],
        [268, 202],
      ]),
      `fill="${darken(accent, 0.15)}" stroke="${darken(from, 0.4)}" stroke-width="4" stroke-linejoin="round"`,
    ) +
    ellipse(150, 165, 82, 50, `fill="${body}" stroke="${darken(from, 0.4)}" stroke-width="4"`) +
    path(
      "M120 128Q150 96 182 124",
      `fill="none" stroke="${darken(accent, 0.3)}" stroke-width="6" stroke-linecap="round"`,
    ) +
    path(
      "M132 150Q140 165 132 180",
      `fill="none" stroke="${darken(accent, 0.35)}" stroke-width="4" stroke-linecap="round"`,
    ) +
    circle(96, 155, 11, `fill="#ffffff" stroke="${darken(from, 0.4)}" stroke-width="3"`) +
    circle(93, 155, 5, `fill="${darken(from, 0.6)}"`) +
    ellipse(150, 140, 44, 14, `fill="${c.gloss(0.55)}"`) +
    "</g>";
  const line =
    path("M62 0V140", `stroke="#e8f4ff" stroke-width="2" opacity="0.8"`) +
    path(
      "M62 140v18a10 10 0 0 0 20 0v-6",
      `fill="none" stroke="${lighten(accent, 0.5)}" stroke-width="4" stroke-linecap="round"`,
    );
  const kelp = [24, 276]
    .map((x, i) =>
      path(
        ribbon(
          [
            [x, 320],
            [x + (i ? -14 : 14), 250],
            [x, 190],
          ],
          16,
          4,
        ),
        `fill="${mix(from, "#1b9e5a", 0.55)}" opacity="0.9"`,
      ),
    )
    .join("");
  return (
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${water}"/>` +
    rays +
    bubbles +
    kelp +
    path(ridge(WIDTH, HEIGHT, { base: 262, amplitude: 22, step: 60, seed }), `fill="${darken(from, 0.35)}"`) +
    line +
    fish
  );
}

function wild(c: SvgCanvas, { from, to, accent }: Palette, seed: number): string {
  const sky = c.linear([
    [0, darken(from, 0.2)],
    [0.55, to],
    [0.8, lighten(accent, 0.3)],
  ]);
  const sun = c.radial([
    [0, lighten(accent, 0.7)],
    [0.6, accent],
    [1, to],
  ]);
  const acacia =
    path(
      "M212 214C214 182 206 160 196 146M214 190C226 172 240 164 254 160",
      `fill="none" stroke="${darken(from, 0.7)}" stroke-width="7" stroke-linecap="round"`,
    ) +
    ellipse(186, 142, 52, 14, `fill="${darken(from, 0.7)}"`) +
    ellipse(250, 156, 36, 11, `fill="${darken(from, 0.7)}"`);
  return (
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${sky}"/>` +
    `<g filter="${c.glow(accent, 14, 1.2)}">${circle(128, 178, 74, `fill="${sun}"`)}</g>` +
    path(
      ridge(WIDTH, HEIGHT, { base: 200, amplitude: 50, step: 70, seed, jagged: true }),
      `fill="${darken(from, 0.25)}" opacity="0.85"`,
    ) +
    path(
      ridge(WIDTH, HEIGHT, { base: 236, amplitude: 26, step: 50, seed: seed + 1 }),
      `fill="${darken(from, 0.55)}"`,
    ) +
    acacia +
    path(
      ridge(WIDTH, HEIGHT, { base: 262, amplitude: 14, step: 30, seed: seed + 2 }),
      `fill="${darken(from, 0.75)}"`,
    )
  );
}

function classic(c: SvgCanvas, { from, to, accent }: Palette, seed: number): string {
  const back = c.radial([
    [0, lighten(to, 0.35)],
    [0.55, to],
    [1, from],
  ]);
  const rays = around(16, (degrees) =>
    path(
      polygon([[150, 150], polar(150, 150, 340, degrees - 5.6), polar(150, 150, 340, degrees + 5.6)]),
      `fill="${accent}" opacity="0.16"`,
    ),
  );
  const rand = seededRandom(seed);
  const sparkles = Array.from({ length: 7 }, () => {
    const [x, y, r] = [rand() * WIDTH, rand() * 250, rand() * 7 + 5];
    return path(star(x, y, 4, r, r * 0.25), `fill="#ffffff" opacity="${n(rand() * 0.5 + 0.5)}"`);
  }).join("");
  const seven = lettering(
    c,
    "7",
    { x: 150, y: 150, size: 150, weight: 0.3 },
    {
      face: metalFace(accent),
      outline: darken(from, 0.6),
      extrude: { color: darken(accent, 0.45), depth: 9 },
      inline: lighten(accent, 0.8),
    },
  );
  return (
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${back}"/>` +
    rays +
    circle(
      150,
      150,
      104,
      `fill="none" stroke="${accent}" stroke-width="6" stroke-dasharray="2 14" stroke-linecap="round" opacity="0.8"`,
    ) +
    sparkles +
    seven
  );
}

function crash(c: SvgCanvas, { from, to, accent }: Palette, seed: number): string {
  const space = c.linear([
    [0, from],
    [1, to],
  ]);
  const trail: Point[] = [
    [20, 262],
    [120, 236],
    [196, 168],
    [236, 96],
  ];
  const hull = c.metal("#d8dee9", false);
  const rocket =
    `<g transform="translate(236 96) rotate(38)" filter="${c.finish()}">` +
    path(
      polygon([
        [-12, 24],
        [-26, 44],
        [-10, 40],
      ]),
      `fill="${accent}" stroke="${darken(from, 0.5)}" stroke-width="3" stroke-linejoin="round"`,
    ) +
    path(
      polygon([
        [12, 24],
        [26, 44],
        [10, 40],
      ]),
      `fill="${accent}" stroke="${darken(from, 0.5)}" stroke-width="3" stroke-linejoin="round"`,
    ) +
    path(
      "M0 -44C16 -26 16 14 12 40H-12C-16 14 -16 -26 0 -44Z",
      `fill="${hull}" stroke="${darken(from, 0.5)}" stroke-width="3.5"`,
    ) +
    circle(0, -6, 8, `fill="${lighten(accent, 0.4)}" stroke="${darken(from, 0.5)}" stroke-width="3"`) +
    path("M-9 42Q0 78 9 42Z", `fill="${lighten(accent, 0.6)}" opacity="0.9"`) +
    "</g>";
  return (
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${space}"/>` +
    starField(seed, 60, WIDTH, NAME_TOP, "#ffffff") +
    circle(70, 80, 30, `fill="${c.volume(lighten(to, 0.4))}" opacity="0.8"`) +
    `<g filter="${c.glow(accent, 6)}">${path(ribbon(trail, 4, 14, 12), `fill="${accent}" opacity="0.85"`)}</g>` +
    rocket
  );
}

const SCENES: Readonly<Record<SandboxGame["theme"], Scene>> = { fishing, wild, classic, crash };

/** The name in one line, or two when it would shrink too far: "Lucky Seven" / "Blitz". */
function nameLines(name: string): string[] {
  const words = name.split(" ");
  if (name.length <= 12 || words.length === 1) return [name];
  let best = [name];
  let bestLongest = Number.POSITIVE_INFINITY;
  for (let cut = 1; cut < words.length; cut += 1) {
    const lines = [words.slice(0, cut).join(" "), words.slice(cut).join(" ")];
    const longest = Math.max(...lines.map((line) => line.length));
    if (longest < bestLongest) [best, bestLongest] = [lines, longest];
  }
  return best;
}

function nameplate(c: SvgCanvas, { name, palette }: SandboxGame): string {
  const band = c.linear([
    [0, "#000000", 0],
    [0.3, "#000000", 0.55],
    [1, "#000000", 0.8],
  ]);
  const lines = nameLines(name);
  const size = lines.length === 1 ? 38 : 32;
  const style = {
    face: faceOf(palette.accent),
    outline: darken(palette.from, 0.65),
    extrude: { color: darken(palette.accent, 0.5), depth: 4 },
  };
  const centre = NAME_TOP + (HEIGHT - NAME_TOP) / 2 + 4;
  const text = lines
    .map((line, i) =>
      lettering(
        c,
        line,
        { x: WIDTH / 2, y: centre + (i - (lines.length - 1) / 2) * (size + 16), size, maxWidth: 268 },
        style,
      ),
    )
    .join("");
  return `<rect y="${NAME_TOP - 40}" width="${WIDTH}" height="${HEIGHT - NAME_TOP + 40}" fill="${band}"/>${text}`;
}

/** The game's catalogue tile as a standalone SVG document, 300 × 400. */
export function sandboxTile(game: SandboxGame): string {
  const c = new SvgCanvas(`sandbox-${game.slug}`);
  const scene = SCENES[game.theme](c, game.palette, seedOf(game.slug));
  return c.render(WIDTH, HEIGHT, scene + nameplate(c, game));
}
