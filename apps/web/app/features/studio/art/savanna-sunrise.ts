/** Savanna Sunrise: the plains at dawn, warm sun from the top left, earthy browns and sunset oranges. */
import { darken, lighten } from "./shared/color.ts";
import { faceOf, lettering, metalFace } from "./shared/lettering.ts";
import { seededRandom } from "./shared/random.ts";
import { ROYALS, royal } from "./shared/royals.ts";
import { ridge } from "./shared/scenery.ts";
import {
  around,
  circle,
  ellipse,
  path,
  polar,
  polygon,
  ribbon,
  roundedRect,
  smooth,
} from "./shared/shapes.ts";
import { n, type SvgCanvas } from "./shared/svg.ts";
import { defineTitle } from "./shared/title.ts";

const INK = "#2a1206";
const SUN = "#ffb020";
const TAN = "#e0a050";
const EMBER = "#e8501c";

const ink = (width = 5) => `stroke="${INK}" stroke-width="${width}" stroke-linejoin="round"`;

/** A pair of mirrored parts (ears, eyes, tusks) drawn once for the left and once for the right. */
const mirrored = (part: string) => `${part}<g transform="translate(256 0) scale(-1 1)">${part}</g>`;

function eye(x: number, y: number, iris: string): string {
  return (
    ellipse(x, y, 12, 9, `fill="#fff8e8" ${ink(3.5)}`) +
    circle(x + 1, y, 6.5, `fill="${iris}"`) +
    circle(x + 1, y, 3.2, `fill="#120802"`) +
    circle(x - 2, y - 3, 2.2, `fill="#fff"`)
  );
}

function lion(c: SvgCanvas): string {
  const mane = (radius: number, count: number, color: string, offset: number) =>
    around(
      count,
      (a) =>
        path(
          ribbon(
            [polar(128, 132, 40, a), polar(128, 132, radius * 0.7, a + 8), polar(128, 132, radius, a + 4)],
            44,
            2,
          ),
          `fill="${c.volume(color, 0.35, 0.5)}" ${ink(4)}`,
        ),
      -90 + offset,
    );
  const face = smooth([
    [128, 66],
    [168, 76],
    [186, 116],
    [178, 158],
    [152, 196],
    [128, 206],
    [104, 196],
    [78, 158],
    [70, 116],
    [88, 76],
  ]);
  const ear = circle(82, 76, 20, `fill="${c.volume(TAN)}" ${ink(4)}`) + circle(84, 78, 9, `fill="#8a4a20"`);
  return (
    `<g filter="${c.finish("#fff0c0")}">` +
    mane(120, 16, "#a0400c", 0) +
    mane(100, 16, "#e07a1c", 11) +
    mirrored(ear) +
    path(face, `fill="${c.volume(TAN, 0.4, 0.45)}" ${ink(5)}`) +
    path(
      "M128 98V150",
      `stroke="${lighten(TAN, 0.35)}" stroke-width="22" stroke-linecap="round" opacity="0.7"`,
    ) +
    mirrored(
      `${eye(102, 120, "#e8a010")}${path("M88 104q14-8 28 0", `fill="none" ${ink(4)} stroke-linecap="round"`)}`,
    ) +
    mirrored(
      circle(114, 166, 18, `fill="${c.volume("#fff0d8", 0.3, 0.3)}" ${ink(3)}`) +
        [0, 1, 2].map((i) => circle(106 + i * 6, 162 + (i % 2) * 6, 1.8, `fill="${INK}"`)).join(""),
    ) +
    path("M112 144H144L132 160H124Z", `fill="${c.volume("#7a2a1a")}" ${ink(3)}`) +
    path(
      "M128 160V176M128 176q-10 10-20 4M128 176q10 10 20 4",
      `fill="none" ${ink(3)} stroke-linecap="round"`,
    ) +
    path("M116 190Q128 198 140 190", `fill="none" stroke="#fff0d8" stroke-width="6" stroke-linecap="round"`) +
    "</g>"
  );
}

