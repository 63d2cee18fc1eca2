/** Sugar Storm: a candy land under a pink storm sky, glossy sweets lit from the top left. */
import { darken, lighten } from "./shared/color.ts";
import { faceOf, lettering } from "./shared/lettering.ts";
import { seededRandom } from "./shared/random.ts";
import { ridge } from "./shared/scenery.ts";
import { around, circle, ellipse, path, polar, polygon, roundedRect, smooth, star } from "./shared/shapes.ts";
import { n, type SvgCanvas } from "./shared/svg.ts";
import { defineTitle } from "./shared/title.ts";

const INK = "#3a0a2e";
const PINK = "#ff4fa3";
const BERRY = "#c2185b";
const LEMON = "#ffd43a";
const MINT = "#3fe0b0";
const SKY = "#5ac8ff";
const GRAPE = "#8a4dff";
const ORANGE = "#ff8a2a";

const ink = (width = 5) => `stroke="${INK}" stroke-width="${width}" stroke-linejoin="round"`;

/** A white shine across the top left of a glossy sweet. */
function shine(c: SvgCanvas, cx: number, cy: number, rx: number, ry: number, rotate = -30): string {
  return ellipse(cx, cy, rx, ry, `fill="${c.gloss(0.85)}" transform="rotate(${rotate} ${n(cx)} ${n(cy)})"`);
}

function crown(c: SvgCanvas): string {
  const body = polygon([
    [38, 196],
    [28, 76],
    [82, 124],
    [128, 48],
    [174, 124],
    [228, 76],
    [218, 196],
  ]);
  const jewel = (x: number, y: number, r: number, color: string) =>
    circle(x, y, r, `fill="${c.volume(color, 0.6, 0.4)}" ${ink(3)}`) +
    shine(c, x - r * 0.3, y - r * 0.35, r * 0.4, r * 0.22);
  return (
    `<g filter="${c.finish("#fff0fa")}">` +
    path(body, `fill="${c.volume(LEMON, 0.5, 0.45)}" ${ink(6)}`) +
    path(roundedRect(32, 184, 192, 40, 16), `fill="${c.volume(PINK, 0.5, 0.4)}" ${ink(5)}`) +
    // Candy stripes along the band.
    [0, 1, 2, 3, 4, 5]
      .map((i) =>
        path(`M${52 + i * 30} 186L${70 + i * 30} 222`, `stroke="#ffffff" stroke-width="7" opacity="0.7"`),
      )
      .join("") +
    jewel(28, 70, 14, MINT) +
    jewel(128, 42, 17, PINK) +
    jewel(228, 70, 14, SKY) +
    jewel(128, 146, 18, BERRY) +
    path(body, `fill="${c.gloss(0.4)}" transform="translate(10 8) scale(0.92)"`) +
    "</g>"
  );
}

function heart(c: SvgCanvas): string {
  const shape =
    "M128 226C60 176 22 136 22 92C22 56 50 32 82 32C104 32 120 44 128 62C136 44 152 32 174 32C206 32 234 56 234 92C234 136 196 176 128 226Z";
  return (
    `<g filter="${c.finish("#ffe0f0")}">` +
    path(shape, `fill="${c.volume("#ff2e6a", 0.5, 0.5)}" ${ink(6)}`) +
    path(
      shape,
      `fill="none" stroke="#ffffff" stroke-width="4" opacity="0.5" transform="translate(18 18) scale(0.86)"`,
    ) +
    shine(c, 76, 76, 34, 18, -35) +
    circle(178, 70, 9, `fill="#ffffff" opacity="0.85"`) +
    "</g>"
  );
}

function starSweet(c: SvgCanvas): string {
  const shape = star(128, 132, 5, 112, 50);
  return (
    `<g filter="${c.finish("#fff8d0")}">` +
    path(shape, `fill="${c.volume(ORANGE, 0.55, 0.45)}" ${ink(6)}`) +
    path(star(128, 132, 5, 74, 33), `fill="${c.volume(LEMON, 0.6, 0.3)}" opacity="0.9"`) +
    shine(c, 100, 92, 26, 12, -40) +
    "</g>"
  );
}

