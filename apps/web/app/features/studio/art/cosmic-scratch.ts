/** Cosmic Scratch: a deep-space scratch card, nebula violets and cyans, lit from a star at the top left. */
import { darken, lighten } from "./shared/color.ts";
import { faceOf, lettering } from "./shared/lettering.ts";
import { seededRandom } from "./shared/random.ts";
import { starField } from "./shared/scenery.ts";
import { circle, ellipse, path, ribbon, roundedRect, smooth, star } from "./shared/shapes.ts";
import { n, type SvgCanvas } from "./shared/svg.ts";
import { defineTitle } from "./shared/title.ts";

const INK = "#0c0620";
const CYAN = "#30e0ff";
const MAGENTA = "#ff40c8";
const GOLD = "#ffc83a";
const RIM = "#a0f0ff";

const ink = (width = 5) => `stroke="${INK}" stroke-width="${width}" stroke-linejoin="round"`;

/** A four-pointed twinkle. */
const sparkle = (x: number, y: number, r: number, color = "#ffffff") =>
  path(star(x, y, 4, r, r * 0.22), `fill="${color}"`);

function planet(c: SvgCanvas): string {
  const ball = c.radial(
    [
      [0, "#ffe0b0"],
      [0.4, "#ff8a5a"],
      [0.85, "#a02a6a"],
      [1, "#3a0a3a"],
    ],
    { cx: 0.42, cy: 0.4, r: 0.66, fx: 0.32, fy: 0.28 },
  );
  const clip = c.clip(`<circle cx="128" cy="128" r="76"/>`);
  const bands = [92, 118, 150, 172]
    .map((y, i) =>
      path(
        `M40 ${y}Q128 ${y + 14} 216 ${y}`,
        `fill="none" stroke="${i % 2 ? "#ffd0a0" : "#c03a6a"}" stroke-width="${8 + i * 2}" opacity="0.45"`,
      ),
    )
    .join("");
  const ring = c.linear(
    [
      [0, "#b0f0ff"],
      [0.5, CYAN],
      [1, "#3a5aff"],
    ],
    0,
    0,
    1,
    0,
  );
  const ringPath =
    "M10 150C10 118 246 88 246 112C246 140 10 176 10 150ZM34 146C40 160 222 128 222 116C216 104 34 132 34 146Z";
  return (
    `<g filter="${c.finish(RIM)}">` +
    path(ringPath, `fill="${ring}" fill-rule="evenodd" ${ink(4)}`) +
    circle(128, 128, 76, `fill="${ball}" ${ink(5)}`) +
    `<g clip-path="${clip}">${bands}</g>` +
    `<g clip-path="${c.clip('<rect x="0" y="128" width="256" height="128"/>')}">${path(ringPath, `fill="${ring}" fill-rule="evenodd" ${ink(4)}`)}</g>` +
    ellipse(100, 92, 24, 12, `fill="${c.gloss(0.6)}" transform="rotate(-30 100 92)"`) +
    "</g>" +
    sparkle(212, 48, 14) +
    sparkle(44, 214, 10)
  );
}

