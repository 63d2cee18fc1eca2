/** Lucky Lanterns: a moonlit lantern festival in red lacquer and gold, lit warmly from the top left. */
import { darken } from "./shared/color.ts";
import { faceOf, lettering, metalFace } from "./shared/lettering.ts";
import { seededRandom } from "./shared/random.ts";
import { ROYALS, royal } from "./shared/royals.ts";
import { ridge, starField } from "./shared/scenery.ts";
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

const RED = "#d3202c";
const GOLD = "#f4b834";
const INK = "#3a0a06";
const JADE = "#1fa67a";

const ink = (width = 5) => `stroke="${INK}" stroke-width="${width}" stroke-linejoin="round"`;

/** Flame-like spikes (mane, brows, beard), each a tapered ribbon. */
function flames(
  c: SvgCanvas,
  spines: readonly (readonly [number, number][])[],
  color: string,
  width: number,
): string {
  const fill = c.volume(color, 0.5, 0.45);
  return spines.map((spine) => path(ribbon(spine, width, 1), `fill="${fill}" ${ink(4)}`)).join("");
}

function dragon(c: SvgCanvas): string {
  const gold = c.volume(GOLD, 0.55, 0.5);
  const mane = flames(
    c,
    [
      [
        [92, 96],
        [52, 70],
        [20, 62],
      ],
      [
        [84, 112],
        [44, 104],
        [14, 110],
      ],
      [
        [84, 128],
        [46, 140],
        [18, 160],
      ],
      [
        [92, 142],
        [62, 170],
        [42, 200],
      ],
      [
        [104, 150],
        [92, 190],
        [84, 222],
      ],
    ],
    "#e8452c",
    34,
  );
  const horns = [
    path(
      ribbon(
        [
          [116, 78],
          [88, 52],
          [74, 22],
          [84, 12],
        ],
        20,
        4,
      ),
      `fill="${c.volume("#f3e2b0", 0.5, 0.5)}" ${ink(4)}`,
    ),
    path(
      ribbon(
        [
          [134, 76],
          [118, 46],
          [118, 20],
          [130, 14],
        ],
        16,
        3,
      ),
      `fill="${c.volume("#f3e2b0", 0.5, 0.5)}" ${ink(4)}`,
    ),
  ].join("");
  const mouth = path(
    smooth([
      [148, 132],
      [206, 128],
      [214, 150],
      [170, 158],
      [136, 150],
    ]),
    `fill="#5c0710" ${ink(4)}`,
  );
  const jaw = path(
    smooth([
      [118, 150],
      [164, 152],
      [206, 150],
      [218, 162],
      [200, 176],
      [156, 180],
      [118, 170],
    ]),
    `fill="${gold}" ${ink()}`,
  );
  const teeth = [152, 166, 180, 194]
    .map((x) =>
      path(
        polygon([
          [x, 133],
          [x + 10, 133],
          [x + 5, 146],
        ]),
        `fill="#fffbe8" ${ink(2)}`,
      ),
    )
    .join("");
  const head = path(
    smooth([
      [70, 104],
      [92, 80],
      [124, 70],
      [156, 76],
      [182, 92],
      [212, 94],
      [234, 104],
      [240, 122],
      [226, 134],
      [196, 134],
      [160, 136],
      [138, 150],
      [110, 160],
      [82, 152],
      [66, 130],
    ]),
    `fill="${gold}" ${ink()}`,
  );
  const snoutRidge = path(
    "M150 88C176 96 204 98 226 104",
    `fill="none" stroke="${darken(GOLD, 0.35)}" stroke-width="3" stroke-linecap="round"`,
  );
  const scales = [0, 1, 2]
    .flatMap((row) => [0, 1, 2].map((col) => [94 + col * 16 + row * 6, 112 + row * 14] as const))
    .map(([x, y]) =>
      path(
        `M${x - 7} ${y}A7 7 0 0 0 ${x + 7} ${y}`,
        `fill="none" stroke="${darken(GOLD, 0.4)}" stroke-width="2.5"`,
      ),
    )
    .join("");
  const brow = flames(
    c,
    [
      [
        [172, 86],
        [150, 70],
        [126, 58],
      ],
      [
        [160, 84],
        [136, 78],
        [112, 80],
      ],
    ],
    JADE,
    18,
  );
  const eye =
    ellipse(164, 102, 15, 11, `fill="#fff6c8" ${ink(4)}`) +
    circle(
      166,
      102,
      8,
      `fill="${c.radial([
        [0, "#fff27a"],
        [1, "#e07b00"],
      ])}"`,
    ) +
    ellipse(166, 102, 2.5, 7, `fill="${INK}"`) +
    circle(162, 98, 3, `fill="#fff"`);
  const nose =
    circle(226, 110, 13, `fill="${gold}" ${ink(4)}`) +
    path("M222 112c2-6 10-6 10 0", `fill="none" ${ink(3)}`);
  const whiskers = [
    path(
      ribbon(
        [
          [224, 124],
          [240, 150],
          [226, 180],
          [240, 210],
        ],
        9,
        2,
      ),
      `fill="${c.volume("#ffd76a")}" ${ink(3)}`,
    ),
    path(
      ribbon(
        [
          [206, 92],
          [222, 62],
          [212, 36],
          [232, 20],
        ],
        8,
        2,
      ),
      `fill="${c.volume("#ffd76a")}" ${ink(3)}`,
    ),
  ].join("");
  const beard = flames(
    c,
    [
      [
        [150, 176],
        [148, 200],
        [134, 226],
      ],
      [
        [176, 176],
        [180, 204],
        [172, 230],
      ],
      [
        [196, 172],
        [208, 194],
        [212, 214],
      ],
    ],
    "#e8452c",
    18,
  );
  return `<g filter="${c.finish("#fff4c0")}"><g transform="translate(-14 -4) scale(1.08)">${mane}${horns}${whiskers}${beard}${mouth}${teeth}${jaw}${head}${snoutRidge}${scales}${brow}${eye}${nose}</g></g>`;
}

