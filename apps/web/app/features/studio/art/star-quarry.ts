/** Star Quarry: a crystal mine on an asteroid in deep space, violet nebula light and amber work lamps. */
import { darken, lighten } from "./shared/color.ts";
import { faceOf, lettering, metalFace } from "./shared/lettering.ts";
import { seededRandom } from "./shared/random.ts";
import { ROYALS, royal } from "./shared/royals.ts";
import { ridge, starField } from "./shared/scenery.ts";
import {
  circle,
  ellipse,
  type Point,
  path,
  polar,
  polygon,
  ribbon,
  roundedRect,
  star,
} from "./shared/shapes.ts";
import { n, type SvgCanvas } from "./shared/svg.ts";
import { defineTitle } from "./shared/title.ts";

const INK = "#0c0620";
const VIOLET = "#a35cff";
const TEAL = "#35e6d0";
const AMBER = "#ffb02e";
const ICE = "#bff4ff";
const RIM = "#d9c8ff";

const ink = (width = 5) => `stroke="${INK}" stroke-width="${width}" stroke-linejoin="round"`;

/** A soft light behind a symbol. */
function halo(c: SvgCanvas, color: string, cx = 128, cy = 128, r = 118): string {
  return circle(
    cx,
    cy,
    r,
    `fill="${c.radial([
      [0, color, 0.55],
      [1, color, 0],
    ])}"`,
  );
}

/** One faceted crystal: a six-sided prism standing on its base, lit from the upper left. */
function crystalShard(
  c: SvgCanvas,
  x: number,
  base: number,
  width: number,
  height: number,
  color: string,
): string {
  const half = width / 2;
  const shoulder = base - height * 0.72;
  const tip: Point = [x, base - height];
  const left: Point[] = [
    [x - half, base],
    [x - half, shoulder],
    tip,
    [x, shoulder + height * 0.08],
    [x, base + 6],
  ];
  const right: Point[] = [
    [x, base + 6],
    [x, shoulder + height * 0.08],
    tip,
    [x + half, shoulder],
    [x + half, base],
  ];
  return (
    path(
      polygon(left),
      `fill="${c.linear([
        [0, lighten(color, 0.55)],
        [1, color],
      ])}" ${ink(4)}`,
    ) +
    path(
      polygon(right),
      `fill="${c.linear([
        [0, color],
        [1, darken(color, 0.5)],
      ])}" ${ink(4)}`,
    ) +
    path(
      `M${n(x - half * 0.55)} ${n(base - 10)}L${n(x - half * 0.55)} ${n(shoulder + 8)}L${n(x - half * 0.2)} ${n(shoulder - height * 0.12)}`,
      `fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity="0.7"`,
    )
  );
}

/** A cluster of violet crystals on a chunk of rock: the top symbol. */
function crystal(c: SvgCanvas): string {
  const rock = c.linear([
    [0, "#5a4a6a"],
    [1, "#221a30"],
  ]);
  return (
    halo(c, VIOLET) +
    `<g filter="${c.finish(RIM)}">` +
    path(
      "M30 206Q40 178 78 176L182 172Q222 176 230 204Q214 236 128 238Q46 236 30 206Z",
      `fill="${rock}" ${ink(5)}`,
    ) +
    crystalShard(c, 82, 196, 52, 120, "#7a3ae0") +
    crystalShard(c, 176, 196, 50, 112, "#8a4af0") +
    crystalShard(c, 128, 204, 70, 184, VIOLET) +
    "</g>" +
    path(star(196, 54, 4, 18, 4, 0), `fill="#ffffff"`) +
    path(star(60, 84, 4, 12, 3, 0), `fill="#ffffff" opacity="0.85"`)
  );
}

/** An icy comet streaking down from the upper right. */
function comet(c: SvgCanvas): string {
  const tail = c.linear(
    [
      [0, TEAL, 0],
      [0.6, TEAL, 0.55],
      [1, "#ffffff", 0.95],
    ],
    0,
    0,
    1,
    1,
  );
  const head = c.radial(
    [
      [0, "#ffffff"],
      [0.45, ICE],
      [1, "#3a8ab0"],
    ],
    { fx: 0.35, fy: 0.3 },
  );
  const spine: Point[] = [
    [236, 22],
    [190, 70],
    [140, 122],
    [100, 160],
  ];
  return (
    halo(c, TEAL, 100, 160, 100) +
    path(ribbon(spine, 6, 70), `fill="${tail}"`) +
    path(
      ribbon(
        [
          [210, 30],
          [160, 90],
          [108, 150],
        ],
        2,
        30,
      ),
      `fill="#ffffff" opacity="0.55"`,
    ) +
    `<g filter="${c.finish(RIM)}">` +
    path(
      "M58 150Q62 108 104 106Q150 108 152 152Q148 196 104 200Q60 196 58 150Z",
      `fill="${head}" ${ink(5)}`,
    ) +
    circle(88, 138, 10, `fill="#7ab8d0" opacity="0.8"`) +
    circle(120, 170, 7, `fill="#7ab8d0" opacity="0.8"`) +
    ellipse(86, 124, 18, 10, `fill="${c.gloss(0.9)}"`) +
    "</g>"
  );
}

