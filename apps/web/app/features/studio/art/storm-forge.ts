/** Storm Forge: black iron and molten gold in a mountain forge, lit by lightning from the top right. */
import { darken, lighten } from "./shared/color.ts";
import { lettering, metalFace } from "./shared/lettering.ts";
import { timber } from "./shared/materials.ts";
import { seededRandom } from "./shared/random.ts";
import { ROYALS, royal } from "./shared/royals.ts";
import { ridge } from "./shared/scenery.ts";
import { circle, path, polygon, roundedRect, smooth, star } from "./shared/shapes.ts";
import { n, type SvgCanvas } from "./shared/svg.ts";
import { defineTitle } from "./shared/title.ts";

const INK = "#0b0a12";
const IRON = "#5a6270";
const OAK = "#7a4a24";
const EMBER = "#ff7a1a";
const GOLD = "#ffc43a";
const VOLT = "#7ad8ff";

const ink = (width = 5) => `stroke="${INK}" stroke-width="${width}" stroke-linejoin="round"`;

/** A zigzag lightning bolt from the top point down, as a closed path. */
function boltPath(x: number, y: number, scale: number): string {
  const points: [number, number][] = [
    [0, 0],
    [38, 0],
    [20, 44],
    [44, 44],
    [-8, 120],
    [8, 62],
    [-16, 62],
  ];
  return polygon(points.map(([px, py]) => [x + px * scale, y + py * scale]));
}

function hammer(c: SvgCanvas): string {
  const handle = "M118 112H138L146 236H110Z";
  const head = roundedRect(34, 40, 188, 82, 14);
  return (
    `<g filter="${c.finish("#cfefff")}">` +
    timber(c, handle, OAK, 4, INK) +
    path(roundedRect(104, 196, 48, 16, 5), `fill="${c.metal(GOLD)}" ${ink(3)}`) +
    path(head, `fill="${c.metal(IRON)}" ${ink(6)}`) +
    path(roundedRect(34, 40, 26, 82, 10), `fill="${c.metal(lighten(IRON, 0.2))}" ${ink(4)}`) +
    path(roundedRect(196, 40, 26, 82, 10), `fill="${c.metal(lighten(IRON, 0.2))}" ${ink(4)}`) +
    path(head, `fill="${c.gloss(0.35)}" transform="translate(0 -4)"`) +
    `<g filter="${c.glow(VOLT, 6, 2)}">${path(boltPath(116, 50, 0.52), `fill="${VOLT}" stroke="#ffffff" stroke-width="2"`)}</g>` +
    "</g>"
  );
}

function anvil(c: SvgCanvas): string {
  const body =
    "M20 78H214C214 100 198 112 172 118L160 150H186L194 186H62L70 150H96L86 118C60 114 34 104 20 78Z";
  const horn = "M20 78C14 96 -2 104 8 110C30 112 56 104 70 96Z";
  const glow = c.radial([
    [0, "#fff3c0"],
    [0.4, GOLD],
    [1, EMBER, 0],
  ]);
  return (
    `<g filter="${c.finish("#ffd9a0")}">` +
    path(horn, `fill="${c.metal(IRON)}" ${ink(5)}`) +
    path(body, `fill="${c.metal(IRON)}" ${ink(6)}`) +
    path("M24 80H212", `stroke="#c8d2de" stroke-width="5" stroke-linecap="round" opacity="0.8"`) +
    path(roundedRect(54, 186, 148, 22, 6), `fill="${c.metal(darken(IRON, 0.3))}" ${ink(5)}`) +
    `<ellipse cx="130" cy="66" rx="64" ry="20" fill="${glow}" filter="${c.glow(EMBER, 10, 1.8)}"/>` +
    path(
      roundedRect(88, 54, 88, 18, 8),
      `fill="${c.linear([
        [0, "#fff6d0"],
        [0.5, GOLD],
        [1, EMBER],
      ])}" ${ink(4)}`,
    ) +
    Array.from({ length: 7 }, (_, i) => {
      const r = seededRandom(30 + i);
      return circle(104 + r() * 70, 20 + r() * 30, 2 + r() * 3, `fill="${GOLD}" opacity="0.9"`);
    }).join("") +
    "</g>"
  );
}

function gauntlet(c: SvgCanvas): string {
  const cuff = "M64 150H192L204 236H52Z";
  const palm = roundedRect(58, 92, 140, 70, 22);
  const fingers = [0, 1, 2, 3]
    .map(
      (i) =>
        path(
          roundedRect(62 + i * 34, 36 + (i === 0 || i === 3 ? 12 : 0), 30, 76, 13),
          `fill="${c.metal(IRON)}" ${ink(5)}`,
        ) +
        path(
          `M${66 + i * 34} ${74 + (i === 0 || i === 3 ? 6 : 0)}H${88 + i * 34}`,
          `stroke="${INK}" stroke-width="3"`,
        ),
    )
    .join("");
  const thumb = path(
    smooth([
      [60, 120],
      [30, 104],
      [22, 124],
      [44, 150],
      [70, 156],
    ]),
    `fill="${c.metal(IRON)}" ${ink(5)}`,
  );
  return (
    `<g filter="${c.finish("#cfefff")}">` +
    path(cuff, `fill="${c.metal(darken(IRON, 0.15))}" ${ink(6)}`) +
    path("M60 176H196M56 204H200", `stroke="${GOLD}" stroke-width="7"`) +
    fingers +
    path(palm, `fill="${c.metal(IRON)}" ${ink(6)}`) +
    thumb +
    path(star(128, 128, 4, 20, 7, 0), `fill="${GOLD}" ${ink(3)}`) +
    "</g>"
  );
}