function koi(c: SvgCanvas): string {
  const spine = [
    [178, 56],
    [170, 112],
    [132, 158],
    [84, 178],
  ] as [number, number][];
  const bodyPath = ribbon(spine, 74, 22);
  const body = c.volume("#fff8ee", 0.2, 0.3);
  const clip = c.clip(`<path d="${bodyPath}"/>`);
  const patches = [
    path(
      smooth([
        [150, 40],
        [210, 60],
        [196, 100],
        [160, 92],
      ]),
      `fill="${c.volume("#ff5a1f")}"`,
    ),
    path(
      smooth([
        [150, 118],
        [196, 122],
        [172, 168],
        [126, 160],
      ]),
      `fill="${c.volume("#ff5a1f")}"`,
    ),
    path(
      smooth([
        [96, 160],
        [120, 170],
        [100, 196],
        [80, 186],
      ]),
      `fill="${c.volume("#ff5a1f")}"`,
    ),
  ].join("");
  const scales = Array.from({ length: 7 }, (_, i) =>
    path(
      ribbon(
        [
          [200 - i * 4, 60 + i * 16],
          [150 - i * 10, 70 + i * 14],
        ],
        2,
        2,
      ),
      `fill="${INK}" opacity="0.12"`,
    ),
  ).join("");
  const fin = (d: string) =>
    path(
      d,
      `fill="${c.linear([
        [0, "#ff8a3c", 0.95],
        [1, "#ffd9a0", 0.7],
      ])}" ${ink(4)}`,
    );
  const fins =
    fin(
      smooth([
        [150, 96],
        [104, 84],
        [84, 110],
        [118, 118],
        [146, 112],
      ]),
    ) +
    fin(
      smooth([
        [196, 104],
        [236, 110],
        [240, 136],
        [210, 132],
        [190, 118],
      ]),
    ) +
    fin(
      smooth([
        [90, 174],
        [40, 150],
        [18, 176],
        [40, 190],
        [20, 226],
        [60, 222],
        [88, 196],
      ]),
    );
  const finLines = [
    [
      [84, 178],
      [34, 166],
    ],
    [
      [84, 180],
      [30, 192],
    ],
    [
      [86, 184],
      [40, 214],
    ],
  ]
    .map(
      ([a, b]) =>
        `<path d="M${a?.join(" ")}L${b?.join(" ")}" stroke="#c2410c" stroke-width="2" opacity="0.6"/>`,
    )
    .join("");
  const head =
    ellipse(177, 54, 33, 30, `fill="${body}" ${ink()}`) +
    path(
      smooth([
        [160, 30],
        [186, 24],
        [204, 40],
        [200, 66],
        [180, 74],
        [164, 60],
      ]),
      `fill="${c.volume("#ff5a1f")}"`,
    ) +
    circle(150, 52, 4, `fill="#1a0a06"`) +
    circle(204, 52, 4, `fill="#1a0a06"`) +
    path("M170 82c4 3 10 3 14 0", `fill="none" ${ink(2.5)}`);
  return `<g filter="${c.finish()}">${fins}${finLines}<path d="${bodyPath}" fill="${body}" ${ink()}/><g clip-path="${clip}">${patches}${scales}</g>${head}<path d="M140 84c12 20 10 50-8 70" fill="none" stroke="#fff" stroke-width="5" opacity="0.5" stroke-linecap="round"/></g>`;
}

