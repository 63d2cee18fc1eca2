/** Midnight Fruits: a classic three-reel fruit machine under neon and moonlight, chrome and candy gloss. */
import { darken, lighten } from "./shared/color.ts";
import { faceOf, lettering, metalFace } from "./shared/lettering.ts";
import { seededRandom } from "./shared/random.ts";
import { starField } from "./shared/scenery.ts";
import { around, circle, ellipse, path, polar, polygon, roundedRect, smooth, star } from "./shared/shapes.ts";
import { n, type SvgCanvas } from "./shared/svg.ts";
import { defineTitle } from "./shared/title.ts";

const INK = "#150a24";
const NEON_PINK = "#ff3db8";
const NEON_BLUE = "#38d6ff";
const CHROME = "#b8c4d8";

const ink = (width = 5) => `stroke="${INK}" stroke-width="${width}" stroke-linejoin="round"`;

/** A gloss highlight: the bright window reflection every candy-like fruit carries. */
const shine = (c: SvgCanvas, x: number, y: number, rx: number, ry: number, angle: number) =>
  ellipse(x, y, rx, ry, `fill="${c.gloss(0.8)}" transform="rotate(${angle} ${x} ${y})"`);

function leaf(c: SvgCanvas, x: number, y: number, length: number, angle: number): string {
  const d = smooth([
    [0, 0],
    [length * 0.5, -length * 0.28],
    [length, 0],
    [length * 0.5, length * 0.22],
  ]);
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle})">` +
    path(d, `fill="${c.volume("#3cc04a", 0.4, 0.55)}" ${ink(4)}`) +
    path(
      `M4 0Q${n(length * 0.5)} ${n(-length * 0.05)} ${n(length - 6)} 0`,
      `fill="none" stroke="#1d6a24" stroke-width="3"`,
    ) +
    "</g>"
  );
}

function seven(c: SvgCanvas): string {
  const burst = c.radial([
    [0, NEON_BLUE, 0.7],
    [1, NEON_BLUE, 0],
  ]);
  return (
    circle(128, 128, 118, `fill="${burst}"`) +
    `<g filter="${c.finish()}">${lettering(
      c,
      "7",
      { x: 126, y: 124, size: 168, weight: 0.3, slant: 0.1 },
      {
        face: faceOf("#ff1f3d"),
        outline: "#ffffff",
        outlineWidth: 0.18,
        extrude: { color: "#6a0018", depth: 10 },
        inline: "#ffe0e6",
      },
    )}</g>`
  );
}

function bar(c: SvgCanvas): string {
  const chrome = c.metal(CHROME);
  const plate = c.linear([
    [0, "#3a3450"],
    [0.5, "#0e0b18"],
    [1, "#1e1a2c"],
  ]);
  return (
    `<g filter="${c.finish()}">` +
    path(roundedRect(14, 62, 228, 132, 26), `fill="${chrome}" ${ink(5)}`) +
    path(roundedRect(28, 76, 200, 104, 16), `fill="${plate}" ${ink(3)}`) +
    path(roundedRect(36, 82, 184, 30, 12), `fill="${c.gloss(0.25)}"`) +
    lettering(
      c,
      "BAR",
      { x: 128, y: 128, size: 70, weight: 0.3, tracking: 0.08, maxWidth: 176 },
      {
        face: metalFace("#f5c542"),
        outline: "#000000",
        outlineWidth: 0.16,
        join: "miter",
      },
    ) +
    "</g>"
  );
}