function rune(c: SvgCanvas): string {
  const stone = polygon([
    [128, 18],
    [222, 70],
    [222, 186],
    [128, 238],
    [34, 186],
    [34, 70],
  ]);
  const mark = "M128 60V196M128 92L168 70M128 92L88 70M128 150L170 176M128 150L86 176";
  return (
    `<g filter="${c.finish("#cfefff")}">` +
    path(stone, `fill="${c.volume("#3a3f56", 0.5, 0.6)}" ${ink(6)}`) +
    path(
      stone,
      `fill="none" stroke="#8a96b8" stroke-width="3" transform="translate(13 13) scale(0.9)" opacity="0.5"`,
    ) +
    `<g filter="${c.glow(VOLT, 7, 2.2)}">${path(mark, `fill="none" stroke="${VOLT}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"`)}${path(mark, `fill="none" stroke="#e8fbff" stroke-width="5" stroke-linecap="round"`)}</g>` +
    "</g>"
  );
}

function wild(c: SvgCanvas): string {
  const disc = circle(128, 112, 96, `fill="${c.volume("#1a2a5a", 0.5, 0.7)}" ${ink(6)}`);
  return (
    `<g filter="${c.finish("#cfefff")}">` +
    disc +
    circle(128, 112, 84, `fill="none" stroke="${VOLT}" stroke-width="4" opacity="0.7"`) +
    `<g filter="${c.glow(VOLT, 10, 2.4)}">${path(
      boltPath(112, 26, 1.3),
      `fill="${c.linear([
        [0, "#ffffff"],
        [0.5, "#c8f2ff"],
        [1, VOLT],
      ])}" ${ink(4)}`,
    )}</g>` +
    "</g>" +
    lettering(
      c,
      "WILD",
      { x: 128, y: 214, size: 58, weight: 0.3, tracking: 0.06, maxWidth: 200 },
      {
        face: metalFace(GOLD),
        outline: INK,
        extrude: { color: "#3a1a04", depth: 6 },
        join: "miter",
      },
    )
  );
}

function scatter(c: SvgCanvas): string {
  const shield = smooth([
    [128, 16],
    [224, 52],
    [214, 150],
    [128, 240],
    [42, 150],
    [32, 52],
  ]);
  const flame = smooth([
    [128, 40],
    [164, 96],
    [170, 138],
    [128, 170],
    [86, 138],
    [92, 96],
  ]);
  const style = {
    face: metalFace("#fff0c0"),
    outline: "#3a0e00",
    extrude: { color: "#1e0600", depth: 5 },
    join: "miter" as const,
  };
  return (
    `<g filter="${c.finish("#ffd9a0")}">` +
    path(shield, `fill="${c.volume("#5a1a0a", 0.5, 0.6)}" ${ink(6)}`) +
    path(shield, `fill="none" stroke="${GOLD}" stroke-width="5" transform="translate(13 12) scale(0.9)"`) +
    `<g filter="${c.glow(EMBER, 10, 2)}">${path(
      flame,
      `fill="${c.linear([
        [0, "#fff6d0"],
        [0.45, GOLD],
        [1, EMBER],
      ])}"`,
    )}</g>` +
    "</g>" +
    `<g filter="${c.glow(EMBER, 8, 1.4)}">` +
    lettering(c, "FREE", { x: 128, y: 112, size: 46, weight: 0.3, maxWidth: 150 }, style) +
    lettering(c, "SPINS", { x: 128, y: 168, size: 46, weight: 0.3, maxWidth: 170 }, style) +
    "</g>"
  );
}

const royalColors = { A: "#e0502a", K: "#3a8ae0", Q: "#e0b02a", J: "#4ab07a", "10": "#a06ae0" };

function royalSymbol(label: string) {
  return (c: SvgCanvas) =>
    `<g filter="${c.finish("#ffe6c0", 0.45)}">${royal(c, label, {
      colors: royalColors,
      face: (base) => metalFace(lighten(base, 0.12)),
      outline: () => INK,
      join: "miter",
      weight: 0.3,
      backing: (cc) =>
        path(
          roundedRect(34, 34, 188, 188, 30),
          `fill="${cc.volume("#2a2a36", 0.3, 0.5)}" ${ink(4)} opacity="0.85"`,
        ) +
        path(
          roundedRect(44, 44, 168, 168, 24),
          `fill="none" stroke="${EMBER}" stroke-width="2" opacity="0.5"`,
        ),
    })}</g>`;
}

function scene(c: SvgCanvas, width: number, height: number): string {
  const unit = Math.min(width, height);
  const sky = c.linear([
    [0, "#07060f"],
    [0.45, "#1a1838"],
    [0.75, "#3a2240"],
    [1, "#6a2a1a"],
  ]);
  const horizon = height * 0.66;
  const rand = seededRandom(17);
  const clouds = Array.from({ length: 9 }, (_, i) => {
    const x = rand() * width;
    const y = height * (0.06 + rand() * 0.3);
    return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(unit * (0.25 + rand() * 0.2))}" ry="${n(unit * 0.06)}" fill="#2a2a4a" opacity="${n(0.4 + (i % 3) * 0.15)}" filter="${c.blur(unit * 0.02)}"/>`;
  }).join("");
  const strike = (x: number, seed: number, scale: number) => {
    const r = seededRandom(seed);
    const pts: [number, number][] = [[x, 0]];
    for (let y = 0; y < horizon * 0.8; y += unit * 0.06) pts.push([x + (r() - 0.5) * unit * 0.08, y]);
    const d = `M${pts.map(([px, py]) => `${n(px)} ${n(py)}`).join("L")}`;
    return `<g filter="${c.glow(VOLT, unit * 0.01, 2)}" opacity="${n(scale)}">${path(d, `fill="none" stroke="#e8fbff" stroke-width="${n(unit * 0.005)}" stroke-linejoin="round"`)}</g>`;
  };
  const forgeGlow = c.radial([
    [0, GOLD, 0.85],
    [0.35, EMBER, 0.5],
    [1, EMBER, 0],
  ]);
  const embers = Array.from({ length: 60 }, () => {
    const x = rand() * width;
    const y = horizon - rand() * height * 0.5;
    return circle(
      x,
      y,
      unit * (0.002 + rand() * 0.004),
      `fill="${rand() < 0.5 ? GOLD : EMBER}" opacity="${n(0.4 + rand() * 0.6)}"`,
    );
  }).join("");
  return (
    `<rect width="${width}" height="${height}" fill="${sky}"/>` +
    clouds +
    strike(width * 0.78, 3, 0.9) +
    strike(width * 0.18, 8, 0.5) +
    path(
      ridge(width, horizon + 2, {
        base: horizon - unit * 0.12,
        amplitude: unit * 0.24,
        step: unit * 0.16,
        seed: 11,
        jagged: true,
      }),
      `fill="#1c1a2c"`,
    ) +
    `<ellipse cx="${n(width / 2)}" cy="${n(horizon)}" rx="${n(width * 0.55)}" ry="${n(unit * 0.32)}" fill="${forgeGlow}"/>` +
    path(
      ridge(width, height, {
        base: horizon - unit * 0.02,
        amplitude: unit * 0.1,
        step: unit * 0.12,
        seed: 4,
        jagged: true,
      }),
      `fill="#0c0a12"`,
    ) +
    embers +
    `<rect y="${n(height * 0.9)}" width="${width}" height="${n(height * 0.1)}" fill="${c.linear([
      [0, "#000", 0],
      [1, "#000", 0.6],
    ])}"/>`
  );
}

