/** Gold Rush Express: a frontier railroad through red canyons at sunset; brass, timber and gold. */
import { darken, lighten } from "./shared/color.ts";
import { JACKPOT_COLORS, jackpotLabel } from "./shared/jackpot.ts";
import { faceOf, lettering, metalFace } from "./shared/lettering.ts";
import { timber } from "./shared/materials.ts";
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

const INK = "#1a0c04";
const GOLD = "#ffc328";
const BRASS = "#d8a040";
const RUST = "#b0401c";
const WOOD = "#9a5a28";

const ink = (width = 5) => `stroke="${INK}" stroke-width="${width}" stroke-linejoin="round"`;

function wheel(c: SvgCanvas, x: number, y: number, r: number): string {
  return (
    circle(x, y, r, `fill="${c.volume("#3a3a3a")}" ${ink(4)}`) +
    circle(x, y, r * 0.78, `fill="${RUST}" ${ink(2)}`) +
    around(8, (a) =>
      path(
        `M${x} ${y}L${polar(x, y, r * 0.78, a)
          .map(n)
          .join(" ")}`,
        `stroke="${INK}" stroke-width="3"`,
      ),
    ) +
    circle(x, y, r * 0.25, `fill="${c.metal(BRASS)}" ${ink(2)}`)
  );
}

function train(c: SvgCanvas): string {
  const boiler = c.linear([
    [0, "#5a5a6a"],
    [0.3, "#2a2a34"],
    [1, "#0a0a10"],
  ]);
  const smoke = [
    [96, 46, 18],
    [78, 30, 22],
    [52, 22, 26],
    [26, 30, 20],
  ]
    .map(([x, y, r]) =>
      circle(x ?? 0, y ?? 0, r ?? 0, `fill="${c.volume("#f0f0f0", 0.2, 0.35)}" opacity="0.92"`),
    )
    .join("");
  return (
    smoke +
    `<g filter="${c.finish("#ffe0b0")}">` +
    path(roundedRect(18, 86, 70, 96, 6), `fill="${c.volume(RUST)}" ${ink(5)}`) +
    path("M10 86H96L90 72H16Z", `fill="${c.volume("#3a2a20")}" ${ink(4)}`) +
    path(
      roundedRect(32, 100, 40, 34, 4),
      `fill="${c.linear([
        [0, "#fff0b0"],
        [1, "#e0901c"],
      ])}" ${ink(4)}`,
    ) +
    path(roundedRect(84, 110, 136, 64, 30), `fill="${boiler}" ${ink(5)}`) +
    [118, 156, 194].map((x) => path(`M${x} 110V174`, `stroke="${BRASS}" stroke-width="6"`)).join("") +
    path("M104 110L96 62H128L120 110Z", `fill="${boiler}" ${ink(5)}`) +
    path(roundedRect(92, 56, 40, 12, 4), `fill="${c.metal(BRASS)}" ${ink(3)}`) +
    path(roundedRect(146, 92, 24, 20, 10), `fill="${c.metal(BRASS)}" ${ink(3)}`) +
    path(roundedRect(214, 108, 20, 30, 5), `fill="${c.metal(BRASS)}" ${ink(3)}`) +
    circle(230, 123, 9, `fill="#fff6c0" filter="${c.glow("#ffe080", 5, 1.6)}"`) +
    path("M214 174L248 210H196Z", `fill="${c.volume(RUST)}" ${ink(4)}`) +
    path(roundedRect(14, 172, 210, 14, 4), `fill="#2a2a30" ${ink(4)}`) +
    wheel(c, 52, 198, 32) +
    wheel(c, 118, 204, 26) +
    wheel(c, 174, 204, 26) +
    path("M52 198H174", `stroke="${c.metal("#c0c0c8")}" stroke-width="7" stroke-linecap="round"`) +
    ellipse(140, 124, 40, 7, `fill="#fff" opacity="0.3"`) +
    "</g>"
  );
}