function elephant(c: SvgCanvas): string {
  const grey = c.volume("#9a9aa8", 0.4, 0.55);
  const ear =
    path(
      smooth([
        [96, 62],
        [60, 40],
        [18, 64],
        [16, 126],
        [40, 170],
        [78, 170],
        [92, 130],
      ]),
      `fill="${grey}" ${ink(5)}`,
    ) +
    path(
      smooth([
        [86, 72],
        [56, 56],
        [30, 76],
        [30, 122],
        [48, 152],
        [74, 150],
        [84, 120],
      ]),
      `fill="#e8a0a8" opacity="0.75"`,
    );
  const trunk = ribbon(
    [
      [128, 120],
      [128, 168],
      [120, 204],
      [136, 232],
      [160, 224],
      [156, 210],
    ],
    50,
    16,
  );
  const tusk = path(
    ribbon(
      [
        [104, 160],
        [96, 190],
        [112, 212],
      ],
      14,
      4,
    ),
    `fill="${c.volume("#fff8e6", 0.3, 0.4)}" ${ink(3.5)}`,
  );
  const wrinkles = [176, 192, 206]
    .map((y) =>
      path(`M${118 - (y - 170) * 0.1} ${y}q10 5 20 0`, `fill="none" stroke="#5a5a66" stroke-width="3"`),
    )
    .join("");
  return (
    `<g filter="${c.finish()}">` +
    mirrored(ear) +
    path(
      smooth([
        [128, 36],
        [172, 50],
        [186, 100],
        [170, 146],
        [128, 158],
        [86, 146],
        [70, 100],
        [84, 50],
      ]),
      `fill="${grey}" ${ink(5)}`,
    ) +
    mirrored(tusk) +
    path(trunk, `fill="${grey}" ${ink(5)}`) +
    wrinkles +
    mirrored(`${eye(100, 104, "#5a3010")}${path("M88 90q12-6 24 0", `fill="none" ${ink(3)}`)}`) +
    ellipse(116, 62, 20, 10, `fill="${c.gloss(0.5)}"`) +
    path(roundedRect(104, 34, 48, 14, 6), `fill="${c.metal("#f0b030")}" ${ink(3)}`) +
    circle(128, 41, 6, `fill="${EMBER}" ${ink(2)}`) +
    "</g>"
  );
}

function giraffe(c: SvgCanvas): string {
  const hide = c.volume("#f0b848", 0.35, 0.45);
  const neck = ribbon(
    [
      [96, 256],
      [112, 190],
      [136, 130],
      [150, 96],
    ],
    66,
    44,
  );
  const head = smooth([
    [128, 54],
    [162, 44],
    [204, 62],
    [226, 92],
    [218, 114],
    [188, 114],
    [152, 104],
    [124, 84],
  ]);
  const clip = c.clip(`<path d="${neck}"/><path d="${head}"/>`);
  const rand = seededRandom(7);
  const spots = Array.from({ length: 14 }, (_, i) => {
    const [x, y] = [
      84 + (i % 3) * 30 + (i > 8 ? 36 : 0) + rand() * 8,
      240 - Math.floor(i / 3) * 34 + rand() * 8,
    ];
    return path(
      smooth([
        [x - 12, y - 10],
        [x + 10, y - 12],
        [x + 13, y + 8],
        [x - 10, y + 11],
      ]),
      `fill="#9a4a14"`,
    );
  }).join("");
  return (
    `<g filter="${c.finish("#fff0c0")}">` +
    path(
      ribbon(
        [
          [74, 250],
          [90, 190],
          [112, 134],
          [126, 86],
        ],
        16,
        10,
      ),
      `fill="${c.volume("#7a3a10")}" ${ink(4)}`,
    ) +
    path(neck, `fill="${hide}" ${ink(5)}`) +
    path(head, `fill="${hide}" ${ink(5)}`) +
    `<g clip-path="${clip}">${spots}</g>` +
    path(neck, `fill="none" ${ink(5)}`) +
    path(
      smooth([
        [190, 70],
        [222, 80],
        [230, 100],
        [214, 116],
        [186, 112],
      ]),
      `fill="${c.volume("#f8dcaa", 0.3, 0.4)}" ${ink(4)}`,
    ) +
    circle(214, 88, 3, `fill="${INK}"`) +
    path("M196 108q10 4 20 0", `fill="none" ${ink(3)}`) +
    [140, 160]
      .map(
        (x) =>
          path(
            ribbon(
              [
                [x, 56],
                [x - 6, 30],
              ],
              9,
              7,
            ),
            `fill="${c.volume("#d08a30")}" ${ink(3.5)}`,
          ) + circle(x - 6, 26, 8, `fill="#5a2a0c" ${ink(3)}`),
      )
      .join("") +
    path(
      smooth([
        [124, 66],
        [96, 48],
        [86, 58],
        [112, 78],
      ]),
      `fill="${hide}" ${ink(4)}`,
    ) +
    eye(164, 74, "#4a2408") +
    path("M150 64l-6-6M158 62l-3-8M166 62l0-8", `${ink(2.5)}`) +
    "</g>"
  );
}