/** A six-wheeled mining rover with a lit cabin and a drill arm. */
function rover(c: SvgCanvas): string {
  const body = c.metal(AMBER);
  const steel = c.metal("#8a94a8");
  const glass = c.linear([
    [0, "#e8fbff"],
    [0.5, TEAL],
    [1, "#0a4a5a"],
  ]);
  const wheel = (x: number) =>
    circle(x, 196, 24, `fill="#2a2438" ${ink(4)}`) + circle(x, 196, 10, `fill="${steel}" ${ink(3)}`);
  return (
    halo(c, AMBER, 128, 150, 112) +
    `<g filter="${c.finish(RIM)}">` +
    path("M178 120L222 70L236 80L196 128Z", `fill="${steel}" ${ink(4)}`) +
    path("M222 60L246 70L236 96Z", `fill="${c.metal("#d0d8e8")}" ${ink(4)}`) +
    path(roundedRect(24, 124, 196, 62, 16), `fill="${body}" ${ink(5)}`) +
    path("M52 124Q58 74 110 70H140Q168 74 170 124Z", `fill="${steel}" ${ink(5)}`) +
    path("M70 120Q76 88 110 86H138Q152 90 154 120Z", `fill="${glass}" ${ink(4)}`) +
    path(
      "M80 112Q86 94 108 92",
      `fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.8"`,
    ) +
    path(roundedRect(34, 148, 176, 10, 5), `fill="${darken(AMBER, 0.45)}"`) +
    circle(40, 138, 8, `fill="#fff6c0" ${ink(3)}`) +
    wheel(58) +
    wheel(122) +
    wheel(186) +
    "</g>"
  );
}

/** A heavy drill head: a spiralled cone on a riveted collar. */
function drill(c: SvgCanvas): string {
  const cone = c.metal("#b8c4d8", false);
  const collar = c.metal(TEAL);
  const bands = [0, 1, 2, 3]
    .map((i) => {
      const y = 112 + i * 30;
      const half = 62 - i * 14;
      return path(
        `M${n(128 - half)} ${n(y)}Q128 ${n(y + 26)} ${n(128 + half)} ${n(y - 14)}`,
        `fill="none" stroke="${INK}" stroke-width="5" stroke-linecap="round"`,
      );
    })
    .join("");
  return (
    halo(c, TEAL, 128, 140, 110) +
    `<g filter="${c.finish(RIM)}">` +
    path("M62 100H194L128 244Z", `fill="${cone}" ${ink(5)}`) +
    bands +
    path(roundedRect(48, 62, 160, 42, 12), `fill="${collar}" ${ink(5)}`) +
    [70, 104, 152, 186].map((x) => circle(x, 83, 6, `fill="#e8fff8" ${ink(2)}`)).join("") +
    path(roundedRect(96, 18, 64, 46, 8), `fill="${c.metal("#6a7088")}" ${ink(5)}`) +
    path("M88 112L112 108", `stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.7"`) +
    "</g>" +
    path(star(128, 238, 6, 22, 8), `fill="${AMBER}" opacity="0.9"`)
  );
}