function pickaxe(c: SvgCanvas): string {
  const steel = c.linear([
    [0, "#f0f4f8"],
    [0.5, "#9aa4b0"],
    [1, "#3a4450"],
  ]);
  return (
    `<g filter="${c.finish("#ffe0b0")}"><g transform="rotate(-38 128 128)">` +
    path(
      ribbon(
        [
          [128, 60],
          [128, 244],
        ],
        22,
        20,
      ),
      `fill="${c.volume(WOOD)}" ${ink(5)}`,
    ) +
    path("M120 220H136M120 232H136", `stroke="#3a1a08" stroke-width="4"`) +
    path("M10 92Q60 42 128 40Q196 42 246 92Q196 66 128 66Q60 66 10 92Z", `fill="${steel}" ${ink(5)}`) +
    path(roundedRect(112, 30, 32, 46, 6), `fill="${c.metal("#8a8a94")}" ${ink(4)}`) +
    circle(128, 53, 5, `fill="${BRASS}" ${ink(2)}`) +
    path("M24 82Q70 52 112 50", `fill="none" stroke="#fff" stroke-width="3" opacity="0.8"`) +
    "</g></g>"
  );
}

function lantern(c: SvgCanvas): string {
  const tin = c.metal("#a8a8b0", false);
  const glass = c.radial([
    [0, "#fffbe0", 0.95],
    [0.5, "#ffc040", 0.7],
    [1, "#e06010", 0.55],
  ]);
  return (
    circle(
      128,
      136,
      110,
      `fill="${c.radial([
        [0, "#ffd060", 0.55],
        [1, "#ff8020", 0],
      ])}"`,
    ) +
    `<g filter="${c.finish("#ffe0b0")}">` +
    path("M84 56Q128 -6 172 56", `fill="none" stroke="${INK}" stroke-width="11"`) +
    path("M84 56Q128 -6 172 56", `fill="none" stroke="#b0b0b8" stroke-width="5"`) +
    path("M76 76L96 50H160L180 76Z", `fill="${tin}" ${ink(5)}`) +
    path(
      smooth([
        [128, 80],
        [174, 96],
        [184, 144],
        [170, 188],
        [128, 196],
        [86, 188],
        [72, 144],
        [82, 96],
      ]),
      `fill="${glass}" ${ink(5)}`,
    ) +
    `<g filter="${c.glow("#ffe080", 8, 1.6)}">${path(
      "M128 112C140 130 142 150 128 166C114 150 116 130 128 112Z",
      `fill="${c.linear([
        [0, "#fff"],
        [1, "#ffb020"],
      ])}"`,
    )}</g>` +
    [96, 160].map((x) => path(`M${x} 80V196`, `stroke="${INK}" stroke-width="7"`)).join("") +
    [96, 160].map((x) => path(`M${x} 80V196`, `stroke="#b0b0b8" stroke-width="3"`)).join("") +
    path(roundedRect(70, 72, 116, 14, 5), `fill="${c.metal(BRASS)}" ${ink(4)}`) +
    path("M66 196H190L180 232H76Z", `fill="${tin}" ${ink(5)}`) +
    path(roundedRect(62, 190, 132, 14, 5), `fill="${c.metal(BRASS)}" ${ink(4)}`) +
    ellipse(100, 120, 8, 26, `fill="#fff" opacity="0.45"`) +
    "</g>"
  );
}

/** A gold nugget: a lumpy outline with bright facets. */
function nuggetShape(c: SvgCanvas, cx: number, cy: number, s: number, seed: number): string {
  const rand = seededRandom(seed);
  const outline: Point[] = Array.from({ length: 9 }, (_, i) =>
    polar(cx, cy, s * (0.78 + rand() * 0.3), i * 40 + rand() * 14),
  );
  const facets = [0, 1, 2]
    .map((i) => {
      const [x, y] = polar(cx, cy, s * 0.42, 200 + i * 40);
      return path(
        polygon([
          [x, y],
          [x + s * 0.28, y - s * 0.08],
          [x + s * 0.14, y + s * 0.2],
        ]),
        `fill="#fff8d0" opacity="${0.8 - i * 0.2}"`,
      );
    })
    .join("");
  return (
    path(
      smooth(outline),
      `fill="${c.radial(
        [
          [0, "#fff2a0"],
          [0.45, GOLD],
          [0.85, "#b06a08"],
          [1, "#5a3004"],
        ],
        { fx: 0.35, fy: 0.3 },
      )}" ${ink(Math.max(2.5, s * 0.07))}`,
    ) +
    facets +
    circle(cx + s * 0.2, cy + s * 0.25, s * 0.08, `fill="#7a4a06" opacity="0.6"`)
  );
}