/** The red festival lantern (symbol, wild art, logo and scene share it). */
function lanternShape(c: SvgCanvas, cx: number, cy: number, scale: number, glow = true): string {
  const s = (v: number) => v * scale;
  const body = c.radial(
    [
      [0, "#ffe27a"],
      [0.35, "#ff5a2a"],
      [0.75, RED],
      [1, "#5e0610"],
    ],
    { cx: 0.45, cy: 0.45, r: 0.62 },
  );
  const gold = c.metal(GOLD);
  const ribs = [0.35, 0.7]
    .map((k) =>
      path(
        `M${n(cx)} ${n(cy - s(62))}C${n(cx - s(92) * k)} ${n(cy - s(50))} ${n(cx - s(92) * k)} ${n(cy + s(50))} ${n(cx)} ${n(cy + s(62))}C${n(cx + s(92) * k)} ${n(cy + s(50))} ${n(cx + s(92) * k)} ${n(cy - s(50))} ${n(cx)} ${n(cy - s(62))}`,
        `fill="none" stroke="#7a0c14" stroke-width="${n(s(3))}" opacity="0.7"`,
      ),
    )
    .join("");
  const tassel = Array.from({ length: 7 }, (_, i) => {
    const x = cx - s(12) + s(4) * i;
    return `<path d="M${n(cx)} ${n(cy + s(84))}Q${n(x)} ${n(cy + s(100))} ${n(x)} ${n(cy + s(124))}" fill="none" stroke="${i % 2 ? "#c8102e" : "#ff3a4a"}" stroke-width="${n(s(3.5))}" stroke-linecap="round"/>`;
  }).join("");
  return (
    `<path d="M${n(cx)} ${n(cy - s(118))}V${n(cy - s(72))}" stroke="${INK}" stroke-width="${n(s(4))}"/>` +
    tassel +
    `<g${glow ? ` filter="${c.glow("#ff7a2a", s(10), 1.1)}"` : ""}>${ellipse(cx, cy, s(84), s(66), `fill="${body}" ${ink(s(5))}`)}</g>` +
    ribs +
    ellipse(
      cx - s(30),
      cy - s(30),
      s(26),
      s(14),
      `fill="${c.gloss(0.55)}" transform="rotate(-25 ${n(cx - s(30))} ${n(cy - s(30))})"`,
    ) +
    path(roundedRect(cx - s(40), cy - s(80), s(80), s(20), s(6)), `fill="${gold}" ${ink(s(4))}`) +
    path(roundedRect(cx - s(32), cy + s(60), s(64), s(18), s(6)), `fill="${gold}" ${ink(s(4))}`) +
    circle(cx, cy + s(84), s(7), `fill="${gold}" ${ink(s(3))}`) +
    circle(cx, cy, s(22), `fill="none" stroke="${GOLD}" stroke-width="${n(s(4))}" opacity="0.85"`) +
    path(
      `M${n(cx - s(12))} ${n(cy)}H${n(cx + s(12))}M${n(cx)} ${n(cy - s(12))}V${n(cy + s(12))}`,
      `stroke="${GOLD}" stroke-width="${n(s(4))}" opacity="0.85"`,
    )
  );
}