/** A ringed planet: stands in for every paying symbol. */
function wild(c: SvgCanvas): string {
  const planet = c.radial(
    [
      [0, "#ffe0a8"],
      [0.5, "#ff7a4a"],
      [1, "#6a1a5a"],
    ],
    { fx: 0.35, fy: 0.3 },
  );
  const ring = c.linear(
    [
      [0, TEAL],
      [0.5, "#ffffff"],
      [1, VIOLET],
    ],
    0,
    0,
    1,
    0,
  );
  return (
    halo(c, "#ff7a4a", 128, 104, 116) +
    `<g filter="${c.finish(RIM)}">` +
    path("M20 112Q128 62 236 94Q246 100 236 106Q128 150 20 124Q10 118 20 112Z", `fill="${ring}" ${ink(4)}`) +
    circle(128, 100, 62, `fill="${planet}" ${ink(5)}`) +
    path("M72 88Q128 70 184 84", `fill="none" stroke="#ffe8c8" stroke-width="7" opacity="0.55"`) +
    path("M72 118Q128 104 184 114", `fill="none" stroke="#8a2a5a" stroke-width="7" opacity="0.5"`) +
    path("M60 116Q128 140 196 112", `fill="none" stroke="${ring}" stroke-width="12" stroke-linecap="round"`) +
    "</g>" +
    lettering(
      c,
      "WILD",
      { x: 128, y: 196, size: 70, weight: 0.3, maxWidth: 226 },
      {
        face: faceOf(AMBER),
        outline: INK,
        extrude: { color: "#5a2a04", depth: 7 },
        inline: "#fff6d0",
      },
    )
  );
}

/** A star gate: a swirling ring around a white core. Four or more start free spins. */
function scatter(c: SvgCanvas): string {
  const swirl = (radius: number, color: string, turn: number) =>
    [0, 1, 2, 3]
      .map((arm) => {
        const start = arm * 90 + turn;
        const [x1, y1] = polar(128, 128, radius, start);
        const [x2, y2] = polar(128, 128, radius * 0.45, start + 80);
        return path(
          `M${n(x1)} ${n(y1)}Q${n(polar(128, 128, radius * 0.9, start + 50)[0])} ${n(polar(128, 128, radius * 0.9, start + 50)[1])} ${n(x2)} ${n(y2)}`,
          `fill="none" stroke="${color}" stroke-width="10" stroke-linecap="round"`,
        );
      })
      .join("");
  return (
    halo(c, TEAL, 128, 128, 124) +
    `<g filter="${c.finish(RIM)}">` +
    circle(128, 128, 98, `fill="${c.metal("#5a5a78")}" ${ink(5)}`) +
    circle(
      128,
      128,
      76,
      `fill="${c.radial([
        [0, "#ffffff"],
        [0.3, ICE],
        [0.7, VIOLET],
        [1, "#1a0a40"],
      ])}" ${ink(4)}`,
    ) +
    [0, 60, 120, 180, 240, 300]
      .map((degrees) => {
        const [x, y] = polar(128, 128, 87, degrees);
        return circle(x, y, 7, `fill="${TEAL}" ${ink(2)}`);
      })
      .join("") +
    "</g>" +
    swirl(70, "#ffffff", 0) +
    swirl(56, TEAL, 40) +
    path(star(128, 128, 8, 34, 10, 0), `fill="#ffffff"`)
  );
}

const royalColors = {
  A: "#ff5aa0",
  K: TEAL,
  Q: VIOLET,
  J: AMBER,
  "10": "#5aa8ff",
  "9": "#8ae05a",
};

function royalSymbol(label: string) {
  return (c: SvgCanvas) =>
    `<g filter="${c.finish(RIM, 0.5)}">${royal(c, label, {
      colors: royalColors,
      outline: () => INK,
      face: (base) => [
        [0, "#ffffff"],
        [0.35, lighten(base, 0.4)],
        [0.7, base],
        [1, darken(base, 0.45)],
      ],
      inline: "#ffffff",
      accent: () => path(star(190, 60, 4, 14, 3, 0), `fill="#ffffff" opacity="0.9"`),
    })}</g>`;
}

