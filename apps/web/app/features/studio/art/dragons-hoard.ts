/** Dragon's Hoard: a crimson dragon's cave of molten gold, lit by fire from below and the top left. */
import { darken, lighten } from "./shared/color.ts";
import { JACKPOT_COLORS, jackpotLabel } from "./shared/jackpot.ts";
import { faceOf, lettering, metalFace } from "./shared/lettering.ts";
import { seededRandom } from "./shared/random.ts";
import { ROYALS, royal } from "./shared/royals.ts";
import { ridge } from "./shared/scenery.ts";
import {
  around,
  circle,
  ellipse,
  type Point,
  path,
  polar,
  polygon,
  ribbon,
  roundedRect,
  smooth,
  star,
} from "./shared/shapes.ts";
import { n, type SvgCanvas } from "./shared/svg.ts";
import { defineTitle, type JackpotTier } from "./shared/title.ts";

const INK = "#14040a";
const CRIMSON = "#c01828";
const GOLD = "#ffbe2a";
const FIRE = "#ff6a10";
const EMERALD = "#20c060";

const ink = (width = 5) => `stroke="${INK}" stroke-width="${width}" stroke-linejoin="round"`;

/** Tongues of fire rising from a base line: behind the wild, the logo and the cave's braziers. */
function flames(c: SvgCanvas, cx: number, base: number, width: number, height: number, seed: number): string {
  const rand = seededRandom(seed);
  const fill = c.linear(
    [
      [0, "#fff6a0"],
      [0.4, "#ffb020"],
      [1, "#e02a08"],
    ],
    0,
    1,
    0,
    0,
  );
  return Array.from({ length: 9 }, (_, i) => {
    const x = cx - width / 2 + (width * (i + 0.5)) / 9;
    const h = height * (0.5 + rand() * 0.5) * (1 - Math.abs(i - 4) / 7);
    const sway = (rand() - 0.5) * width * 0.15;
    return path(
      ribbon(
        [
          [x, base],
          [x + sway, base - h * 0.5],
          [x - sway * 0.5, base - h],
        ],
        width / 5,
        1,
      ),
      `fill="${fill}"`,
    );
  }).join("");
}