function starSymbol(c: SvgCanvas): string {
  return (
    circle(
      128,
      132,
      118,
      `fill="${c.radial([
        [0, GOLD, 0.6],
        [1, GOLD, 0],
      ])}"`,
    ) +
    `<g filter="${c.finish("#fff6c0")}">` +
    `<g filter="${c.bevel(7, 1)}">${path(
      star(128, 134, 5, 112, 50),
      `fill="${c.radial(
        [
          [0, "#fff8c0"],
          [0.5, GOLD],
          [1, "#e07008"],
        ],
        { fx: 0.35, fy: 0.3 },
      )}" stroke-linejoin="round"`,
    )}</g>` +
    path(star(128, 134, 5, 112, 50), `fill="none" ${ink(6)}`) +
    [0, 1]
      .map(
        (i) => circle(108 + i * 40, 128, 7, `fill="${INK}"`) + circle(106 + i * 40, 125, 2.5, `fill="#fff"`),
      )
      .join("") +
    path("M114 150q14 12 28 0", `fill="none" ${ink(4)} stroke-linecap="round"`) +
    "</g>" +
    sparkle(222, 40, 14) +
    sparkle(30, 70, 9)
  );
}

function comet(c: SvgCanvas): string {
  const tail = ribbon(
    [
      [100, 156],
      [150, 104],
      [200, 60],
      [244, 14],
    ],
    92,
    6,
  );
  return (
    path(
      tail,
      `fill="${c.linear(
        [
          [0, "#ffffff", 0.9],
          [0.4, CYAN, 0.6],
          [1, "#5a3aff", 0],
        ],
        0,
        1,
        1,
        0,
      )}" filter="${c.blur(3)}"`,
    ) +
    path(
      ribbon(
        [
          [96, 150],
          [160, 100],
          [226, 40],
        ],
        40,
        2,
      ),
      `fill="#ffffff" opacity="0.6"`,
    ) +
    `<g filter="${c.finish(RIM)}">` +
    circle(
      90,
      166,
      52,
      `fill="${c.radial(
        [
          [0, "#ffffff"],
          [0.5, "#a0f0ff"],
          [1, "#2a6ad0"],
        ],
        { fx: 0.35, fy: 0.3 },
      )}" ${ink(5)} filter="${c.glow(CYAN, 8, 1.4)}"`,
    ) +
    circle(76, 158, 10, `fill="#6ab0e0" opacity="0.6"`) +
    circle(104, 184, 7, `fill="#6ab0e0" opacity="0.6"`) +
    ellipse(74, 144, 16, 9, `fill="#fff" opacity="0.8" transform="rotate(-30 74 144)"`) +
    "</g>" +
    sparkle(40, 60, 12) +
    sparkle(180, 200, 9)
  );
}

function rocket(c: SvgCanvas): string {
  const hull = c.linear(
    [
      [0, "#ffffff"],
      [0.5, "#d8dcf0"],
      [1, "#7a80a8"],
    ],
    0,
    0,
    1,
    0,
  );
  const red = c.volume("#ff3a5a", 0.4, 0.5);
  return (
    `<g transform="rotate(40 128 128)">` +
    `<g filter="${c.glow("#ffa020", 8, 1.4)}">${path(
      "M108 196Q128 262 148 196Z",
      `fill="${c.linear([
        [0, "#fff6a0"],
        [0.5, "#ffa020"],
        [1, "#ff3a10", 0],
      ])}"`,
    )}</g>` +
    `<g filter="${c.finish(RIM)}">` +
    path("M96 150L60 196L70 206L104 188Z", `fill="${red}" ${ink(4)}`) +
    path("M160 150L196 196L186 206L152 188Z", `fill="${red}" ${ink(4)}`) +
    path("M128 14C164 40 170 120 160 196H96C86 120 92 40 128 14Z", `fill="${hull}" ${ink(6)}`) +
    path("M128 14C146 26 156 44 160 62H96C100 44 110 26 128 14Z", `fill="${red}" ${ink(4)}`) +
    circle(128, 104, 22, `fill="${c.metal("#c0c8e0")}" ${ink(4)}`) +
    circle(
      128,
      104,
      14,
      `fill="${c.radial(
        [
          [0, "#e0ffff"],
          [1, "#2a7ad0"],
        ],
        { fx: 0.3, fy: 0.3 },
      )}" ${ink(3)}`,
    ) +
    path(roundedRect(94, 188, 68, 14, 5), `fill="${c.metal("#9aa0b8")}" ${ink(4)}`) +
    path("M122 120V180", `stroke="#fff" stroke-width="5" opacity="0.7" stroke-linecap="round"`) +
    "</g></g>"
  );
}