function cart(c: SvgCanvas): string {
  const iron = c.linear([
    [0, "#7a5040"],
    [0.5, "#4a2a20"],
    [1, "#2a140c"],
  ]);
  return (
    `<g filter="${c.finish("#ffe0b0")}">` +
    nuggetShape(c, 90, 96, 34, 1) +
    nuggetShape(c, 164, 92, 38, 2) +
    nuggetShape(c, 126, 76, 36, 3) +
    path("M26 108H230L206 200H50Z", `fill="${iron}" ${ink(6)}`) +
    path(roundedRect(18, 100, 220, 20, 6), `fill="${c.metal("#8a6a50")}" ${ink(4)}`) +
    [70, 128, 186].map((x) => path(`M${x} 120V198`, `stroke="#1a0a04" stroke-width="5"`)).join("") +
    [40, 100, 156, 216].map((x) => circle(x, 110, 3.5, `fill="${BRASS}"`)).join("") +
    path("M8 238H248", `stroke="#5a3a20" stroke-width="8"`) +
    wheel(c, 80, 214, 22) +
    wheel(c, 176, 214, 22) +
    "</g>"
  );
}

function nuggetArt(c: SvgCanvas, rim: string): string {
  return `${circle(
    128,
    128,
    120,
    `fill="${c.radial([
      [0, GOLD, 0.75],
      [1, rim, 0],
    ])}"`,
  )}<g filter="${c.finish("#fff0c0")}">${nuggetShape(c, 128, 128, 96, 7)}</g>`;
}

const nugget = (c: SvgCanvas) => nuggetArt(c, "#ff9020");

const cashJackpot = (c: SvgCanvas, tier: JackpotTier) =>
  nuggetArt(c, JACKPOT_COLORS[tier]) +
  path(
    roundedRect(28, 102, 200, 60, 14),
    `fill="${c.linear([
      [0, darken(JACKPOT_COLORS[tier], 0.3)],
      [1, darken(JACKPOT_COLORS[tier], 0.7)],
    ])}" ${ink(4)} filter="${c.shadow()}"`,
  ) +
  jackpotLabel(c, tier, 128, 132, 176);

/** The sheriff's star: the wild. */
function wild(c: SvgCanvas): string {
  const tips = around(6, (a) => circle(...polar(128, 128, 114, a), 12, `fill="${c.volume(GOLD)}" ${ink(4)}`));
  return (
    `<g filter="${c.finish("#fff0c0")}">` +
    path(star(128, 128, 6, 110, 58), `fill="${c.metal(GOLD)}" ${ink(6)}`) +
    tips +
    path(star(128, 128, 6, 92, 48), `fill="none" stroke="#a06008" stroke-width="3"`) +
    circle(
      128,
      128,
      52,
      `fill="${c.radial([
        [0, "#ffe890"],
        [1, "#c07a08"],
      ])}" ${ink(4)}`,
    ) +
    "</g>" +
    lettering(
      c,
      "WILD",
      { x: 128, y: 132, size: 58, weight: 0.3, maxWidth: 220 },
      {
        face: faceOf(RUST),
        outline: "#fff4d8",
        outlineWidth: 0.22,
        extrude: { color: "#3a0a02", depth: 6 },
        join: "miter",
      },
    )
  );
}