function moon(c: SvgCanvas): string {
  const shape =
    "M168 28C108 36 64 84 64 142C64 200 112 240 172 232C128 216 100 178 100 134C100 88 128 48 168 28Z";
  return (
    `<g filter="${c.finish("#f0e6ff")}">` +
    path(shape, `fill="${c.volume(GRAPE, 0.55, 0.45)}" ${ink(6)}`) +
    // Sugar sprinkles.
    [
      [96, 110, PINK],
      [84, 160, LEMON],
      [112, 196, MINT],
      [120, 70, SKY],
    ]
      .map(([x, y, color]) =>
        path(
          roundedRect(Number(x), Number(y), 18, 7, 3.5),
          `fill="${color}" transform="rotate(35 ${x} ${y})"`,
        ),
      )
      .join("") +
    shine(c, 110, 70, 22, 10, -55) +
    path(star(196, 72, 4, 20, 6, 0), `fill="#fff6c0" ${ink(3)}`) +
    "</g>"
  );
}

function swirl(c: SvgCanvas): string {
  const spiral = Array.from({ length: 60 }, (_, i) => {
    const [x, y] = polar(128, 112, 8 + i * 1.45, i * 16);
    return `${i === 0 ? "M" : "L"}${n(x)} ${n(y)}`;
  }).join("");
  return (
    `<g filter="${c.finish("#ffffff")}">` +
    path(roundedRect(120, 170, 16, 70, 6), `fill="${c.volume("#f4f0e8", 0.3, 0.35)}" ${ink(4)}`) +
    circle(128, 112, 96, `fill="${c.volume("#ffffff", 0.1, 0.2)}" ${ink(6)}`) +
    path(spiral, `fill="none" stroke="${PINK}" stroke-width="16" stroke-linecap="round"`) +
    circle(128, 112, 96, `fill="${c.gloss(0.35)}"`) +
    shine(c, 92, 62, 30, 12, -30) +
    "</g>"
  );
}

function gumdrop(c: SvgCanvas): string {
  const shape = "M40 214C40 120 72 40 128 40C184 40 216 120 216 214C176 228 80 228 40 214Z";
  const r = seededRandom(5);
  const sugar = Array.from({ length: 22 }, () =>
    circle(62 + r() * 132, 70 + r() * 136, 2.5 + r() * 2, `fill="#ffffff" opacity="0.8"`),
  ).join("");
  return (
    `<g filter="${c.finish("#e6fff6")}">` +
    path(shape, `fill="${c.volume(MINT, 0.45, 0.5)}" ${ink(6)}`) +
    sugar +
    shine(c, 100, 84, 24, 14, -30) +
    "</g>"
  );
}

function mint(c: SvgCanvas): string {
  const wrapper = (side: -1 | 1) => {
    const x = 128 + side * 80;
    return path(
      polygon([
        [x, 110],
        [x + side * 46, 84],
        [x + side * 38, 128],
        [x + side * 46, 172],
        [x, 146],
      ]),
      `fill="${c.volume(SKY, 0.5, 0.35)}" ${ink(4)}`,
    );
  };
  const stripes = around(8, (degrees, i) => {
    const [x1, y1] = polar(128, 128, 70, degrees);
    const [x2, y2] = polar(128, 128, 70, degrees + 22);
    return path(
      `M128 128L${n(x1)} ${n(y1)}A70 70 0 0 1 ${n(x2)} ${n(y2)}Z`,
      `fill="${i % 2 ? "#ffffff" : "#ff3b5c"}"`,
    );
  });
  return (
    `<g filter="${c.finish("#ffffff")}">` +
    wrapper(-1) +
    wrapper(1) +
    circle(128, 128, 74, `fill="#ffffff" ${ink(6)}`) +
    stripes +
    circle(
      128,
      128,
      70,
      `fill="${c.radial([
        [0, "#ffffff", 0],
        [0.8, "#ffffff", 0.1],
        [1, "#000000", 0.25],
      ])}"`,
    ) +
    shine(c, 104, 96, 26, 12, -35) +
    "</g>"
  );
}