function bell(c: SvgCanvas): string {
  const gold = c.radial(
    [
      [0, "#fff6c0"],
      [0.35, "#ffc629"],
      [0.8, "#c77800"],
      [1, "#6a3a00"],
    ],
    { cx: 0.4, cy: 0.35, r: 0.7, fx: 0.3, fy: 0.25 },
  );
  const body = smooth([
    [128, 40],
    [160, 48],
    [176, 86],
    [182, 140],
    [204, 182],
    [228, 198],
    [128, 206],
    [28, 198],
    [52, 182],
    [74, 140],
    [80, 86],
    [96, 48],
  ]);
  return (
    `<g filter="${c.finish()}">` +
    path(roundedRect(118, 18, 20, 28, 8), `fill="${c.metal("#e0a020")}" ${ink(4)}`) +
    circle(128, 212, 22, `fill="${gold}" ${ink(5)}`) +
    path(body, `fill="${gold}" ${ink(6)}`) +
    path("M40 192Q128 214 216 192", `fill="none" stroke="#8a4a00" stroke-width="5"`) +
    path("M60 176Q128 192 196 176", `fill="none" stroke="#fff0a0" stroke-width="4" opacity="0.7"`) +
    shine(c, 104, 92, 14, 38, 12) +
    circle(152, 70, 6, `fill="#fff" opacity="0.8"`) +
    "</g>"
  );
}

function plum(c: SvgCanvas): string {
  const skin = c.radial(
    [
      [0, "#d88cff"],
      [0.4, "#7a2ad0"],
      [0.85, "#3a0a78"],
      [1, "#1e0440"],
    ],
    { cx: 0.42, cy: 0.42, r: 0.65, fx: 0.32, fy: 0.3 },
  );
  return (
    `<g filter="${c.finish("#e6c8ff")}">` +
    path(
      smooth([
        [128, 58],
        [190, 66],
        [222, 130],
        [196, 204],
        [128, 226],
        [60, 204],
        [34, 130],
        [66, 66],
      ]),
      `fill="${skin}" ${ink(6)}`,
    ) +
    path("M130 66C112 110 114 170 128 222", `fill="none" stroke="#2a0660" stroke-width="5" opacity="0.6"`) +
    ellipse(92, 120, 18, 40, `fill="#ffffff" opacity="0.22" transform="rotate(14 92 120)"`) +
    shine(c, 86, 102, 10, 26, 20) +
    path(
      "M128 62C126 44 132 30 142 20",
      `fill="none" stroke="#4a2a10" stroke-width="8" stroke-linecap="round"`,
    ) +
    leaf(c, 136, 38, 70, -20) +
    "</g>"
  );
}

function lemon(c: SvgCanvas): string {
  const skin = c.radial(
    [
      [0, "#fffbc0"],
      [0.4, "#ffe030"],
      [0.85, "#e0a000"],
      [1, "#8a5a00"],
    ],
    { cx: 0.42, cy: 0.4, r: 0.66, fx: 0.3, fy: 0.28 },
  );
  const rand = seededRandom(4);
  const pores = Array.from({ length: 26 }, () =>
    circle(70 + rand() * 120, 90 + rand() * 90, 1.6, `fill="#b07800" opacity="0.45"`),
  ).join("");
  return (
    `<g filter="${c.finish()}">` +
    `<g transform="rotate(-24 128 134)">` +
    path(
      smooth([
        [18, 134],
        [40, 104],
        [84, 74],
        [128, 68],
        [174, 74],
        [218, 104],
        [240, 134],
        [218, 164],
        [174, 194],
        [128, 200],
        [84, 194],
        [40, 164],
      ]),
      `fill="${skin}" ${ink(6)}`,
    ) +
    pores +
    shine(c, 100, 100, 40, 12, -4) +
    "</g>" +
    leaf(c, 150, 70, 78, -40) +
    "</g>"
  );
}

function cherry(c: SvgCanvas): string {
  const skin = c.radial(
    [
      [0, "#ff8a9a"],
      [0.35, "#ff1030"],
      [0.85, "#8a0014"],
      [1, "#40000a"],
    ],
    { cx: 0.42, cy: 0.4, r: 0.66, fx: 0.3, fy: 0.28 },
  );
  const berry = (x: number, y: number) =>
    circle(x, y, 50, `fill="${skin}" ${ink(6)}`) +
    path(`M${x - 6} ${y - 40}q6 8 12 0`, `fill="none" stroke="#5a0010" stroke-width="4"`) +
    shine(c, x - 20, y - 18, 12, 20, 30) +
    circle(x + 16, y + 22, 5, `fill="#fff" opacity="0.35"`);
  return (
    `<g filter="${c.finish()}">` +
    path(
      "M80 160C96 100 128 60 168 36M184 170C182 110 176 70 168 36",
      `fill="none" stroke="#2a1a08" stroke-width="13" stroke-linecap="round"`,
    ) +
    path(
      "M80 160C96 100 128 60 168 36M184 170C182 110 176 70 168 36",
      `fill="none" stroke="#6ab83a" stroke-width="7" stroke-linecap="round"`,
    ) +
    leaf(c, 168, 38, 64, 10) +
    berry(80, 180) +
    berry(182, 184) +
    "</g>"
  );
}