function dragon(c: SvgCanvas): string {
  const scales = c.volume(CRIMSON, 0.4, 0.6);
  const horn = (spine: Point[], w: number) =>
    path(
      ribbon(spine, w, 3),
      `fill="${c.linear([
        [0, "#fff0c0"],
        [1, "#a07020"],
      ])}" ${ink(4)}`,
    );
  const head = smooth([
    [170, 52],
    [206, 66],
    [222, 100],
    [214, 140],
    [196, 168],
    [150, 172],
    [110, 168],
    [72, 160],
    [38, 150],
    [22, 132],
    [30, 114],
    [64, 104],
    [110, 80],
    [140, 56],
  ]);
  const jaw = smooth([
    [186, 168],
    [150, 190],
    [104, 194],
    [64, 182],
    [44, 170],
    [76, 168],
    [120, 172],
    [164, 164],
  ]);
  const spikes = [
    [190, 60, 236, 30],
    [212, 88, 248, 74],
    [218, 120, 250, 124],
    [208, 150, 240, 176],
  ]
    .map(([x, y, tx, ty]) =>
      path(
        polygon([
          [x ?? 0, (y ?? 0) - 10],
          [tx ?? 0, ty ?? 0],
          [(x ?? 0) - 4, (y ?? 0) + 12],
        ]),
        `fill="${c.volume(darken(CRIMSON, 0.2))}" ${ink(4)}`,
      ),
    )
    .join("");
  const teeth = [60, 78, 96, 114, 132]
    .map((x) =>
      path(
        polygon([
          [x, 161],
          [x + 8, 161],
          [x + 4, 174],
        ]),
        `fill="#fffbe8" ${ink(2)}`,
      ),
    )
    .join("");
  const belly = [0, 1, 2, 3]
    .map((i) => path(`M${70 + i * 26} 186q10-8 22 0`, `fill="none" stroke="#f0b060" stroke-width="4"`))
    .join("");
  const rows = [0, 1, 2].flatMap((r) =>
    [0, 1, 2, 3].map((k) => [126 + k * 20 + r * 8, 92 + r * 18] as const),
  );
  const scaleMarks = rows
    .map(([x, y]) =>
      path(
        `M${x - 8} ${y}A8 8 0 0 0 ${x + 8} ${y}`,
        `fill="none" stroke="${darken(CRIMSON, 0.45)}" stroke-width="3"`,
      ),
    )
    .join("");
  return (
    `<g filter="${c.finish("#ffd080")}"><g transform="translate(0 26)">` +
    horn(
      [
        [176, 64],
        [196, 30],
        [232, 12],
        [248, 20],
      ],
      26,
    ) +
    horn(
      [
        [156, 66],
        [162, 34],
        [186, 14],
      ],
      18,
    ) +
    spikes +
    path("M60 166L160 160L190 166L150 172Z", `fill="#3a0408"`) +
    teeth +
    path(jaw, `fill="${scales}" ${ink(5)}`) +
    belly +
    path(head, `fill="${scales}" ${ink(5)}`) +
    scaleMarks +
    path("M40 128q10-6 16 2", `fill="none" ${ink(4)} stroke-linecap="round"`) +
    path("M96 104Q120 90 150 92", `fill="none" stroke="${INK}" stroke-width="7" stroke-linecap="round"`) +
    `<g filter="${c.glow(FIRE, 5, 1.6)}">${path(
      "M104 112Q122 100 142 108Q124 124 104 112Z",
      `fill="${c.radial([
        [0, "#fff6a0"],
        [1, FIRE],
      ])}" ${ink(3)}`,
    )}</g>` +
    ellipse(124, 110, 2.5, 8, `fill="${INK}"`) +
    ellipse(160, 76, 22, 10, `fill="${c.gloss(0.45)}" transform="rotate(-20 160 76)"`) +
    path(
      ribbon(
        [
          [30, 130],
          [14, 118],
          [8, 100],
        ],
        8,
        2,
      ),
      `fill="#9a9aa8" opacity="0.6"`,
    ) +
    "</g></g>"
  );
}

function egg(c: SvgCanvas): string {
  const shell = smooth([
    [128, 24],
    [176, 56],
    [196, 130],
    [180, 196],
    [128, 226],
    [76, 196],
    [60, 130],
    [80, 56],
  ]);
  const clip = c.clip(`<path d="${shell}"/>`);
  const scaleRows = Array.from({ length: 11 }, (_, r) =>
    Array.from({ length: 8 }, (_, k) => {
      const x = 40 + k * 26 + (r % 2) * 13;
      const y = 30 + r * 19;
      return path(
        `M${x - 13} ${y}Q${x} ${y + 26} ${x + 13} ${y}`,
        `fill="none" stroke="#1a4a3a" stroke-width="3" opacity="0.7"`,
      );
    }).join(""),
  ).join("");
  const crack = "M128 60L118 90L136 112L120 140L140 168";
  return (
    ellipse(
      128,
      220,
      90,
      20,
      `fill="${c.radial([
        [0, GOLD, 0.7],
        [1, GOLD, 0],
      ])}"`,
    ) +
    `<g filter="${c.finish("#c0fff0")}">` +
    path(
      shell,
      `fill="${c.radial(
        [
          [0, "#a0ffd8"],
          [0.45, "#20a080"],
          [1, "#08302a"],
        ],
        { fx: 0.35, fy: 0.3, cx: 0.42, cy: 0.4, r: 0.66 },
      )}" ${ink(6)}`,
    ) +
    `<g clip-path="${clip}">${scaleRows}</g>` +
    `<g filter="${c.glow(FIRE, 6, 2)}">${path(crack, `fill="none" stroke="#fff0a0" stroke-width="5" stroke-linejoin="round"`)}</g>` +
    ellipse(100, 76, 14, 30, `fill="${c.gloss(0.6)}" transform="rotate(20 100 76)"`) +
    [
      [70, 220],
      [100, 230],
      [156, 230],
      [186, 220],
      [128, 236],
    ]
      .map(([x, y]) =>
        ellipse(
          x ?? 0,
          y ?? 0,
          18,
          8,
          `fill="${c.radial([
            [0, "#fff6c0"],
            [1, "#c08010"],
          ])}" ${ink(2.5)}`,
        ),
      )
      .join("") +
    "</g>"
  );
}