function zebra(c: SvgCanvas): string {
  const head = smooth([
    [128, 40],
    [164, 52],
    [176, 102],
    [164, 166],
    [152, 210],
    [128, 222],
    [104, 210],
    [92, 166],
    [80, 102],
    [92, 52],
  ]);
  const clip = c.clip(`<path d="${head}"/>`);
  const stripes = Array.from({ length: 9 }, (_, i) => {
    const y = 58 + i * 16;
    return mirrored(
      path(
        ribbon(
          [
            [70, y + 6],
            [100, y - 2],
            [120, y + 6],
          ],
          9,
          2,
        ),
        `fill="#141414"`,
      ),
    );
  }).join("");
  const ear =
    path(
      smooth([
        [98, 56],
        [82, 20],
        [72, 26],
        [84, 66],
      ]),
      `fill="${c.volume("#f4f4f4", 0.2, 0.5)}" ${ink(4)}`,
    ) + path("M84 30l8 26", `stroke="#141414" stroke-width="5"`);
  const mane = Array.from({ length: 6 }, (_, i) =>
    path(
      ribbon(
        [
          [128, 56 - i * 0],
          [118 + i * 4, 26 - i * 2],
        ],
        12,
        6,
      ),
      `fill="${i % 2 ? "#141414" : "#f4f4f4"}" ${ink(3)}`,
    ),
  ).join("");
  return (
    `<g filter="${c.finish()}">` +
    mirrored(ear) +
    mane +
    path(head, `fill="${c.volume("#f6f6f6", 0.2, 0.5)}" ${ink(5)}`) +
    `<g clip-path="${clip}">${stripes}${path("M128 40V120", 'stroke="#141414" stroke-width="12"')}${ellipse(128, 196, 40, 34, `fill="${c.volume("#3a3a3a", 0.3, 0.5)}"`)}</g>` +
    path(head, `fill="none" ${ink(5)}`) +
    mirrored(`${eye(98, 108, "#3a1a08")}${ellipse(114, 200, 7, 5, `fill="#000"`)}`) +
    path("M116 216q12 6 24 0", `fill="none" stroke="#000" stroke-width="3"`) +
    ellipse(118, 86, 10, 22, `fill="${c.gloss(0.6)}"`) +
    "</g>"
  );
}

function acacia(x: number, y: number, s: number, fill: string): string {
  const trunk = `M${n(x - s * 0.04)} ${n(y)}C${n(x - s * 0.02)} ${n(y - s * 0.3)} ${n(x - s * 0.2)} ${n(y - s * 0.45)} ${n(x - s * 0.32)} ${n(y - s * 0.6)}L${n(x - s * 0.28)} ${n(y - s * 0.62)}C${n(x - s * 0.12)} ${n(y - s * 0.5)} ${n(x)} ${n(y - s * 0.45)} ${n(x + s * 0.04)} ${n(y - s * 0.6)}L${n(x + s * 0.08)} ${n(y - s * 0.6)}C${n(x + s * 0.06)} ${n(y - s * 0.4)} ${n(x + s * 0.04)} ${n(y - s * 0.2)} ${n(x + s * 0.05)} ${n(y)}Z`;
  const canopy = [
    [-0.3, -0.66, 0.26],
    [0.05, -0.7, 0.34],
    [0.34, -0.64, 0.22],
  ]
    .map(([dx, dy, r]) =>
      ellipse(x + (dx ?? 0) * s, y + (dy ?? 0) * s, (r ?? 0) * s, (r ?? 0) * s * 0.28, `fill="${fill}"`),
    )
    .join("");
  return path(trunk, `fill="${fill}"`) + canopy;
}

function wild(c: SvgCanvas): string {
  const rays = around(18, (a) =>
    path(
      polygon([polar(128, 118, 50, a - 5), polar(128, 118, 118, a), polar(128, 118, 50, a + 5)]),
      `fill="${SUN}"`,
    ),
  );
  return (
    `<g filter="${c.finish("#fff0c0")}">` +
    `<g opacity="0.9">${rays}</g>` +
    circle(
      128,
      118,
      86,
      `fill="${c.radial([
        [0, "#fff6b0"],
        [0.5, SUN],
        [1, EMBER],
      ])}" ${ink(5)}`,
    ) +
    acacia(128, 196, 150, "#3a1a08") +
    path("M40 170Q128 150 216 170V196H40Z", `fill="#3a1a08"`) +
    "</g>" +
    lettering(
      c,
      "WILD",
      { x: 128, y: 176, size: 62, weight: 0.3, maxWidth: 220 },
      {
        face: faceOf("#ffd23a"),
        outline: INK,
        extrude: { color: "#7a2a04", depth: 7 },
        inline: "#fffbe0",
      },
    )
  );
}