const royalColors = { A: "#d83a1c", K: "#2a7ad8", Q: "#3aa040", J: "#9a4ad0", "10": "#e08a1c" };

function royalSymbol(label: string) {
  return (c: SvgCanvas) =>
    `<g filter="${c.finish("#ffe0b0", 0.45)}">${royal(c, label, {
      colors: royalColors,
      outline: () => INK,
      join: "miter",
      weight: 0.3,
      face: (base) => metalFace(base),
      backing: (cc) =>
        `<g transform="rotate(-4 128 128)">${timber(cc, roundedRect(26, 40, 204, 176, 12), WOOD, 8, INK)}${[
          [40, 54],
          [216, 54],
          [40, 202],
          [216, 202],
        ]
          .map(([x, y]) => circle(x ?? 0, y ?? 0, 5, `fill="${cc.metal("#9a9aa4")}" ${ink(2)}`))
          .join("")}</g>`,
    })}</g>`;
}

function scene(c: SvgCanvas, width: number, height: number): string {
  const unit = Math.min(width, height);
  const horizon = height * 0.6;
  const sky = c.linear(
    [
      [0, "#1a1a4a"],
      [0.4, "#7a3a6a"],
      [0.75, "#f0703a"],
      [1, "#ffd070"],
    ],
    0,
    0,
    0,
    horizon,
    true,
  );
  const sun = [width * 0.5, horizon - unit * 0.08] as const;
  const mesa = (x: number, w: number, h: number, color: string) => {
    const rock = c.linear([
      [0, lighten(color, 0.3)],
      [0.5, color],
      [1, darken(color, 0.35)],
    ]);
    const strata = [0.3, 0.55, 0.8]
      .map((k) =>
        path(
          `M${n(x - w * (0.34 + k * 0.12))} ${n(horizon - h * (1 - k))}H${n(x + w * (0.32 + k * 0.12))}`,
          `stroke="${darken(color, 0.3)}" stroke-width="${n(unit * 0.004)}" opacity="0.6"`,
        ),
      )
      .join("");
    return (
      path(
        `M${n(x - w * 0.5)} ${n(horizon + 4)}L${n(x - w * 0.38)} ${n(horizon - h * 0.7)}L${n(x - w * 0.32)} ${n(horizon - h)}H${n(x + w * 0.3)}L${n(x + w * 0.36)} ${n(horizon - h * 0.7)}L${n(x + w * 0.5)} ${n(horizon + 4)}Z`,
        `fill="${rock}"`,
      ) + strata
    );
  };
  const cactus = (x: number, base: number, s: number) =>
    `<g fill="#1a0a06">${path(roundedRect(x - s * 0.08, base - s, s * 0.16, s, s * 0.08), "")}${path(`M${n(x - s * 0.06)} ${n(base - s * 0.5)}H${n(x - s * 0.24)}V${n(base - s * 0.8)}`, `fill="none" stroke="#1a0a06" stroke-width="${n(s * 0.12)}" stroke-linecap="round" stroke-linejoin="round"`)}${path(`M${n(x + s * 0.06)} ${n(base - s * 0.4)}H${n(x + s * 0.22)}V${n(base - s * 0.66)}`, `fill="none" stroke="#1a0a06" stroke-width="${n(s * 0.12)}" stroke-linecap="round" stroke-linejoin="round"`)}</g>`;
  const deck = horizon + unit * 0.03;
  const trestle = Array.from({ length: Math.ceil(width / (unit * 0.05)) + 1 }, (_, i) => {
    const x = i * unit * 0.05;
    const foot = deck + unit * 0.1;
    return path(
      `M${n(x)} ${n(deck)}L${n(x + unit * 0.025)} ${n(foot)}M${n(x + unit * 0.05)} ${n(deck)}L${n(x + unit * 0.025)} ${n(foot)}M${n(x)} ${n(deck + unit * 0.05)}H${n(x + unit * 0.05)}`,
      `stroke="#3a1a0a" stroke-width="${n(unit * 0.004)}"`,
    );
  }).join("");
  const ground = c.linear([
    [0, "#b0502a"],
    [1, "#3a1408"],
  ]);
  const rand = seededRandom(61);
  const dust = Array.from({ length: 40 }, () =>
    circle(
      rand() * width,
      horizon + rand() * (height - horizon),
      unit * (0.002 + rand() * 0.004),
      `fill="#ffd090" opacity="${n(0.2 + rand() * 0.4)}"`,
    ),
  ).join("");
  return (
    `<rect width="${width}" height="${height}" fill="${sky}"/>` +
    circle(
      sun[0],
      sun[1],
      unit * 0.45,
      `fill="${c.radial([
        [0, "#fff0b0", 0.8],
        [1, "#ff8040", 0],
      ])}"`,
    ) +
    circle(sun[0], sun[1], unit * 0.12, `fill="#fff4c8"`) +
    mesa(width * 0.2, unit * 0.5, unit * 0.22, "#8a3a3a") +
    mesa(width * 0.78, unit * 0.6, unit * 0.28, "#7a2e34") +
    mesa(width * 0.5, unit * 0.3, unit * 0.1, "#9a4a40") +
    `<rect y="${n(horizon)}" width="${width}" height="${n(height - horizon)}" fill="${ground}"/>` +
    trestle +
    path(`M0 ${n(deck)}H${width}`, `stroke="#2a1408" stroke-width="${n(unit * 0.012)}"`) +
    path(`M0 ${n(deck - unit * 0.009)}H${width}`, `stroke="#c8a080" stroke-width="${n(unit * 0.003)}"`) +
    path(
      ridge(width, height, { base: horizon + unit * 0.2, amplitude: unit * 0.08, step: unit * 0.3, seed: 2 }),
      `fill="#7a3418"`,
    ) +
    path(
      ridge(width, height, {
        base: horizon + unit * 0.32,
        amplitude: unit * 0.06,
        step: unit * 0.22,
        seed: 12,
      }),
      `fill="#4a1c0c"`,
    ) +
    cactus(width * 0.08, height * 0.96, unit * 0.3) +
    cactus(width * 0.93, height * 0.98, unit * 0.26) +
    dust
  );
}