function sword(c: SvgCanvas): string {
  const steel = c.linear(
    [
      [0, "#f0f6ff"],
      [0.48, "#b8c4d4"],
      [0.52, "#6a7688"],
      [1, "#c8d4e0"],
    ],
    0,
    0,
    1,
    0,
  );
  const gold = c.metal(GOLD);
  return (
    `<g filter="${c.finish("#ffe8b0")}"><g transform="rotate(35 128 128)">` +
    path("M114 20L128 4L142 20V168H114Z", `fill="${steel}" ${ink(5)}`) +
    path("M128 14V160", `stroke="#5a6676" stroke-width="3"`) +
    path("M66 166Q128 150 190 166L196 182Q128 170 60 182Z", `fill="${gold}" ${ink(5)}`) +
    circle(60, 176, 10, `fill="${c.volume(CRIMSON)}" ${ink(3)}`) +
    circle(196, 176, 10, `fill="${c.volume(CRIMSON)}" ${ink(3)}`) +
    path(roundedRect(118, 180, 20, 50, 6), `fill="${c.volume("#5a2a14")}" ${ink(4)}`) +
    [0, 1, 2, 3].map((i) => path(`M118 ${188 + i * 11}l20 6`, `stroke="${GOLD}" stroke-width="3"`)).join("") +
    circle(128, 238, 13, `fill="${gold}" ${ink(4)}`) +
    path(star(128, 172, 4, 12, 5, 0), `fill="${c.volume(EMERALD)}" ${ink(2.5)}`) +
    "</g></g>"
  );
}

function crown(c: SvgCanvas): string {
  const gold = c.linear([
    [0, "#fff6c0"],
    [0.4, GOLD],
    [0.7, "#c07a08"],
    [1, "#ffd870"],
  ]);
  const points: Point[] = [
    [28, 192],
    [20, 84],
    [70, 134],
    [92, 56],
    [128, 118],
    [164, 56],
    [186, 134],
    [236, 84],
    [228, 192],
  ];
  const gem = (x: number, y: number, r: number, color: string) =>
    circle(x, y, r, `fill="${c.volume(color, 0.55, 0.5)}" ${ink(3)}`) +
    circle(x - r * 0.3, y - r * 0.3, r * 0.3, `fill="#fff" opacity="0.85"`);
  return (
    `<g filter="${c.finish("#fff0c0")}">` +
    path(
      smooth([
        [40, 150],
        [128, 120],
        [216, 150],
        [200, 190],
        [56, 190],
      ]),
      `fill="${c.volume(CRIMSON)}" ${ink(4)}`,
    ) +
    path(polygon(points), `fill="${gold}" ${ink(6)}`) +
    [
      [20, 84],
      [92, 56],
      [164, 56],
      [236, 84],
    ]
      .map(([x, y]) => circle(x ?? 0, (y ?? 0) - 6, 10, `fill="${c.volume("#ffffff", 0.1, 0.35)}" ${ink(3)}`))
      .join("") +
    path(roundedRect(20, 180, 216, 40, 10), `fill="${c.metal(GOLD)}" ${ink(5)}`) +
    gem(128, 200, 14, CRIMSON) +
    gem(78, 200, 10, EMERALD) +
    gem(178, 200, 10, EMERALD) +
    gem(40, 200, 7, "#3a8aff") +
    gem(216, 200, 7, "#3a8aff") +
    gem(128, 150, 12, "#3a8aff") +
    "</g>"
  );
}

/** The gold coin; the client prints its value across the plain middle. */
function coinBody(c: SvgCanvas, rim: string): string {
  const face = c.radial(
    [
      [0, "#fff2a0"],
      [0.55, GOLD],
      [0.9, "#b06a08"],
      [1, "#6a3a02"],
    ],
    { fx: 0.35, fy: 0.3 },
  );
  return (
    circle(
      128,
      128,
      124,
      `fill="${c.radial([
        [0, GOLD, 0.8],
        [1, FIRE, 0],
      ])}"`,
    ) +
    `<g filter="${c.finish("#fff0c0")}">` +
    circle(128, 128, 104, `fill="${c.metal(rim)}" ${ink(5)}`) +
    circle(128, 128, 86, `fill="${face}" ${ink(4)}`) +
    around(24, (a) => circle(...polar(128, 128, 95, a), 3.5, `fill="${lighten(rim, 0.6)}" ${ink(1.5)}`)) +
    circle(128, 128, 74, `fill="none" stroke="#a06008" stroke-width="3" opacity="0.6"`) +
    path("M60 100Q84 72 128 70Q96 86 92 100Q104 92 118 98Q94 104 84 118Z", `fill="#c07a08" opacity="0.55"`) +
    ellipse(92, 84, 26, 12, `fill="${c.gloss(0.6)}" transform="rotate(-30 92 84)"`) +
    "</g>"
  );
}