function ufo(c: SvgCanvas): string {
  const beam = c.linear([
    [0, "#9aff7a", 0.7],
    [1, "#9aff7a", 0],
  ]);
  const lights = [48, 88, 128, 168, 208]
    .map((x, i) =>
      circle(
        x,
        146 + Math.abs(x - 128) * -0.12,
        7,
        `fill="${i % 2 ? MAGENTA : GOLD}" ${ink(2)} filter="${c.glow(i % 2 ? MAGENTA : GOLD, 3)}"`,
      ),
    )
    .join("");
  return (
    path("M96 160L50 250H206L160 160Z", `fill="${beam}"`) +
    `<g filter="${c.finish(RIM)}">` +
    path(
      "M70 118C70 60 186 60 186 118Z",
      `fill="${c.radial(
        [
          [0, "#ffffff", 0.95],
          [0.5, "#a0ffe0", 0.6],
          [1, "#2a8a8a", 0.8],
        ],
        { fx: 0.35, fy: 0.3 },
      )}" ${ink(5)}`,
    ) +
    path(
      smooth([
        [128, 66],
        [142, 80],
        [140, 104],
        [128, 112],
        [116, 104],
        [114, 80],
      ]),
      `fill="${c.volume("#6ae04a")}" ${ink(3)}`,
    ) +
    ellipse(122, 86, 3.5, 5, `fill="${INK}"`) +
    ellipse(134, 86, 3.5, 5, `fill="${INK}"`) +
    ellipse(
      128,
      136,
      118,
      34,
      `fill="${c.linear([
        [0, "#f0f4ff"],
        [0.45, "#a0a8c0"],
        [0.55, "#5a6080"],
        [1, "#2a2e48"],
      ])}" ${ink(5)}`,
    ) +
    ellipse(128, 122, 74, 12, `fill="#c8d0e8" ${ink(3)}`) +
    lights +
    ellipse(96, 82, 12, 8, `fill="#fff" opacity="0.8" transform="rotate(-30 96 82)"`) +
    "</g>"
  );
}

function moon(c: SvgCanvas): string {
  const crescent = "M150 24A104 104 0 1 0 232 170A84 84 0 1 1 150 24Z";
  const clip = c.clip(`<path d="${crescent}"/>`);
  const craters = [
    [70, 110, 16],
    [96, 180, 12],
    [60, 160, 8],
    [120, 214, 9],
    [94, 66, 10],
  ]
    .map(([x, y, r]) => circle(x ?? 0, y ?? 0, r ?? 0, `fill="#d8b860" stroke="#a08030" stroke-width="3"`))
    .join("");
  return (
    `<g filter="${c.glow("#fff0a0", 10, 0.8)}"><g filter="${c.finish(RIM)}">` +
    path(
      crescent,
      `fill="${c.radial(
        [
          [0, "#fffbe0"],
          [0.6, "#ffe890"],
          [1, "#c8a040"],
        ],
        { cx: 0.3, cy: 0.45, fx: 0.2, fy: 0.3 },
      )}" ${ink(6)}`,
    ) +
    `<g clip-path="${clip}">${craters}</g>` +
    path("M112 110q-8 8 0 16M84 140q14 6 26-4", `fill="none" ${ink(4)} stroke-linecap="round"`) +
    "</g></g>" +
    sparkle(200, 60, 14) +
    sparkle(180, 214, 10, GOLD)
  );
}

function astronaut(c: SvgCanvas): string {
  const suit = c.volume("#f4f6ff", 0.2, 0.45);
  const visor = c.linear(
    [
      [0, "#ffe8a0"],
      [0.35, "#ff8a3a"],
      [0.7, "#7a2a8a"],
      [1, "#1a0a3a"],
    ],
    0,
    0,
    1,
    1,
  );
  return (
    `<g filter="${c.finish(RIM)}">` +
    path("M30 256C30 196 70 170 128 170C186 170 226 196 226 256Z", `fill="${suit}" ${ink(6)}`) +
    path(roundedRect(100, 198, 56, 34, 8), `fill="${c.metal("#b8c0d8")}" ${ink(4)}`) +
    [112, 128, 144].map((x, i) => circle(x, 214, 5, `fill="${[MAGENTA, CYAN, GOLD][i]}"`)).join("") +
    circle(128, 112, 84, `fill="${suit}" ${ink(6)}`) +
    path(
      smooth([
        [128, 56],
        [178, 70],
        [192, 116],
        [174, 160],
        [128, 170],
        [82, 160],
        [64, 116],
        [78, 70],
      ]),
      `fill="${visor}" ${ink(5)}`,
    ) +
    path(
      "M84 90C96 70 120 62 140 64",
      `fill="none" stroke="#fff" stroke-width="8" opacity="0.8" stroke-linecap="round"`,
    ) +
    sparkle(150, 120, 8) +
    sparkle(110, 140, 5) +
    circle(160, 96, 2.5, `fill="#fff"`) +
    ellipse(46, 112, 10, 24, `fill="${c.metal("#b8c0d8")}" ${ink(4)}`) +
    ellipse(210, 112, 10, 24, `fill="${c.metal("#b8c0d8")}" ${ink(4)}`) +
    "</g>"
  );
}

