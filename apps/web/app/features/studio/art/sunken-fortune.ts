/** Sunken Fortune: a wreck's treasure on the sea floor, sunlight falling from above, aqua rim light. */
import { darken, lighten } from "./shared/color.ts";
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
} from "./shared/shapes.ts";
import { n, type SvgCanvas } from "./shared/svg.ts";
import { defineTitle } from "./shared/title.ts";

const INK = "#06141e";
const AQUA = "#3ae0e0";
const CORAL = "#ff5a6a";
const GOLD = "#f6c13a";
const RIM = "#b8fff6";

const ink = (width = 5) => `stroke="${INK}" stroke-width="${width}" stroke-linejoin="round"`;

function bubbles(
  c: SvgCanvas,
  seed: number,
  count: number,
  x: number,
  y: number,
  w: number,
  h: number,
  size: number,
): string {
  const rand = seededRandom(seed);
  const fill = c.radial(
    [
      [0, "#ffffff", 0.1],
      [0.8, RIM, 0.25],
      [1, "#ffffff", 0.8],
    ],
    { fx: 0.35, fy: 0.3 },
  );
  return Array.from({ length: count }, () => {
    const [bx, by, r] = [x + rand() * w, y + rand() * h, size * (0.4 + rand() * 0.6)];
    return (
      circle(bx, by, r, `fill="${fill}"`) +
      circle(bx - r * 0.35, by - r * 0.35, r * 0.22, `fill="#fff" opacity="0.9"`)
    );
  }).join("");
}

/** A curling tentacle: a spiral spine turned into a tapered ribbon with suckers along it. */
function tentacle(
  c: SvgCanvas,
  root: Point,
  angle: number,
  reach: number,
  curl: number,
  color: string,
): string {
  const spine: Point[] = [];
  for (let i = 0; i <= 6; i += 1) {
    const t = i / 6;
    const a = angle + curl * t * t * 200;
    const prev = spine[i - 1] ?? root;
    spine.push(i === 0 ? root : polar(prev[0], prev[1], (reach / 6) * (1 - t * 0.45), a));
  }
  const suckers = spine
    .slice(1, 5)
    .map(([x, y], i) => circle(x, y, 5 - i, `fill="#ffd0e8" ${ink(1.5)}`))
    .join("");
  return path(ribbon(spine, 30, 4), `fill="${c.volume(color, 0.35, 0.5)}" ${ink(4)}`) + suckers;
}

function octopus(c: SvgCanvas): string {
  const body = "#c03aa8";
  const arms = [
    [96, 150, 200, -0.7],
    [160, 150, -20, 0.7],
    [104, 160, 150, -0.6],
    [152, 160, 30, 0.6],
    [116, 166, 110, -0.5],
    [140, 166, 70, 0.5],
  ]
    .map(([x, y, a, curl]) => tentacle(c, [x ?? 0, y ?? 0], a ?? 0, 120, curl ?? 0, body))
    .join("");
  return (
    `<g filter="${c.finish(RIM)}">` +
    arms +
    path(
      smooth([
        [128, 20],
        [184, 40],
        [200, 100],
        [180, 150],
        [128, 172],
        [76, 150],
        [56, 100],
        [72, 40],
      ]),
      `fill="${c.volume(body, 0.45, 0.55)}" ${ink(6)}`,
    ) +
    [0, 1, 2, 3]
      .map((i) =>
        circle(96 + i * 22, 60 + (i % 2) * 10, 4 + (i % 2), `fill="${lighten(body, 0.4)}" opacity="0.7"`),
      )
      .join("") +
    [104, 152]
      .map(
        (x) =>
          ellipse(x, 118, 18, 20, `fill="#fff8e0" ${ink(4)}`) +
          circle(x + 2, 122, 10, `fill="#1a0414"`) +
          circle(x - 2, 116, 4, `fill="#fff"`),
      )
      .join("") +
    path("M118 146q10 8 20 0", `fill="none" ${ink(4)} stroke-linecap="round"`) +
    ellipse(100, 56, 22, 12, `fill="${c.gloss(0.7)}" transform="rotate(-30 100 56)"`) +
    "</g>" +
    bubbles(c, 3, 4, 190, 20, 50, 80, 10)
  );
}