function fan(c: SvgCanvas): string {
  const [cx, cy, r] = [128, 196, 150];
  const folds = 12;
  const start = -165;
  const sweep = 150;
  const slices = Array.from({ length: folds }, (_, i) => {
    const a0 = start + (sweep * i) / folds;
    const a1 = start + (sweep * (i + 1)) / folds;
    const [p0, p1, q0, q1] = [
      polar(cx, cy, r, a0),
      polar(cx, cy, r, a1),
      polar(cx, cy, 46, a0),
      polar(cx, cy, 46, a1),
    ];
    const shade = i % 2 === 0 ? "#e63946" : "#b3122a";
    return path(polygon([q0, p0, p1, q1]), `fill="${shade}" stroke="${INK}" stroke-width="2"`);
  }).join("");
  const paper = c.radial(
    [
      [0.3, "#ffffff", 0],
      [0.85, "#ffd27a", 0.25],
      [1, "#000000", 0.25],
    ],
    { cx: 0.5, cy: 1, r: 1, userSpace: false },
  );
  const edge = `M${polar(cx, cy, r, start).map(n).join(" ")}A${r} ${r} 0 0 1 ${polar(cx, cy, r, start + sweep)
    .map(n)
    .join(" ")}`;
  const blossoms = [
    [88, 96, 1],
    [150, 74, 0.8],
    [184, 120, 0.9],
  ]
    .map(
      ([x, y, k]) =>
        around(5, (a) =>
          circle(
            ...polar(x ?? 0, y ?? 0, 9 * (k ?? 1), a),
            8 * (k ?? 1),
            `fill="#ffd1dc" stroke="#b3122a" stroke-width="1.5"`,
          ),
        ) + circle(x ?? 0, y ?? 0, 5 * (k ?? 1), `fill="${GOLD}"`),
    )
    .join("");
  const branch = path(
    "M50 140C90 120 110 100 150 74M120 94C150 100 170 110 184 120",
    `fill="none" stroke="#4a1c0c" stroke-width="5" stroke-linecap="round"`,
  );
  const guard = (a: number) =>
    path(
      ribbon([polar(cx, cy, 10, a), polar(cx, cy, r + 4, a)], 12, 9),
      `fill="${c.volume("#7a3a14")}" ${ink(3)}`,
    );
  return (
    `<g filter="${c.finish()}">` +
    slices +
    path(
      `${polygon([polar(cx, cy, 46, start), polar(cx, cy, r, start), polar(cx, cy, r, start + sweep), polar(cx, cy, 46, start + sweep)])}`,
      `fill="${paper}"`,
    ) +
    branch +
    blossoms +
    path(edge, `fill="none" stroke="${GOLD}" stroke-width="10"`) +
    path(edge, `fill="none" stroke="${INK}" stroke-width="3" transform="translate(0 5)" opacity="0.6"`) +
    guard(start) +
    guard(start + sweep) +
    circle(cx, cy, 13, `fill="${c.metal(GOLD)}" ${ink(3)}`) +
    path(
      ribbon(
        [
          [cx, cy + 10],
          [cx + 8, cy + 34],
          [cx + 2, cy + 52],
        ],
        8,
        3,
      ),
      `fill="#e63946" ${ink(2)}`,
    ) +
    "</g>"
  );
}

const royalColors = { A: "#e8283a", K: "#18b07e", Q: "#9b3ad6", J: "#2a7fe0", "10": "#f08a1c" };

/** An old square-holed coin behind each royal: the festival's wish for wealth. */
function coinBacking(c: SvgCanvas): string {
  return (
    circle(128, 128, 92, `fill="${c.volume("#b8801e", 0.4, 0.6)}" ${ink(4)} opacity="0.9"`) +
    circle(128, 128, 78, `fill="none" stroke="${darken(GOLD, 0.45)}" stroke-width="4"`) +
    path(roundedRect(106, 106, 44, 44, 4), `fill="#240604" ${ink(3)}`)
  );
}