/** A djembe drum with a banner: the free-spins scatter. */
function scatter(c: SvgCanvas): string {
  const wood = c.volume("#9a4a1a", 0.35, 0.55);
  const ropes = Array.from({ length: 8 }, (_, i) => {
    const x = 60 + i * 20;
    return path(`M${x} 70L${x + 10} 140L${x + 20} 70`, `fill="none" stroke="#f0d8a0" stroke-width="3"`);
  }).join("");
  return (
    `<g filter="${c.finish("#fff0c0")}">` +
    path("M44 62H212L178 150Q160 172 172 236H84Q96 172 78 150Z", `fill="${wood}" ${ink(5)}`) +
    ropes +
    [0, 1, 2]
      .map((i) => path(`M${90 + i * 8} 190H${166 - i * 8}`, `stroke="#f0d8a0" stroke-width="3"`))
      .join("") +
    ellipse(
      128,
      60,
      86,
      26,
      `fill="${c.radial([
        [0, "#fff4dc"],
        [0.7, "#e6c490"],
        [1, "#a0703a"],
      ])}" ${ink(5)}`,
    ) +
    path("M42 62Q128 96 214 62", `fill="none" stroke="${EMBER}" stroke-width="8"`) +
    path(
      "M14 110L242 110L230 134L242 158L14 158L26 134Z",
      `fill="${c.linear([
        [0, lighten(EMBER, 0.2)],
        [1, darken(EMBER, 0.35)],
      ])}" ${ink(5)}`,
    ) +
    "</g>" +
    lettering(
      c,
      "FREE SPINS",
      { x: 128, y: 134, size: 34, weight: 0.3, maxWidth: 196 },
      {
        face: metalFace("#ffd23a"),
        outline: INK,
        extrude: { color: "#4a1404", depth: 4 },
      },
    )
  );
}

const royalColors = {
  A: "#e8401c",
  K: "#1ca0a8",
  Q: "#a040c0",
  J: "#48a020",
  "10": "#2a70d0",
  "9": "#e04080",
};

function royalSymbol(label: string) {
  return (c: SvgCanvas) =>
    `<g filter="${c.finish("#fff0c0", 0.45)}">${royal(c, label, {
      colors: royalColors,
      outline: () => INK,
      weight: 0.28,
      backing: (cc, base) =>
        path(
          polygon(Array.from({ length: 16 }, (_, i) => polar(128, 128, i % 2 ? 74 : 104, i * 22.5))),
          `fill="${cc.volume(lighten(base, 0.55), 0.2, 0.3)}" opacity="0.55"`,
        ) +
        circle(
          128,
          128,
          80,
          `fill="none" stroke="${lighten(base, 0.6)}" stroke-width="3" stroke-dasharray="10 8" opacity="0.7"`,
        ),
    })}</g>`;
}