function turtle(c: SvgCanvas): string {
  const skin = c.volume("#6ab04a", 0.4, 0.5);
  const flipper = (spine: Point[], w: number) => path(ribbon(spine, w, 6), `fill="${skin}" ${ink(4)}`);
  const shell = smooth([
    [128, 48],
    [182, 68],
    [200, 128],
    [182, 188],
    [128, 208],
    [74, 188],
    [56, 128],
    [74, 68],
  ]);
  const clip = c.clip(`<path d="${shell}"/>`);
  const plates = [
    polygon([
      [128, 90],
      [150, 108],
      [150, 140],
      [128, 158],
      [106, 140],
      [106, 108],
    ]),
    polygon([
      [128, 90],
      [106, 108],
      [80, 96],
      [96, 60],
      [160, 60],
      [176, 96],
      [150, 108],
    ]),
    polygon([
      [128, 158],
      [106, 140],
      [80, 156],
      [96, 196],
      [160, 196],
      [176, 156],
      [150, 140],
    ]),
    polygon([
      [106, 108],
      [106, 140],
      [80, 156],
      [60, 128],
      [80, 96],
    ]),
    polygon([
      [150, 108],
      [150, 140],
      [176, 156],
      [196, 128],
      [176, 96],
    ]),
  ]
    .map((d) => path(d, `fill="none" stroke="#2a3a10" stroke-width="5" stroke-linejoin="round"`))
    .join("");
  return (
    `<g filter="${c.finish(RIM)}"><g transform="rotate(-20 128 128)">` +
    flipper(
      [
        [80, 90],
        [40, 60],
        [14, 66],
      ],
      36,
    ) +
    flipper(
      [
        [176, 90],
        [216, 60],
        [242, 66],
      ],
      36,
    ) +
    flipper(
      [
        [88, 180],
        [60, 206],
        [46, 222],
      ],
      26,
    ) +
    flipper(
      [
        [168, 180],
        [196, 206],
        [210, 222],
      ],
      26,
    ) +
    path(
      ribbon(
        [
          [128, 200],
          [128, 232],
        ],
        16,
        2,
      ),
      `fill="${skin}" ${ink(4)}`,
    ) +
    ellipse(128, 40, 26, 30, `fill="${skin}" ${ink(5)}`) +
    [116, 140].map((x) => circle(x, 32, 6, `fill="#0a0a0a"`) + circle(x - 2, 30, 2, `fill="#fff"`)).join("") +
    path(
      shell,
      `fill="${c.radial(
        [
          [0, "#e0c060"],
          [0.5, "#a07a2a"],
          [1, "#4a3410"],
        ],
        { fx: 0.35, fy: 0.3 },
      )}" ${ink(6)}`,
    ) +
    `<g clip-path="${clip}">${plates}</g>` +
    ellipse(104, 90, 20, 12, `fill="${c.gloss(0.55)}" transform="rotate(-30 104 90)"`) +
    "</g></g>" +
    bubbles(c, 9, 3, 200, 150, 40, 80, 9)
  );
}

function coinPile(c: SvgCanvas, cx: number, cy: number, width: number): string {
  const coin = c.radial([
    [0, "#fff6c0"],
    [0.6, GOLD],
    [1, "#a06a10"],
  ]);
  const rand = seededRandom(cx);
  return Array.from({ length: 12 }, (_, i) => {
    const x = cx - width / 2 + rand() * width;
    const y = cy - Math.sin((i / 11) * Math.PI) * 18 + rand() * 10;
    return ellipse(x, y, 14, 8, `fill="${coin}" ${ink(2.5)}`);
  }).join("");
}