function royalSymbol(label: string) {
  return (c: SvgCanvas) =>
    `<g filter="${c.finish("#fff0c0", 0.4)}">${royal(c, label, {
      colors: royalColors,
      outline: () => "#2b0604",
      backing: coinBacking,
      inline: "#fff2c0",
    })}</g>`;
}

function wild(c: SvgCanvas): string {
  const rim = c.metal(GOLD);
  const disc = c.radial([
    [0, "#ff5040"],
    [0.7, "#a3081c"],
    [1, "#4a0208"],
  ]);
  const rays = around(16, (a) =>
    path(
      polygon([polar(128, 118, 40, a - 6), polar(128, 118, 104, a), polar(128, 118, 40, a + 6)]),
      `fill="#ffd35a" opacity="0.35"`,
    ),
  );
  return (
    `<g filter="${c.finish("#fff4c0")}">` +
    circle(128, 118, 104, `fill="${rim}" ${ink(5)}`) +
    circle(128, 118, 88, `fill="${disc}" ${ink(4)}`) +
    rays +
    around(12, (a) => circle(...polar(128, 118, 96, a), 4, `fill="#fff3c4" ${ink(2)}`)) +
    lanternShape(c, 128, 104, 0.48, false) +
    "</g>" +
    lettering(
      c,
      "WILD",
      { x: 128, y: 176, size: 60, weight: 0.3, maxWidth: 210 },
      {
        face: metalFace(GOLD),
        outline: INK,
        extrude: { color: "#7a1a06", depth: 6 },
      },
    )
  );
}

function scatter(c: SvgCanvas): string {
  const wood = c.volume("#b0151f", 0.35, 0.6);
  const gong = c.radial(
    [
      [0, "#fff1b0"],
      [0.3, "#f2bb3a"],
      [0.8, "#b06a10"],
      [1, "#5a3002"],
    ],
    { fx: 0.35, fy: 0.3 },
  );
  const frame =
    path(roundedRect(24, 40, 14, 200, 5), `fill="${wood}" ${ink(4)}`) +
    path(roundedRect(218, 40, 14, 200, 5), `fill="${wood}" ${ink(4)}`) +
    path("M8 40Q128 14 248 40L244 56Q128 32 12 56Z", `fill="${wood}" ${ink(4)}`) +
    path(
      "M12 40q-10-6-4-16M244 40q10-6 4-16",
      `fill="none" stroke="${GOLD}" stroke-width="5" stroke-linecap="round"`,
    );
  return (
    `<g filter="${c.finish("#fff4c0")}">` +
    frame +
    path("M100 50L112 74M156 50L144 74", `stroke="${INK}" stroke-width="4"`) +
    circle(128, 146, 88, `fill="${gong}" ${ink(5)}`) +
    circle(128, 146, 70, `fill="none" stroke="#8a520c" stroke-width="3" opacity="0.7"`) +
    circle(128, 146, 28, `fill="none" stroke="#fff3c0" stroke-width="3" opacity="0.5"`) +
    ellipse(100, 110, 30, 14, `fill="${c.gloss(0.6)}" transform="rotate(-30 100 110)"`) +
    "</g>" +
    lettering(
      c,
      "FREE",
      { x: 128, y: 124, size: 36, weight: 0.28, maxWidth: 120 },
      {
        face: faceOf("#e8283a"),
        outline: "#fff3d0",
        extrude: { color: "#4a0208", depth: 4 },
      },
    ) +
    lettering(
      c,
      "SPINS",
      { x: 128, y: 172, size: 38, weight: 0.28, maxWidth: 150 },
      {
        face: faceOf("#e8283a"),
        outline: "#fff3d0",
        extrude: { color: "#4a0208", depth: 4 },
      },
    )
  );
}