function scene(c: SvgCanvas, width: number, height: number): string {
  const unit = Math.max(width, height);
  const rand = seededRandom(17);
  const sky = c.linear([
    [0, "#07041a"],
    [0.55, "#1a0a3a"],
    [1, "#2a0e3a"],
  ]);
  const nebula = (cx: number, cy: number, r: number, color: string, opacity: number) =>
    ellipse(
      cx,
      cy,
      r * 1.4,
      r,
      `fill="${c.radial([
        [0, color, opacity],
        [1, color, 0],
      ])}"`,
    );
  const planet = c.radial(
    [
      [0, "#ffd0a0"],
      [0.55, "#c04a6a"],
      [1, "#2a0a30"],
    ],
    { fx: 0.3, fy: 0.3 },
  );
  const rock = c.linear([
    [0, "#3a2e4a"],
    [1, "#120c1c"],
  ]);
  const farRock = c.linear([
    [0, "#2a2040"],
    [1, "#0e0a18"],
  ]);
  const ground = height * 0.8;
  const shards = Array.from({ length: 14 }, (_, i) => {
    const x = (width * (i + rand() * 0.8)) / 14;
    const y = ground + rand() * (height - ground) * 0.6;
    const s = unit * (0.012 + rand() * 0.018);
    const color = i % 3 === 0 ? TEAL : VIOLET;
    return (
      path(
        polygon([
          [x - s * 0.5, y],
          [x - s * 0.35, y - s * 1.6],
          [x, y - s * 2.6],
          [x + s * 0.35, y - s * 1.6],
          [x + s * 0.5, y],
        ]),
        `fill="${color}" opacity="0.9"`,
      ) +
      circle(
        x,
        y - s,
        s * 2.2,
        `fill="${c.radial([
          [0, color, 0.45],
          [1, color, 0],
        ])}"`,
      )
    );
  }).join("");
  const lamps = Array.from({ length: 6 }, (_, i) => {
    const x = width * (0.1 + i * 0.16 + rand() * 0.04);
    const y = height * 0.66 + rand() * height * 0.06;
    return (
      path(`M${n(x)} ${n(y)}V${n(y + unit * 0.05)}`, `stroke="#5a5070" stroke-width="${n(unit * 0.003)}"`) +
      circle(
        x,
        y,
        unit * 0.02,
        `fill="${c.radial([
          [0, AMBER, 0.8],
          [1, AMBER, 0],
        ])}"`,
      ) +
      circle(x, y, unit * 0.004, `fill="#fff0c0"`)
    );
  }).join("");
  return (
    `<rect width="${width}" height="${height}" fill="${sky}"/>` +
    nebula(width * 0.25, height * 0.25, unit * 0.3, VIOLET, 0.35) +
    nebula(width * 0.8, height * 0.35, unit * 0.25, TEAL, 0.18) +
    nebula(width * 0.55, height * 0.1, unit * 0.2, "#ff5aa0", 0.15) +
    starField(4, 220, width, height * 0.75, "#ffffff", unit * 0.0012) +
    circle(width * 0.82, height * 0.2, unit * 0.11, `fill="${planet}"`) +
    ellipse(
      width * 0.82,
      height * 0.2,
      unit * 0.18,
      unit * 0.03,
      `fill="none" stroke="${TEAL}" stroke-width="${n(unit * 0.006)}" opacity="0.6" transform="rotate(-12 ${n(width * 0.82)} ${n(height * 0.2)})"`,
    ) +
    path(
      ridge(width, height, {
        base: height * 0.66,
        amplitude: unit * 0.08,
        step: unit * 0.12,
        seed: 5,
        jagged: true,
      }),
      `fill="${farRock}"`,
    ) +
    lamps +
    path(
      ridge(width, height, {
        base: ground,
        amplitude: unit * 0.06,
        step: unit * 0.09,
        seed: 9,
        jagged: true,
      }),
      `fill="${rock}"`,
    ) +
    shards
  );
}

function logo(c: SvgCanvas): string {
  return (
    starField(8, 24, 800, 240, "#ffffff", 2.4) +
    lettering(
      c,
      "STAR",
      { x: 400, y: 62, size: 72, weight: 0.27, tracking: 0.22, maxWidth: 420 },
      {
        face: [
          [0, "#ffffff"],
          [0.45, ICE],
          [0.55, TEAL],
          [1, "#0a6a7a"],
        ],
        outline: INK,
        extrude: { color: "#04283a", depth: 8 },
      },
    ) +
    lettering(
      c,
      "QUARRY",
      { x: 400, y: 170, size: 96, weight: 0.28, tracking: 0.06, maxWidth: 640 },
      {
        face: metalFace(VIOLET),
        outline: INK,
        extrude: { color: "#2a0a5a", depth: 10 },
        inline: "#f0e0ff",
      },
    )
  );
}

const royalSymbols = Object.fromEntries(ROYALS.map((label) => [label, royalSymbol(label)]));

export const starQuarry = defineTitle({
  key: "sq",
  palette: {
    frame: "#3a2a6a",
    frameLight: "#b48aff",
    frameDark: "#120a2a",
    reelBackground: "#0e0820",
    reelDivider: "#2a1a4a",
    text: "#f2ecff",
    textMuted: "#b0a0d8",
    accent: AMBER,
    winHighlight: "#fff0a0",
    winGlow: VIOLET,
    button: "#ff8a20",
    buttonLight: "#ffc060",
    buttonText: "#ffffff",
  },
  symbols: { crystal, comet, rover, drill, ...royalSymbols, wild, scatter },
  scene,
  logo,
  hero: "crystal",
});