function chest(c: SvgCanvas): string {
  const wood = "#8a4a1e";
  const band = c.metal(GOLD);
  const glow = c.radial([
    [0, "#fff6c0", 0.95],
    [0.6, GOLD, 0.45],
    [1, GOLD, 0],
  ]);
  return (
    ellipse(128, 96, 110, 70, `fill="${glow}"`) +
    `<g filter="${c.finish(RIM)}">` +
    path("M42 104L58 40H198L214 104Z", `fill="${c.volume(darken(wood, 0.25))}" ${ink(5)}`) +
    path("M50 104Q128 50 206 104Z", `fill="#2a1204"`) +
    coinPile(c, 128, 98, 140) +
    path(
      polygon([
        [150, 70],
        [166, 62],
        [176, 78],
        [160, 88],
      ]),
      `fill="${c.volume("#3ad0ff")}" ${ink(2.5)}`,
    ) +
    path(
      polygon([
        [92, 74],
        [104, 62],
        [116, 76],
        [104, 88],
      ]),
      `fill="${c.volume(CORAL)}" ${ink(2.5)}`,
    ) +
    circle(128, 66, 10, `fill="${c.volume("#ffffff", 0.2, 0.35)}" ${ink(2)}`) +
    path(roundedRect(30, 104, 196, 116, 10), `fill="${c.volume(wood, 0.35, 0.55)}" ${ink(6)}`) +
    [138, 170].map((y) => path(`M36 ${y}H220`, `stroke="${darken(wood, 0.45)}" stroke-width="3"`)).join("") +
    path(roundedRect(24, 98, 208, 20, 6), `fill="${band}" ${ink(4)}`) +
    [40, 200].map((x) => path(roundedRect(x, 104, 18, 116, 4), `fill="${band}" ${ink(4)}`)).join("") +
    path(roundedRect(108, 118, 40, 48, 8), `fill="${band}" ${ink(4)}`) +
    path("M128 132a7 7 0 1 0 0.1 0ZM124 138h8l2 18h-12Z", `fill="${INK}"`) +
    around(4, (a) => circle(...polar(128, 142, 22, a + 45), 2.5, `fill="#fff6c0"`)) +
    "</g>"
  );
}

function anchor(c: SvgCanvas): string {
  const iron = c.linear(
    [
      [0, "#6a7a88"],
      [0.4, "#c8d4dc"],
      [1, "#2a3440"],
    ],
    0,
    0,
    1,
    0,
  );
  const rope = Array.from({ length: 9 }, (_, i) => {
    const y = 70 + i * 12;
    return (
      path(
        `M104 ${y}Q128 ${y + 12} 152 ${y}`,
        `fill="none" stroke="#d0a060" stroke-width="8" stroke-linecap="round"`,
      ) + path(`M104 ${y}Q128 ${y + 12} 152 ${y}`, `fill="none" stroke="#7a5020" stroke-width="2"`)
    );
  }).join("");
  return (
    `<g filter="${c.finish(RIM)}">` +
    circle(128, 40, 22, `fill="none" stroke="${INK}" stroke-width="18"`) +
    circle(128, 40, 22, `fill="none" stroke="${iron}" stroke-width="10"`) +
    path(roundedRect(116, 58, 24, 170, 8), `fill="${iron}" ${ink(5)}`) +
    path(roundedRect(66, 80, 124, 22, 10), `fill="${iron}" ${ink(5)}`) +
    path(
      "M28 150Q40 224 128 232Q216 224 228 150L244 164L230 128L196 140L212 150Q204 200 128 208Q52 200 44 150L60 140L26 128L12 164Z",
      `fill="${iron}" ${ink(5)}`,
    ) +
    rope +
    circle(96, 200, 7, `fill="#e8e0d0" ${ink(2)}`) +
    circle(160, 214, 5, `fill="#e8e0d0" ${ink(2)}`) +
    path(
      ribbon(
        [
          [140, 150],
          [160, 170],
          [150, 196],
        ],
        10,
        3,
      ),
      `fill="#3aa060" ${ink(2)}`,
    ) +
    "</g>"
  );
}

function wild(c: SvgCanvas): string {
  const gold = c.metal(GOLD, false);
  const prong = (x: number, top: number) =>
    path(`M${x - 7} 120V${top + 18}L${x} ${top}L${x + 7} ${top + 18}V120Z`, `fill="${gold}" ${ink(4)}`);
  return (
    circle(
      128,
      112,
      110,
      `fill="${c.radial([
        [0, AQUA, 0.6],
        [1, AQUA, 0],
      ])}"`,
    ) +
    `<g filter="${c.finish(RIM)}">` +
    prong(76, 24) +
    prong(128, 10) +
    prong(180, 24) +
    path("M70 110Q128 140 186 110V124Q128 158 70 124Z", `fill="${gold}" ${ink(4)}`) +
    path(roundedRect(120, 130, 16, 110, 6), `fill="${gold}" ${ink(4)}`) +
    circle(128, 138, 10, `fill="${c.volume(AQUA)}" ${ink(3)}`) +
    "</g>" +
    lettering(
      c,
      "WILD",
      { x: 128, y: 176, size: 64, weight: 0.3, maxWidth: 222 },
      {
        face: faceOf(AQUA),
        outline: INK,
        extrude: { color: "#04303a", depth: 7 },
        inline: "#f0ffff",
      },
    )
  );
}