function scene(c: SvgCanvas, width: number, height: number): string {
  const unit = Math.min(width, height);
  const rand = seededRandom(81);
  const nebula = (x: number, y: number, r: number, color: string) =>
    ellipse(
      x,
      y,
      r,
      r * 0.6,
      `fill="${c.radial([
        [0, color, 0.55],
        [1, color, 0],
      ])}" transform="rotate(${n(rand() * 60 - 30)} ${n(x)} ${n(y)})"`,
    );
  const twinkles = Array.from({ length: 14 }, () =>
    sparkle(rand() * width, rand() * height, unit * (0.006 + rand() * 0.012)),
  ).join("");
  const planetBg = (x: number, y: number, r: number, color: string) =>
    circle(
      x,
      y,
      r,
      `fill="${c.radial(
        [
          [0, lighten(color, 0.4)],
          [0.6, color],
          [1, darken(color, 0.8)],
        ],
        { fx: 0.3, fy: 0.3 },
      )}"`,
    );
  return (
    `<rect width="${width}" height="${height}" fill="${c.linear([
      [0, "#05021a"],
      [0.6, "#12063a"],
      [1, "#2a0a4a"],
    ])}"/>` +
    nebula(width * 0.25, height * 0.3, unit * 0.6, "#7a2aff") +
    nebula(width * 0.75, height * 0.65, unit * 0.7, MAGENTA) +
    nebula(width * 0.55, height * 0.2, unit * 0.4, CYAN) +
    nebula(width * 0.15, height * 0.85, unit * 0.45, "#2a6aff") +
    starField(81, Math.round((width * height) / 9000), width, height, "#ffffff", 1.6) +
    twinkles +
    planetBg(width * 0.85, height * 0.18, unit * 0.08, "#ff8a5a") +
    planetBg(width * 0.1, height * 0.6, unit * 0.05, "#3ad0a0") +
    planetBg(width * 0.5, height * 1.25, unit * 0.55, "#5a3ad0") +
    ellipse(
      width * 0.5,
      height * 1.25,
      unit * 0.56,
      unit * 0.56,
      `fill="none" stroke="${CYAN}" stroke-width="${n(unit * 0.006)}" opacity="0.6" filter="${c.blur(unit * 0.004)}"`,
    )
  );
}

function logo(c: SvgCanvas): string {
  return (
    lettering(
      c,
      "COSMIC",
      { x: 400, y: 74, size: 96, weight: 0.28, tracking: 0.1, maxWidth: 560 },
      {
        face: [
          [0, "#ffffff"],
          [0.4, "#9af0ff"],
          [0.6, CYAN],
          [1, "#3a4aff"],
        ],
        outline: INK,
        extrude: { color: "#1a0a5a", depth: 10 },
        glow: CYAN,
      },
    ) +
    lettering(
      c,
      "SCRATCH",
      { x: 400, y: 178, size: 72, weight: 0.3, tracking: 0.12, maxWidth: 520 },
      {
        face: faceOf(MAGENTA),
        outline: "#ffffff",
        outlineWidth: 0.18,
        extrude: { color: "#4a0a3a", depth: 7 },
      },
    ) +
    `<g transform="translate(600 100) scale(0.5)">${starSymbol(c)}</g>` +
    sparkle(90, 40, 16) +
    sparkle(140, 200, 10, GOLD)
  );
}

export const cosmicScratch = defineTitle({
  key: "cs",
  palette: {
    frame: "#2a1a6a",
    frameLight: CYAN,
    frameDark: "#08041e",
    reelBackground: "#0c0628",
    reelDivider: "#3a2a8a",
    text: "#f0f4ff",
    textMuted: "#a0a0d8",
    accent: GOLD,
    winHighlight: CYAN,
    winGlow: MAGENTA,
    button: MAGENTA,
    buttonLight: lighten(MAGENTA, 0.4),
    buttonText: "#ffffff",
  },
  symbols: { planet, star: starSymbol, comet, rocket, ufo, moon, astronaut },
  scene,
  logo,
  hero: "astronaut",
});