const coin = (c: SvgCanvas) => coinBody(c, GOLD);

const cashJackpot = (c: SvgCanvas, tier: JackpotTier) =>
  coinBody(c, JACKPOT_COLORS[tier]) +
  path(star(128, 40, 5, 16, 7), `fill="${c.volume("#fff6c0")}" ${ink(2.5)}`) +
  jackpotLabel(c, tier, 128, 134, 150);

function wild(c: SvgCanvas): string {
  return (
    circle(
      128,
      128,
      124,
      `fill="${c.radial([
        [0, "#ffd060", 0.9],
        [0.55, FIRE, 0.5],
        [1, FIRE, 0],
      ])}"`,
    ) +
    `<g filter="${c.finish("#fff0c0")}">` +
    path("M128 40L206 70V130Q206 190 128 226Q50 190 50 130V70Z", `fill="${c.metal(GOLD)}" ${ink(6)}`) +
    path(
      "M128 56L192 80V130Q192 178 128 208Q64 178 64 130V80Z",
      `fill="${c.radial([
        [0, "#ff5050"],
        [1, "#4a0410"],
      ])}" ${ink(3)}`,
    ) +
    path(
      ribbon(
        [
          [92, 110],
          [128, 80],
          [164, 110],
        ],
        12,
        12,
      ),
      `fill="${c.volume(GOLD)}" ${ink(3)}`,
    ) +
    "</g>" +
    lettering(
      c,
      "WILD",
      { x: 128, y: 156, size: 62, weight: 0.3, maxWidth: 226 },
      {
        face: metalFace(GOLD),
        outline: INK,
        extrude: { color: "#5a0a04", depth: 7 },
        inline: "#fff6d0",
      },
    )
  );
}

const royalColors = { A: "#e0182c", K: "#2a6aff", Q: "#a02ae0", J: "#18b050" };