/** An open clam holding a pearl: the free-spins scatter. */
function scatter(c: SvgCanvas): string {
  const shell = c.linear([
    [0, "#ffd8e8"],
    [1, "#e0709a"],
  ]);
  const ridges = Array.from({ length: 9 }, (_, i) => {
    const a = -160 + i * 17.5;
    return path(
      `M128 128L${polar(128, 128, 108, a).map(n).join(" ")}`,
      `stroke="#b04a78" stroke-width="3" opacity="0.7"`,
    );
  }).join("");
  const lid = `M20 128A108 108 0 0 1 236 128Z`;
  return (
    `<g filter="${c.finish(RIM)}">` +
    path(lid, `fill="${shell}" ${ink(5)}`) +
    ridges +
    path(
      "M12 150Q128 250 244 150Q180 176 128 176Q76 176 12 150Z",
      `fill="${c.volume("#f0a0c0", 0.4, 0.5)}" ${ink(5)}`,
    ) +
    circle(
      128,
      96,
      30,
      `fill="${c.radial(
        [
          [0, "#ffffff"],
          [0.6, "#e8f0ff"],
          [1, "#a0b0d0"],
        ],
        { fx: 0.35, fy: 0.3 },
      )}" ${ink(4)} filter="${c.glow("#ffffff", 8, 1.4)}"`,
    ) +
    "</g>" +
    lettering(
      c,
      "FREE SPINS",
      { x: 128, y: 160, size: 38, weight: 0.3, maxWidth: 226 },
      {
        face: metalFace(GOLD),
        outline: INK,
        extrude: { color: "#5a2a04", depth: 5 },
      },
    )
  );
}

const royalColors = { A: "#ff5a6a", K: "#20b8c8", Q: "#a060e0", J: "#f0b030", "10": "#40d890" };

function royalSymbol(label: string) {
  return (c: SvgCanvas) =>
    `<g filter="${c.finish(RIM, 0.5)}">${royal(c, label, {
      colors: royalColors,
      outline: () => INK,
      face: (base) => [
        [0, "#ffffff"],
        [0.3, lighten(base, 0.45)],
        [0.7, base],
        [1, darken(base, 0.4)],
      ],
      accent: (cc) => bubbles(cc, label.length * 7 + (label.codePointAt(0) ?? 0), 4, 176, 30, 50, 200, 11),
    })}</g>`;
}

function kelp(c: SvgCanvas, x: number, bottom: number, height: number, seed: number): string {
  const rand = seededRandom(seed);
  const spine: Point[] = Array.from({ length: 7 }, (_, i) => [
    x + Math.sin(i * 1.2 + seed) * height * 0.06 + rand() * 6,
    bottom - (height * i) / 6,
  ]);
  return path(
    ribbon(spine, height * 0.05, height * 0.012),
    `fill="${c.linear([
      [0, "#1a6a3a"],
      [1, "#0a3020"],
    ])}"`,
  );
}