function wild(c: SvgCanvas): string {
  const disc = c.radial([
    [0, "#5a2ad0"],
    [0.7, "#240a6a"],
    [1, "#0c0424"],
  ]);
  const rays = around(12, (a) =>
    path(
      polygon([polar(128, 118, 30, a - 8), polar(128, 118, 122, a), polar(128, 118, 30, a + 8)]),
      `fill="${NEON_PINK}" opacity="0.3"`,
    ),
  );
  return (
    `<g filter="${c.finish("#e6c8ff")}">` +
    path(star(128, 118, 12, 120, 92), `fill="${c.metal(CHROME)}" ${ink(5)}`) +
    circle(128, 118, 84, `fill="${disc}" ${ink(4)}`) +
    rays +
    path(
      "M150 52A56 56 0 1 0 186 146A46 46 0 1 1 150 52Z",
      `fill="${c.volume("#fff2b0", 0.4, 0.3)}" ${ink(4)}`,
    ) +
    "</g>" +
    lettering(
      c,
      "WILD",
      { x: 128, y: 134, size: 62, weight: 0.3, maxWidth: 214, slant: 0.1 },
      {
        face: faceOf(NEON_PINK),
        outline: "#ffffff",
        outlineWidth: 0.2,
        extrude: { color: "#4a0a5a", depth: 7 },
        glow: NEON_PINK,
      },
    ) +
    circle(196, 200, 30, `fill="${c.volume("#ffc629")}" ${ink(4)} filter="${c.finish()}"`) +
    lettering(
      c,
      "2X",
      { x: 196, y: 200, size: 26, weight: 0.3 },
      {
        face: faceOf("#ff1f3d"),
        outline: "#ffffff",
        outlineWidth: 0.2,
        bevel: 0,
      },
    )
  );
}