function jelly(c: SvgCanvas): string {
  const shape = smooth([
    [60, 70],
    [128, 38],
    [196, 70],
    [212, 150],
    [186, 214],
    [128, 226],
    [70, 214],
    [44, 150],
  ]);
  return (
    `<g filter="${c.finish("#fff0e0")}">` +
    path(shape, `fill="${c.volume(ORANGE, 0.55, 0.45)}" ${ink(6)} opacity="0.96"`) +
    path(
      shape,
      `fill="none" stroke="#ffffff" stroke-width="4" opacity="0.45" transform="translate(20 20) scale(0.84)"`,
    ) +
    shine(c, 98, 86, 30, 16, -30) +
    circle(166, 176, 8, `fill="#ffffff" opacity="0.5"`) +
    "</g>"
  );
}

function bean(c: SvgCanvas): string {
  const shape =
    "M70 70C100 30 178 30 204 80C226 124 196 150 176 154C150 158 150 192 118 214C84 236 40 214 36 168C32 128 48 98 70 70Z";
  return (
    `<g filter="${c.finish("#f0ffe0")}">` +
    path(shape, `fill="${c.volume("#7ed321", 0.5, 0.5)}" ${ink(6)}`) +
    shine(c, 102, 76, 34, 14, -20) +
    circle(86, 168, 7, `fill="#ffffff" opacity="0.45"`) +
    "</g>"
  );
}

function scatter(c: SvgCanvas): string {
  const style = {
    face: faceOf("#ffffff"),
    outline: BERRY,
    extrude: { color: "#6a0a3a", depth: 5 },
  };
  return (
    `<g filter="${c.finish("#ffffff")}">` +
    path(roundedRect(118, 150, 20, 96, 8), `fill="${c.volume("#f4f0e8", 0.3, 0.35)}" ${ink(4)}`) +
    circle(128, 112, 104, `fill="${c.volume(PINK, 0.5, 0.45)}" ${ink(6)}`) +
    around(12, (degrees, i) => {
      const [x1, y1] = polar(128, 112, 100, degrees);
      const [x2, y2] = polar(128, 112, 100, degrees + 15);
      return path(
        `M128 112L${n(x1)} ${n(y1)}A100 100 0 0 1 ${n(x2)} ${n(y2)}Z`,
        `fill="${[LEMON, SKY, MINT][i % 3]}" opacity="0.85"`,
      );
    }) +
    circle(128, 112, 104, `fill="${c.gloss(0.35)}"`) +
    "</g>" +
    `<g filter="${c.glow(PINK, 8, 1.6)}">` +
    lettering(c, "SCATTER", { x: 128, y: 126, size: 44, weight: 0.3, maxWidth: 210 }, style) +
    "</g>"
  );
}

/** The multiplier orb: a glossy sphere that shows its value (printed on it by the canvas). */
function orb(c: SvgCanvas): string {
  return (
    circle(
      128,
      128,
      118,
      `fill="${c.radial([
        [0, "#ffffff", 0.6],
        [0.6, GRAPE, 0.35],
        [1, GRAPE, 0],
      ])}"`,
    ) +
    `<g filter="${c.finish("#f0e6ff")}">` +
    circle(128, 128, 92, `fill="${c.volume(GRAPE, 0.6, 0.5)}" ${ink(6)}`) +
    circle(128, 128, 78, `fill="none" stroke="${LEMON}" stroke-width="5" opacity="0.8"`) +
    around(8, (degrees) => {
      const [x, y] = polar(128, 128, 92, degrees);
      return circle(x, y, 7, `fill="${LEMON}" ${ink(2)}`);
    }) +
    shine(c, 100, 86, 36, 18, -35) +
    "</g>"
  );
}