function scene(c: SvgCanvas, width: number, height: number): string {
  const unit = Math.min(width, height);
  const water = c.linear([
    [0, "#3ad0e0"],
    [0.35, "#0a7a9a"],
    [0.75, "#063a5a"],
    [1, "#021828"],
  ]);
  const ray = c.linear([
    [0, "#e0ffff", 0.35],
    [1, "#e0ffff", 0],
  ]);
  const rand = seededRandom(71);
  const rays = Array.from({ length: 7 }, (_, i) => {
    const x = width * (0.05 + i * 0.15 + rand() * 0.05);
    const spread = unit * (0.05 + rand() * 0.06);
    return path(
      polygon([
        [x - spread * 0.4, -10],
        [x + spread * 0.4, -10],
        [x + spread * 2 + unit * 0.2, height * 0.85],
        [x - spread * 2 + unit * 0.2, height * 0.85],
      ]),
      `fill="${ray}"`,
    );
  }).join("");
  const floor = height * 0.84;
  const sand = c.linear([
    [0, "#c8a870"],
    [1, "#5a4020"],
  ]);
  const coral = (x: number, s: number, color: string) =>
    [
      [-40, -120],
      [-10, -160],
      [30, -130],
      [50, -90],
      [-60, -70],
    ]
      .map(([dx, dy]) =>
        path(
          ribbon(
            [
              [x, floor],
              [x + (dx ?? 0) * s * 0.5, floor + (dy ?? 0) * s * 0.6],
              [x + (dx ?? 0) * s, floor + (dy ?? 0) * s],
            ],
            22 * s,
            8 * s,
          ),
          `fill="${color}"`,
        ),
      )
      .join("");
  const fish = Array.from({ length: 9 }, () => {
    const [x, y, s] = [rand() * width, height * (0.15 + rand() * 0.45), unit * (0.01 + rand() * 0.012)];
    return path(
      `M${n(x)} ${n(y)}q${n(s * 2)} ${n(-s * 1.4)} ${n(s * 4)} 0q${n(-s * 2)} ${n(s * 1.4)} ${n(-s * 4)} 0ZM${n(x)} ${n(y)}l${n(-s * 1.4)} ${n(-s)}v${n(s * 2)}Z`,
      `fill="#04304a" opacity="0.6"`,
    );
  }).join("");
  const wreck = `<g transform="translate(${n(width * 0.5)} ${n(floor + unit * 0.02)}) scale(${n(unit * 0.0022)}) rotate(-8)" fill="#0a3a50" opacity="0.8">${path("M-220 0Q-200 -60 -160 -70H180Q220 -70 240 -110L250 -60Q230 0 200 10Z", "")}${path("M-60 -70V-260H-50V-70ZM60 -70V-220H70V-70Z", "")}${path("M-60 -180L-110 -150M60 -160L110 -130", 'stroke="#0a3a50" stroke-width="8"')}</g>`;
  return (
    `<rect width="${width}" height="${height}" fill="${water}"/>` +
    `<g filter="${c.blur(unit * 0.015)}">${rays}</g>` +
    fish +
    wreck +
    path(
      ridge(width, height, { base: floor - unit * 0.05, amplitude: unit * 0.06, step: unit * 0.3, seed: 3 }),
      `fill="#0a4a5a" opacity="0.7"`,
    ) +
    coral(width * 0.22, unit * 0.0016, "#a03a6a") +
    coral(width * 0.8, unit * 0.0018, "#c04a4a") +
    path(
      ridge(width, height, { base: floor, amplitude: unit * 0.04, step: unit * 0.25, seed: 8 }),
      `fill="${sand}"`,
    ) +
    Array.from({ length: 12 }, (_, i) =>
      kelp(
        c,
        i < 6 ? (width * i) / 24 : width - (width * (i - 6)) / 24,
        height + 10,
        unit * (0.5 + rand() * 0.4),
        i,
      ),
    ).join("") +
    coral(width * 0.06, unit * 0.0024, "#ff6a7a") +
    coral(width * 0.95, unit * 0.0026, "#ff8a4a") +
    bubbles(c, 5, 30, 0, 0, width, height * 0.9, unit * 0.014)
  );
}

function logo(c: SvgCanvas): string {
  return (
    bubbles(c, 2, 10, 20, 20, 760, 200, 14) +
    lettering(
      c,
      "SUNKEN",
      { x: 400, y: 58, size: 68, weight: 0.27, tracking: 0.14, maxWidth: 480 },
      {
        face: [
          [0, "#ffffff"],
          [0.45, "#9af6ff"],
          [0.55, AQUA],
          [1, "#0a7a9a"],
        ],
        outline: INK,
        extrude: { color: "#04283a", depth: 8 },
      },
    ) +
    lettering(
      c,
      "FORTUNE",
      { x: 400, y: 168, size: 92, weight: 0.28, tracking: 0.06, maxWidth: 620 },
      {
        face: metalFace(GOLD),
        outline: INK,
        extrude: { color: "#6a3a04", depth: 10 },
        inline: "#fff6d0",
      },
    )
  );
}

const royalSymbols = Object.fromEntries(
  ROYALS.filter((r) => r !== "9").map((label) => [label, royalSymbol(label)]),
);

export const sunkenFortune = defineTitle({
  key: "sf",
  palette: {
    frame: "#0a5a6a",
    frameLight: "#7af0f0",
    frameDark: "#02202a",
    reelBackground: "#03202e",
    reelDivider: "#0a4a5a",
    text: "#e8ffff",
    textMuted: "#8ac8d0",
    accent: GOLD,
    winHighlight: "#fff0a0",
    winGlow: AQUA,
    button: "#f08a20",
    buttonLight: "#ffc060",
    buttonText: "#ffffff",
  },
  symbols: { octopus, turtle, chest, anchor, ...royalSymbols, wild, scatter },
  scene,
  logo,
  hero: "chest",
});