/** A pagoda silhouette of `floors` roofs, its base centred at (x, y). */
function pagoda(x: number, y: number, size: number, floors: number, fill: string, windows: string): string {
  let out = "";
  for (let i = 0; i < floors; i += 1) {
    const w = size * (1 - i * 0.14);
    const top = y - size * 0.42 * (i + 1);
    const body = roundedRect(x - w * 0.32, top + size * 0.1, w * 0.64, size * 0.32, 2);
    const roof = `M${n(x - w * 0.62)} ${n(top + size * 0.06)}Q${n(x - w * 0.3)} ${n(top + size * 0.08)} ${n(x - w * 0.18)} ${n(top - size * 0.08)}H${n(x + w * 0.18)}Q${n(x + w * 0.3)} ${n(top + size * 0.08)} ${n(x + w * 0.62)} ${n(top + size * 0.06)}L${n(x + w * 0.5)} ${n(top + size * 0.14)}H${n(x - w * 0.5)}Z`;
    out += path(body, `fill="${fill}"`) + path(roof, `fill="${fill}"`);
    out += [-0.15, 0.05]
      .map((k) =>
        path(roundedRect(x + w * k, top + size * 0.18, w * 0.1, size * 0.16, 3), `fill="${windows}"`),
      )
      .join("");
  }
  const spire = y - size * 0.42 * (floors + 1);
  return (
    out +
    path(
      `M${n(x - size * 0.02)} ${n(spire + size * 0.3)}L${n(x)} ${n(spire - size * 0.05)}L${n(x + size * 0.02)} ${n(spire + size * 0.3)}Z`,
      `fill="${fill}"`,
    )
  );
}

function scene(c: SvgCanvas, width: number, height: number): string {
  const unit = Math.min(width, height);
  const rand = seededRandom(8);
  const sky = c.linear([
    [0, "#14062e"],
    [0.45, "#3d0c3e"],
    [0.75, "#8c1a36"],
    [1, "#d8502a"],
  ]);
  const horizon = height * 0.68;
  const moon = [width * 0.74, height * 0.2] as const;
  const stars = starField(8, 90, width, horizon * 0.8, "#fff6d8");
  const moonGlow = c.radial([
    [0, "#fff3c8", 0.9],
    [0.25, "#ffd27a", 0.4],
    [1, "#ff9a5a", 0],
  ]);
  const mountain = (base: number, amplitude: number, color: string, seed: number) =>
    path(ridge(width, height, { base, amplitude, step: unit * 0.12, seed }), `fill="${color}"`);
  const water = c.linear([
    [0, "#5a1230"],
    [1, "#12041e"],
  ]);
  const reflection = c.linear([
    [0, "#ffd27a", 0.55],
    [1, "#ffd27a", 0],
  ]);
  const skyLanterns = Array.from({ length: 26 }, (_, i) => {
    const x = rand() * width;
    const y = rand() * horizon * 0.85;
    const s = unit * (0.012 + rand() * 0.022) * (i % 5 === 0 ? 1.8 : 1);
    return `<g opacity="${n(0.55 + rand() * 0.45)}">${ellipse(
      x,
      y,
      s * 2.2,
      s * 2.2,
      `fill="${c.radial([
        [0, "#ffb050", 0.55],
        [1, "#ff7020", 0],
      ])}"`,
    )}${path(
      roundedRect(x - s * 0.6, y - s * 0.8, s * 1.2, s * 1.6, s * 0.4),
      `fill="${c.linear([
        [0, "#ffe9a0"],
        [1, "#ff6a20"],
      ])}"`,
    )}</g>`;
  }).join("");
  const garland = (y0: number, sag: number, count: number) => {
    const curve = `M-20 ${n(y0)}Q${n(width / 2)} ${n(y0 + sag * 2)} ${n(width + 20)} ${n(y0)}`;
    const lanterns = Array.from({ length: count }, (_, i) => {
      const t = (i + 0.5) / count;
      const x = -20 + (width + 40) * t;
      const y = y0 + sag * 4 * t * (1 - t);
      return `<g transform="translate(${n(x)} ${n(y + unit * 0.05)}) scale(${n(unit * 0.0006)})">${lanternShape(c, 0, 0, 1, false)}</g>`;
    }).join("");
    return path(curve, `fill="none" stroke="#2a0608" stroke-width="${n(unit * 0.004)}"`) + lanterns;
  };
  const pagodaSize = unit * 0.3;
  const mist = (y: number) =>
    ellipse(
      width / 2,
      y,
      width * 0.7,
      unit * 0.05,
      `fill="#ff9a8a" opacity="0.22" filter="${c.blur(unit * 0.02)}"`,
    );
  const ripples = Array.from({ length: 40 }, () => {
    const y = horizon + (height - horizon) * rand();
    const x = rand() * width;
    const w = unit * (0.02 + rand() * 0.08);
    return path(
      `M${n(x)} ${n(y)}h${n(w)}`,
      `stroke="#ffb070" stroke-width="${n(unit * 0.003)}" opacity="${n(0.15 + rand() * 0.35)}" stroke-linecap="round"`,
    );
  }).join("");
  return (
    `<rect width="${width}" height="${height}" fill="${sky}"/>` +
    stars +
    circle(moon[0], moon[1], unit * 0.32, `fill="${moonGlow}"`) +
    circle(
      moon[0],
      moon[1],
      unit * 0.1,
      `fill="${c.radial(
        [
          [0, "#fffbe8"],
          [0.8, "#ffe7a8"],
          [1, "#f7c46a"],
        ],
        { fx: 0.4, fy: 0.35 },
      )}"`,
    ) +
    mountain(horizon - unit * 0.14, unit * 0.36, "#6a1e50", 11) +
    mountain(horizon - unit * 0.08, unit * 0.32, "#4a1240", 3) +
    mist(horizon - unit * 0.1) +
    mountain(horizon, unit * 0.2, "#2c0a2c", 5) +
    mist(horizon - unit * 0.02) +
    `<rect y="${n(horizon)}" width="${width}" height="${n(height - horizon)}" fill="${water}"/>` +
    `<rect x="${n(moon[0] - unit * 0.06)}" y="${n(horizon)}" width="${n(unit * 0.12)}" height="${n(height - horizon)}" fill="${reflection}" filter="${c.blur(unit * 0.01)}"/>` +
    skyLanterns +
    pagoda(width * 0.08, horizon + unit * 0.02, pagodaSize, 4, "#16041a", "#ffb347") +
    pagoda(width * 0.93, horizon + unit * 0.02, pagodaSize * 0.8, 3, "#16041a", "#ffb347") +
    garland(height * 0.02, unit * 0.06, Math.max(5, Math.round(width / unit) * 5)) +
    ripples
  );
}