function scene(c: SvgCanvas, width: number, height: number): string {
  const unit = Math.min(width, height);
  const sky = c.linear([
    [0, "#3a1a6a"],
    [0.4, "#a03a9a"],
    [0.75, "#ff7ab8"],
    [1, "#ffc0d8"],
  ]);
  const horizon = height * 0.7;
  const rand = seededRandom(23);
  const clouds = Array.from({ length: 10 }, (_, i) => {
    const x = rand() * width;
    const y = height * (0.05 + rand() * 0.35);
    const rx = unit * (0.18 + rand() * 0.16);
    return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(rx * 0.35)}" fill="${i % 2 ? "#ffd6ec" : "#e6b0ff"}" opacity="${n(0.35 + (i % 3) * 0.12)}" filter="${c.blur(unit * 0.015)}"/>`;
  }).join("");
  const lollipop = (x: number, size: number, color: string) =>
    path(
      roundedRect(x - size * 0.05, horizon - size * 1.6, size * 0.1, size * 1.6, size * 0.04),
      `fill="#fff4ea" opacity="0.9"`,
    ) +
    circle(x, horizon - size * 1.6, size * 0.5, `fill="${color}" opacity="0.9"`) +
    circle(
      x,
      horizon - size * 1.6,
      size * 0.32,
      `fill="none" stroke="#ffffff" stroke-width="${n(size * 0.08)}" opacity="0.6"`,
    );
  const sprinkles = Array.from({ length: 70 }, () => {
    const x = rand() * width;
    const y = rand() * height * 0.65;
    const color = [LEMON, MINT, SKY, "#ffffff"][Math.floor(rand() * 4)];
    return path(
      roundedRect(x, y, unit * 0.012, unit * 0.004, unit * 0.002),
      `fill="${color}" opacity="${n(0.4 + rand() * 0.5)}" transform="rotate(${Math.round(rand() * 180)} ${n(x)} ${n(y)})"`,
    );
  }).join("");
  return (
    `<rect width="${width}" height="${height}" fill="${sky}"/>` +
    clouds +
    sprinkles +
    path(
      ridge(width, horizon + 2, {
        base: horizon - unit * 0.1,
        amplitude: unit * 0.14,
        step: unit * 0.2,
        seed: 9,
      }),
      `fill="#d86aa8"`,
    ) +
    lollipop(width * 0.1, unit * 0.16, PINK) +
    lollipop(width * 0.88, unit * 0.2, SKY) +
    lollipop(width * 0.72, unit * 0.1, LEMON) +
    path(
      ridge(width, height, {
        base: horizon + unit * 0.02,
        amplitude: unit * 0.06,
        step: unit * 0.14,
        seed: 3,
      }),
      `fill="#f0a0c8"`,
    ) +
    `<rect y="${n(height * 0.88)}" width="${width}" height="${n(height * 0.12)}" fill="${c.linear([
      [0, "#3a0a2e", 0],
      [1, "#3a0a2e", 0.55],
    ])}"/>`
  );
}

function logo(c: SvgCanvas): string {
  const candy = (base: string) => ({
    face: faceOf(base),
    outline: INK,
    extrude: { color: darken(base, 0.55), depth: 9 },
    inline: lighten(base, 0.7),
  });
  return (
    `<g filter="${c.glow("#ffffff", 6, 1.2)}">` +
    lettering(
      c,
      "SUGAR",
      { x: 400, y: 92, size: 108, weight: 0.3, tracking: 0.06, maxWidth: 560 },
      candy(PINK),
    ) +
    "</g>" +
    path(star(120, 70, 5, 34, 14), `fill="${LEMON}" ${ink(4)}`) +
    path(star(684, 64, 5, 28, 12), `fill="${MINT}" ${ink(4)}`) +
    lettering(
      c,
      "STORM",
      { x: 400, y: 196, size: 84, weight: 0.3, tracking: 0.16, maxWidth: 470 },
      { ...candy(GRAPE), glow: SKY },
    )
  );
}

export const sugarStorm = defineTitle({
  key: "sgs",
  palette: {
    frame: "#7a1e5a",
    frameLight: lighten(PINK, 0.45),
    frameDark: "#3a0a2e",
    reelBackground: "#2a0c2e",
    reelDivider: "#4a1a48",
    text: "#fff2fa",
    textMuted: "#e0b4d0",
    accent: LEMON,
    winHighlight: "#fff06a",
    winGlow: "#ff7ad0",
    button: "#e0307e",
    buttonLight: lighten("#e0307e", 0.35),
    buttonText: "#fff6fb",
  },
  symbols: {
    crown,
    heart,
    star: starSweet,
    moon,
    swirl,
    gumdrop,
    mint,
    jelly,
    bean,
    scatter,
    orb,
  },
  scene,
  logo,
  hero: "heart",
});