function scene(c: SvgCanvas, width: number, height: number): string {
  const unit = Math.min(width, height);
  const horizon = height * 0.66;
  const sky = c.linear(
    [
      [0, "#2a1040"],
      [0.35, "#8a2a4a"],
      [0.65, "#f0702a"],
      [0.9, "#ffc050"],
      [1, "#fff0a0"],
    ],
    0,
    0,
    0,
    horizon,
    true,
  );
  const sun = [width * 0.5, horizon - unit * 0.04] as const;
  const rays = around(
    28,
    (a) =>
      path(
        polygon([sun, polar(...sun, width + height, a - 2), polar(...sun, width + height, a + 2)]),
        `fill="#fff0b0" opacity="0.08"`,
      ),
    -180,
  );
  const ground = c.linear([
    [0, "#8a4a1a"],
    [0.3, "#5a2a0c"],
    [1, "#1a0a04"],
  ]);
  const rand = seededRandom(51);
  const grass = Array.from({ length: Math.round(width / 10) }, (_, i) => {
    const x = i * 10 + rand() * 8;
    const h = unit * (0.03 + rand() * 0.05);
    const lean = (rand() - 0.5) * h;
    return path(
      `M${n(x - 3)} ${n(height)}Q${n(x + lean * 0.3)} ${n(height - h * 0.6)} ${n(x + lean)} ${n(height - h)}Q${n(x + 2)} ${n(height - h * 0.5)} ${n(x + 4)} ${n(height)}Z`,
      `fill="#140802"`,
    );
  }).join("");
  const birds = Array.from({ length: 7 }, (_, i) => {
    const [x, y, s] = [
      width * (0.15 + rand() * 0.7),
      height * (0.12 + rand() * 0.3),
      unit * (0.008 + rand() * 0.01),
    ];
    return path(
      `M${n(x - s * 2)} ${n(y)}q${n(s)} ${n(-s)} ${n(s * 2)} ${n(s * 0.6)}q${n(s)} ${n(-s * 1.6)} ${n(s * 2)} ${n(-s * 0.6)}`,
      `fill="none" stroke="#2a1020" stroke-width="${n(unit * 0.003 + i * 0.1)}"`,
    );
  }).join("");
  return (
    `<rect width="${width}" height="${height}" fill="${sky}"/>` +
    rays +
    circle(
      sun[0],
      sun[1],
      unit * 0.5,
      `fill="${c.radial([
        [0, "#fff6c0", 0.9],
        [0.3, "#ffc050", 0.5],
        [1, "#ff7020", 0],
      ])}"`,
    ) +
    circle(
      sun[0],
      sun[1],
      unit * 0.16,
      `fill="${c.radial([
        [0, "#ffffff"],
        [0.6, "#fff2a0"],
        [1, "#ffc040"],
      ])}"`,
    ) +
    birds +
    path(
      ridge(width, horizon + 4, {
        base: horizon - unit * 0.02,
        amplitude: unit * 0.08,
        step: unit * 0.3,
        seed: 4,
      }),
      `fill="#a04a3a" opacity="0.7"`,
    ) +
    `<rect y="${n(horizon)}" width="${width}" height="${n(height - horizon)}" fill="${ground}"/>` +
    path(
      ridge(width, height, {
        base: horizon + unit * 0.08,
        amplitude: unit * 0.06,
        step: unit * 0.4,
        seed: 9,
      }),
      `fill="#3a1806"`,
    ) +
    acacia(width * 0.1, horizon + unit * 0.12, unit * 0.75, "#1a0a04") +
    acacia(width * 0.9, horizon + unit * 0.16, unit * 0.6, "#1a0a04") +
    acacia(width * 0.34, horizon + unit * 0.02, unit * 0.22, "#4a1a0c") +
    grass
  );
}

function logo(c: SvgCanvas): string {
  const rays = around(
    20,
    (a) =>
      path(
        polygon([polar(400, 200, 60, a - 4), polar(400, 200, 220, a), polar(400, 200, 60, a + 4)]),
        `fill="${SUN}" opacity="0.75"`,
      ),
    -180,
  );
  return (
    `<g filter="${c.finish("#fff0c0", 0.3, 0.3)}"><g clip-path="${c.clip('<rect width="800" height="200"/>')}">${rays}${circle(
      400,
      200,
      110,
      `fill="${c.radial([
        [0, "#fff6b0"],
        [0.6, SUN],
        [1, EMBER],
      ])}" ${ink(5)}`,
    )}</g></g>` +
    lettering(
      c,
      "SAVANNA",
      { x: 400, y: 96, size: 104, weight: 0.28, tracking: 0.06, maxWidth: 640 },
      {
        face: faceOf("#ffc629"),
        outline: INK,
        extrude: { color: "#6a2204", depth: 10 },
        inline: "#fffbe0",
      },
    ) +
    lettering(
      c,
      "SUNRISE",
      { x: 400, y: 190, size: 52, weight: 0.3, tracking: 0.2, maxWidth: 420 },
      {
        face: faceOf(EMBER),
        outline: "#fff0c8",
        outlineWidth: 0.22,
        extrude: { color: "#3a0e02", depth: 5 },
      },
    )
  );
}

const royalSymbols = Object.fromEntries(ROYALS.map((label) => [label, royalSymbol(label)]));

export const savannaSunrise = defineTitle({
  key: "ss",
  palette: {
    frame: "#7a3a14",
    frameLight: "#f0b050",
    frameDark: "#2a1004",
    reelBackground: "#24100a",
    reelDivider: "#5a2a12",
    text: "#fff4e0",
    textMuted: "#e0b890",
    accent: "#ffc629",
    winHighlight: "#fff0a0",
    winGlow: SUN,
    button: EMBER,
    buttonLight: lighten(EMBER, 0.4),
    buttonText: "#fffaf0",
  },
  symbols: { lion, elephant, giraffe, zebra, ...royalSymbols, wild, scatter },
  scene,
  logo,
  hero: "lion",
});