function royalSymbol(label: string) {
  return (c: SvgCanvas) =>
    `<g filter="${c.finish("#fff0c0", 0.45)}">${royal(c, label, {
      colors: royalColors,
      outline: () => "#3a2002",
      face: (base) => [
        [0, lighten(base, 0.7)],
        [0.35, lighten(base, 0.2)],
        [0.6, base],
        [1, darken(base, 0.5)],
      ],
      inline: "#ffd870",
      backing: (cc, base) =>
        path(
          polygon(Array.from({ length: 8 }, (_, i) => polar(128, 128, 100, 22.5 + i * 45))),
          `fill="${cc.radial([
            [0, darken(base, 0.3)],
            [1, darken(base, 0.75)],
          ])}" stroke="${GOLD}" stroke-width="6" opacity="0.85"`,
        ),
    })}</g>`;
}

function scene(c: SvgCanvas, width: number, height: number): string {
  const unit = Math.min(width, height);
  const rand = seededRandom(91);
  const cave = c.radial(
    [
      [0, "#6a2a1a"],
      [0.5, "#2a0c14"],
      [1, "#0a0206"],
    ],
    { cx: width / 2, cy: height * 0.75, r: Math.max(width, height) * 0.75, userSpace: true },
  );
  const stalactites = Array.from({ length: Math.round(width / (unit * 0.08)) }, (_, i) => {
    const x = (i + rand()) * unit * 0.08;
    const h = unit * (0.06 + rand() * 0.18);
    return path(
      polygon([
        [x - unit * 0.04, -5],
        [x + unit * 0.04, -5],
        [x + rand() * 8, h],
      ]),
      `fill="#12040a"`,
    );
  }).join("");
  const pillar = (x: number) =>
    path(
      `M${n(x - unit * 0.09)} ${height}C${n(x - unit * 0.05)} ${n(height * 0.6)} ${n(x - unit * 0.1)} ${n(height * 0.3)} ${n(x - unit * 0.06)} 0H${n(x + unit * 0.06)}C${n(x + unit * 0.1)} ${n(height * 0.3)} ${n(x + unit * 0.05)} ${n(height * 0.6)} ${n(x + unit * 0.09)} ${height}Z`,
      `fill="${c.linear(
        [
          [0, "#1a060c"],
          [0.5, "#3a1418"],
          [1, "#0a0206"],
        ],
        0,
        0,
        1,
        0,
      )}"`,
    );
  const goldBase = height * 0.86;
  const coinFill = c.radial([
    [0, "#fff6c0"],
    [0.6, GOLD],
    [1, "#a06008"],
  ]);
  const hoardCoins = Array.from({ length: 160 }, () => {
    const x = rand() * width;
    const hump = Math.exp(-(((x - width / 2) / (width * 0.3)) ** 2));
    const y = goldBase - hump * unit * 0.12 + rand() * unit * 0.2;
    const r = unit * (0.012 + rand() * 0.01);
    return ellipse(x, y, r, r * 0.5, `fill="${coinFill}" stroke="#6a3a02" stroke-width="1.5"`);
  }).join("");
  const embers = Array.from({ length: 60 }, () =>
    circle(
      rand() * width,
      rand() * height,
      unit * (0.002 + rand() * 0.004),
      `fill="${rand() < 0.5 ? "#ffd060" : FIRE}" opacity="${n(0.4 + rand() * 0.6)}"`,
    ),
  ).join("");
  const hoardGlow = c.radial([
    [0, "#ffd060", 0.6],
    [1, FIRE, 0],
  ]);
  return (
    `<rect width="${width}" height="${height}" fill="${cave}"/>` +
    ellipse(width / 2, goldBase, width * 0.6, unit * 0.45, `fill="${hoardGlow}"`) +
    pillar(width * 0.06) +
    pillar(width * 0.94) +
    stalactites +
    path(
      ridge(width, height, {
        base: goldBase - unit * 0.04,
        amplitude: unit * 0.1,
        step: unit * 0.3,
        seed: 5,
      }),
      `fill="${c.linear([
        [0, "#ffd060"],
        [0.4, "#c07a10"],
        [1, "#3a1a02"],
      ])}"`,
    ) +
    hoardCoins +
    `<g filter="${c.glow(FIRE, unit * 0.01, 1.2)}">${flames(c, width * 0.16, height * 0.78, unit * 0.12, unit * 0.2, 4)}${flames(c, width * 0.84, height * 0.78, unit * 0.12, unit * 0.2, 6)}</g>` +
    path(
      roundedRect(width * 0.16 - unit * 0.07, height * 0.78, unit * 0.14, unit * 0.05, unit * 0.01),
      `fill="#2a1a10" stroke="#6a4a20" stroke-width="3"`,
    ) +
    path(
      roundedRect(width * 0.84 - unit * 0.07, height * 0.78, unit * 0.14, unit * 0.05, unit * 0.01),
      `fill="#2a1a10" stroke="#6a4a20" stroke-width="3"`,
    ) +
    embers
  );
}

function logo(c: SvgCanvas): string {
  return (
    `<g filter="${c.glow(FIRE, 10, 1)}" opacity="0.9">${flames(c, 400, 210, 620, 200, 8)}</g>` +
    lettering(
      c,
      "DRAGON'S",
      { x: 400, y: 50, size: 60, weight: 0.27, tracking: 0.1, maxWidth: 520 },
      {
        face: faceOf(CRIMSON),
        outline: "#ffe0a0",
        outlineWidth: 0.2,
        extrude: { color: "#3a0206", depth: 7 },
        join: "miter",
      },
    ) +
    lettering(
      c,
      "HOARD",
      { x: 400, y: 162, size: 100, weight: 0.3, tracking: 0.08, maxWidth: 560 },
      {
        face: metalFace(GOLD),
        outline: INK,
        extrude: { color: "#6a2a04", depth: 11 },
        join: "miter",
        inline: "#fff6d0",
      },
    )
  );
}

const royalSymbols = Object.fromEntries(
  ROYALS.filter((r) => r !== "9" && r !== "10").map((label) => [label, royalSymbol(label)]),
);

export const dragonsHoard = defineTitle({
  key: "dh",
  palette: {
    frame: "#5a0c14",
    frameLight: GOLD,
    frameDark: "#1a0206",
    reelBackground: "#160408",
    reelDivider: "#4a0c14",
    text: "#fff2da",
    textMuted: "#d8a090",
    accent: GOLD,
    winHighlight: "#ffe070",
    winGlow: FIRE,
    button: CRIMSON,
    buttonLight: lighten(CRIMSON, 0.35),
    buttonText: "#fff6e0",
  },
  symbols: { dragon, egg, sword, crown, ...royalSymbols, wild, coin },
  cashJackpot,
  scene,
  logo,
  hero: "dragon",
});