function logo(c: SvgCanvas): string {
  const steel = {
    face: metalFace("#d8e2f0"),
    outline: INK,
    extrude: { color: "#1a2234", depth: 10 },
    join: "miter" as const,
  };
  return (
    `<g filter="${c.glow(VOLT, 8, 2)}">${path(boltPath(52, 18, 1.4), `fill="${VOLT}" ${ink(4)}`)}${path(boltPath(716, 18, 1.4), `fill="${VOLT}" ${ink(4)}`)}</g>` +
    lettering(c, "STORM", { x: 400, y: 80, size: 104, weight: 0.28, tracking: 0.08, maxWidth: 540 }, steel) +
    path(
      roundedRect(210, 138, 380, 76, 12),
      `fill="${c.linear([
        [0, "#6a1a04"],
        [1, "#2a0800"],
      ])}" ${ink(5)} filter="${c.shadow()}"`,
    ) +
    lettering(
      c,
      "FORGE",
      { x: 400, y: 176, size: 52, weight: 0.3, tracking: 0.2, maxWidth: 340 },
      {
        face: metalFace(GOLD),
        outline: INK,
        extrude: { color: "#3a1a04", depth: 4 },
        join: "miter",
        glow: EMBER,
      },
    )
  );
}

const royalSymbols = Object.fromEntries(
  ROYALS.filter((label) => label !== "9").map((label) => [label, royalSymbol(label)]),
);

export const stormForge = defineTitle({
  key: "stf",
  palette: {
    frame: "#2e2a36",
    frameLight: lighten(IRON, 0.45),
    frameDark: "#0a0810",
    reelBackground: "#0e0c16",
    reelDivider: "#2a2436",
    text: "#f4eeff",
    textMuted: "#a49ab8",
    accent: GOLD,
    winHighlight: VOLT,
    winGlow: "#3ab0ff",
    button: "#c4440e",
    buttonLight: lighten("#c4440e", 0.35),
    buttonText: "#fff4e6",
  },
  symbols: { hammer, anvil, gauntlet, rune, ...royalSymbols, wild, scatter },
  scene,
  logo,
  hero: "hammer",
});