function logo(c: SvgCanvas): string {
  return (
    lettering(
      c,
      "GOLD RUSH",
      { x: 400, y: 82, size: 108, weight: 0.3, tracking: 0.06, maxWidth: 700 },
      {
        face: metalFace(GOLD),
        outline: INK,
        extrude: { color: "#6a2a04", depth: 11 },
        join: "miter",
        inline: "#fff6d0",
      },
    ) +
    path(
      "M150 150H650L630 178L650 206H150L170 178Z",
      `fill="${c.linear([
        [0, lighten(RUST, 0.2)],
        [1, darken(RUST, 0.4)],
      ])}" ${ink(5)} filter="${c.shadow()}"`,
    ) +
    lettering(
      c,
      "EXPRESS",
      { x: 400, y: 178, size: 40, weight: 0.3, tracking: 0.3, maxWidth: 420 },
      {
        face: faceOf("#fff0d0"),
        outline: INK,
        join: "miter",
      },
    )
  );
}

const royalSymbols = Object.fromEntries(
  ROYALS.filter((r) => r !== "9").map((label) => [label, royalSymbol(label)]),
);

export const goldRushExpress = defineTitle({
  key: "gr",
  palette: {
    frame: "#6a3a1a",
    frameLight: BRASS,
    frameDark: "#24100a",
    reelBackground: "#1e1008",
    reelDivider: "#4a2a14",
    text: "#fff4e0",
    textMuted: "#d8b090",
    accent: GOLD,
    winHighlight: "#ffe070",
    winGlow: "#ff9020",
    button: RUST,
    buttonLight: lighten(RUST, 0.35),
    buttonText: "#fff6e6",
  },
  symbols: { train, pickaxe, lantern, cart, ...royalSymbols, wild, nugget },
  cashJackpot,
  scene,
  logo,
  hero: "train",
});