function logo(c: SvgCanvas): string {
  const gold = {
    face: metalFace(GOLD),
    outline: INK,
    extrude: { color: "#8a1206", depth: 10 },
    inline: "#fff6d0",
  };
  return (
    `<g filter="${c.finish("#fff4c0", 0.3, 0.4)}">` +
    `<g transform="translate(16 30) scale(0.62)">${lanternShape(c, 60, 120, 1)}</g>` +
    `<g transform="translate(708 30) scale(0.62)">${lanternShape(c, 60, 120, 1)}</g>` +
    "</g>" +
    lettering(
      c,
      "LUCKY",
      { x: 400, y: 62, size: 62, weight: 0.26, tracking: 0.1, arc: 700 },
      {
        face: faceOf("#e8283a"),
        outline: "#fff0c0",
        extrude: { color: "#4a0208", depth: 6 },
      },
    ) +
    lettering(c, "LANTERNS", { x: 400, y: 160, size: 100, weight: 0.26, maxWidth: 580 }, gold)
  );
}

const royalSymbols = Object.fromEntries(
  ROYALS.filter((r) => r !== "9").map((label) => [label, royalSymbol(label)]),
);

export const luckyLanterns = defineTitle({
  key: "ll",
  palette: {
    frame: "#9c1020",
    frameLight: "#f4b834",
    frameDark: "#3a0608",
    reelBackground: "#1e0614",
    reelDivider: "#5a1222",
    text: "#fff3d6",
    textMuted: "#e0a88a",
    accent: "#ffd35a",
    winHighlight: "#ffe27a",
    winGlow: "#ff8a2a",
    button: "#d3202c",
    buttonLight: "#ff6a4a",
    buttonText: "#fff6da",
  },
  symbols: {
    dragon,
    koi,
    lantern: (c) => `<g filter="${c.finish("#fff4c0")}">${lanternShape(c, 128, 126, 1.22)}</g>`,
    fan,
    ...royalSymbols,
    wild,
    scatter,
  },
  scene,
  logo,
  hero: "dragon",
});