function scene(c: SvgCanvas, width: number, height: number): string {
  const unit = Math.min(width, height);
  const rand = seededRandom(21);
  const sky = c.linear([
    [0, "#05030f"],
    [0.55, "#1c0a3e"],
    [1, "#4a0f5a"],
  ]);
  const centre = [width / 2, height * 0.45] as const;
  const rays = around(24, (a) =>
    path(
      polygon([centre, polar(...centre, width + height, a - 3), polar(...centre, width + height, a + 3)]),
      `fill="#7a3aff" opacity="0.07"`,
    ),
  );
  const stars = starField(21, 120, width, height * 0.7, "#e8e0ff");
  const bokeh = Array.from({ length: 30 }, () => {
    const color = [NEON_PINK, NEON_BLUE, "#ffc629", "#9b5cff"][Math.floor(rand() * 4)] ?? NEON_PINK;
    return circle(
      rand() * width,
      height * (0.4 + rand() * 0.6),
      unit * (0.015 + rand() * 0.05),
      `fill="${color}" opacity="${n(0.1 + rand() * 0.25)}"`,
    );
  }).join("");
  const skyline = (base: number, tall: number, color: string, windows: boolean, seed: number) => {
    const r = seededRandom(seed);
    let out = "";
    for (let x = -20; x < width + 20; ) {
      const w = unit * (0.05 + r() * 0.08);
      const h = tall * (0.35 + r() * 0.65);
      out += `<rect x="${n(x)}" y="${n(base - h)}" width="${n(w + 1)}" height="${n(h + 2)}" fill="${color}"/>`;
      if (windows) {
        for (let wy = base - h + unit * 0.02; wy < base - unit * 0.02; wy += unit * 0.028) {
          for (let wx = x + unit * 0.012; wx < x + w - unit * 0.015; wx += unit * 0.022) {
            if (r() < 0.35)
              out += `<rect x="${n(wx)}" y="${n(wy)}" width="${n(unit * 0.009)}" height="${n(unit * 0.012)}" fill="${r() < 0.5 ? "#ffd27a" : NEON_BLUE}" opacity="0.75"/>`;
          }
        }
      }
      x += w;
    }
    return out;
  };
  const neonLine = (y: number, color: string) =>
    `<rect y="${n(y)}" width="${width}" height="${n(unit * 0.006)}" fill="${color}" filter="${c.glow(color, unit * 0.008, 2)}"/>`;
  const moon = [width * 0.78, height * 0.18] as const;
  const moonR = unit * 0.09;
  return (
    `<rect width="${width}" height="${height}" fill="${sky}"/>` +
    rays +
    stars +
    circle(
      moon[0],
      moon[1],
      moonR * 3,
      `fill="${c.radial([
        [0, "#c8b0ff", 0.5],
        [1, "#c8b0ff", 0],
      ])}"`,
    ) +
    path(
      `M${n(moon[0])} ${n(moon[1] - moonR)}A${n(moonR)} ${n(moonR)} 0 1 0 ${n(moon[0] + moonR * 0.9)} ${n(moon[1] + moonR * 0.45)}A${n(moonR * 0.8)} ${n(moonR * 0.8)} 0 1 1 ${n(moon[0])} ${n(moon[1] - moonR)}Z`,
      `fill="${c.radial([
        [0, "#fffbe0"],
        [1, "#ffd27a"],
      ])}"`,
    ) +
    skyline(height * 0.86, unit * 0.5, "#1a0c34", false, 2) +
    skyline(height * 0.9, unit * 0.34, "#0c0620", true, 5) +
    `<g filter="${c.blur(unit * 0.008)}">${bokeh}</g>` +
    `<rect y="${n(height * 0.9)}" width="${width}" height="${n(height * 0.1)}" fill="#07040f"/>` +
    neonLine(height * 0.9, NEON_PINK) +
    neonLine(height * 0.94, NEON_BLUE)
  );
}

function logo(c: SvgCanvas): string {
  const neon = {
    face: faceOf(NEON_PINK),
    outline: "#ffffff",
    outlineWidth: 0.16,
    extrude: { color: "#3a0a5a", depth: 9 },
    glow: NEON_PINK,
  };
  return (
    lettering(c, "MIDNIGHT", { x: 400, y: 74, size: 92, weight: 0.25, maxWidth: 640, slant: 0.12 }, neon) +
    lettering(
      c,
      "FRUITS",
      { x: 400, y: 176, size: 82, weight: 0.28, tracking: 0.12, maxWidth: 460, slant: 0.12 },
      {
        face: metalFace("#ffc629"),
        outline: INK,
        extrude: { color: "#7a3a00", depth: 8 },
        inline: "#fff6d0",
      },
    ) +
    `<g transform="translate(24 100) scale(0.5)">${cherry(c)}</g><g transform="translate(648 100) scale(0.5)">${lemon(c)}</g>` +
    path(star(108, 40, 4, 18, 5), `fill="#fff"`) +
    path(star(700, 60, 4, 14, 4), `fill="#fff"`)
  );
}

export const midnightFruits = defineTitle({
  key: "mf",
  palette: {
    frame: "#2a1450",
    frameLight: lighten(CHROME, 0.3),
    frameDark: "#0a0418",
    reelBackground: "#0d0820",
    reelDivider: "#3a2470",
    text: "#f4eeff",
    textMuted: "#a898d0",
    accent: "#ffc629",
    winHighlight: NEON_BLUE,
    winGlow: NEON_PINK,
    button: darken(NEON_PINK, 0.1),
    buttonLight: lighten(NEON_PINK, 0.4),
    buttonText: "#ffffff",
  },
  symbols: { seven, bar, bell, plum, lemon, cherry, wild },
  scene,
  logo,
  hero: "seven",
});
