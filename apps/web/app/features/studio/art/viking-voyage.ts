/** Viking Voyage: iron, oak and blood-red sails under an aurora, lit cold from the top left. */
import { darken, lighten } from "./shared/color.ts";
import { lettering, metalFace } from "./shared/lettering.ts";
import { timber } from "./shared/materials.ts";
import { seededRandom } from "./shared/random.ts";
import { ROYALS, royal } from "./shared/royals.ts";
import { ridge, starField } from "./shared/scenery.ts";
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

const INK = "#0c1118";
const STEEL = "#9fb2c4";
const OAK = "#8a5a2c";
const BLOOD = "#b81e24";
const GOLD = "#e8b040";
const ICE = "#7fe8ff";

const ink = (width = 5) => `stroke="${INK}" stroke-width="${width}" stroke-linejoin="round"`;

function longship(c: SvgCanvas): string {
  const hull = "M22 150C60 168 196 168 232 150C236 176 214 200 176 206H80C42 200 20 178 22 150Z";
  const sail = smooth([
    [64, 46],
    [192, 46],
    [204, 100],
    [192, 142],
    [64, 142],
    [52, 100],
  ]);
  const sailClip = c.clip(`<path d="${sail}"/>`);
  const stripes = [0, 1, 2, 3, 4, 5, 6]
    .map((i) => `<rect x="${52 + i * 22}" y="40" width="11" height="110" fill="#f4ead6"/>`)
    .join("");
  const shields = [54, 82, 110, 138, 166, 194]
    .map(
      (x, i) =>
        circle(x, 160, 12, `fill="${i % 2 ? BLOOD : GOLD}" ${ink(3)}`) +
        circle(x, 160, 3.5, `fill="${STEEL}"`),
    )
    .join("");
  const prow = path(
    ribbon(
      [
        [220, 156],
        [238, 120],
        [236, 82],
        [222, 66],
      ],
      18,
      6,
    ),
    `fill="${c.volume(OAK)}" ${ink(4)}`,
  );
  const head =
    path(
      smooth([
        [214, 70],
        [230, 56],
        [250, 64],
        [246, 76],
        [228, 78],
      ]),
      `fill="${c.volume(GOLD)}" ${ink(4)}`,
    ) + circle(234, 64, 2.5, `fill="${INK}"`);
  const stern = path(
    ribbon(
      [
        [30, 156],
        [16, 126],
        [22, 100],
        [36, 96],
      ],
      16,
      5,
    ),
    `fill="${c.volume(OAK)}" ${ink(4)}`,
  );
  const waves = [0, 1, 2, 3]
    .map((i) =>
      path(
        `M${-10 + i * 70} 222q20-22 40-4q14 14 30-2`,
        `fill="none" stroke="${lighten(ICE, 0.4)}" stroke-width="6" stroke-linecap="round"`,
      ),
    )
    .join("");
  return (
    `<g filter="${c.finish("#d8f4ff")}">` +
    path(`M126 40V152`, `stroke="${INK}" stroke-width="11"`) +
    path(`M126 40V152`, `stroke="${OAK}" stroke-width="6"`) +
    path(sail, `fill="${BLOOD}"`) +
    `<g clip-path="${sailClip}">${stripes}<rect x="40" y="40" width="180" height="110" fill="${c.volume("#ffffff", 0, 0.6)}" opacity="0.55"/></g>` +
    path(sail, `fill="none" ${ink()}`) +
    path("M56 46H198", `stroke="${darken(OAK, 0.3)}" stroke-width="9" stroke-linecap="round"`) +
    prow +
    head +
    stern +
    timber(c, hull, OAK, 5, INK) +
    shields +
    path(
      "M30 214Q128 236 226 214",
      `fill="none" stroke="${ICE}" stroke-width="10" opacity="0.7" stroke-linecap="round"`,
    ) +
    waves +
    "</g>"
  );
}

function axeHead(c: SvgCanvas): string {
  const blade =
    "M104 58C140 48 168 40 196 26C214 60 220 104 206 150C182 130 160 112 132 104C122 104 112 100 104 92Z";
  return (
    path(
      blade,
      `fill="${c.linear(
        [
          [0, lighten(STEEL, 0.7)],
          [0.5, STEEL],
          [1, darken(STEEL, 0.5)],
        ],
        0,
        0,
        1,
        1,
      )}" ${ink(5)}`,
    ) +
    path(
      "M196 30C212 64 216 104 204 144",
      `fill="none" stroke="#ffffff" stroke-width="5" opacity="0.8" stroke-linecap="round"`,
    ) +
    path("M120 66C144 66 170 74 182 96", `fill="none" stroke="${darken(STEEL, 0.5)}" stroke-width="3"`) +
    path("M150 70l8 8-8 8-8-8z", `fill="${GOLD}" ${ink(2)}`)
  );
}

function axe(c: SvgCanvas): string {
  const wraps = [0, 1, 2, 3, 4]
    .map((i) =>
      path(
        `M${n(82 - i * 10)} ${n(150 + i * 14)}l22 10`,
        `stroke="#3a2010" stroke-width="7" stroke-linecap="round"`,
      ),
    )
    .join("");
  return (
    `<g filter="${c.finish("#d8f4ff")}">` +
    path(
      ribbon(
        [
          [118, 56],
          [90, 140],
          [46, 232],
        ],
        22,
        20,
      ),
      `fill="${c.volume(OAK)}" ${ink(5)}`,
    ) +
    wraps +
    axeHead(c) +
    path(roundedRect(96, 44, 30, 56, 8), `fill="${c.metal(darken(STEEL, 0.2))}" ${ink(4)}`) +
    circle(111, 72, 5, `fill="${GOLD}" ${ink(2)}`) +
    "</g>"
  );
}

function shield(c: SvgCanvas): string {
  const boards = [0, 1, 2, 3, 4, 5]
    .map(
      (i) =>
        `<rect x="${30 + i * 33}" y="30" width="33" height="196" fill="${c.volume(i % 2 ? "#e8dcc0" : BLOOD, 0.3, 0.5)}" stroke="${INK}" stroke-width="2"/>`,
    )
    .join("");
  const clip = c.clip(`<circle cx="128" cy="128" r="96"/>`);
  const rivets = around(16, (a) =>
    circle(...polar(128, 128, 103, a), 4, `fill="${lighten(STEEL, 0.5)}" ${ink(1.5)}`),
  );
  const bands = `<g clip-path="${clip}">${boards}<rect x="0" y="0" width="256" height="256" fill="${c.volume("#ffffff", 0, 0.7)}" opacity="0.45"/>${path("M60 80l40 20M170 170l30 10M150 60l10 30", `stroke="${INK}" stroke-width="2" opacity="0.5"`)}</g>`;
  return (
    `<g filter="${c.finish("#d8f4ff")}">` +
    circle(128, 128, 110, `fill="${c.metal(STEEL)}" ${ink(5)}`) +
    bands +
    circle(128, 128, 96, `fill="none" ${ink(4)}`) +
    rivets +
    circle(128, 128, 34, `fill="${c.volume(STEEL, 0.6, 0.5)}" ${ink(5)}`) +
    ellipse(118, 116, 12, 8, `fill="#fff" opacity="0.7"`) +
    "</g>"
  );
}

function helmet(c: SvgCanvas): string {
  const horn = (mirror: number) =>
    `<g transform="translate(${mirror === 1 ? 0 : 256} 0) scale(${mirror} 1)">` +
    path(
      ribbon(
        [
          [70, 118],
          [36, 100],
          [20, 64],
          [30, 30],
        ],
        36,
        4,
      ),
      `fill="${c.linear(
        [
          [0, "#fff8e6"],
          [0.6, "#e6d2a8"],
          [1, "#8a6a3a"],
        ],
        1,
        0,
        0,
        1,
      )}" ${ink(5)}`,
    ) +
    [0, 1, 2]
      .map((i) =>
        path(`M${52 - i * 10} ${108 - i * 16}l${14 - i * 2} -8`, `stroke="#8a6a3a" stroke-width="3"`),
      )
      .join("") +
    "</g>";
  const dome = "M52 150C50 80 84 48 128 48C172 48 206 80 204 150Z";
  return (
    `<g filter="${c.finish("#d8f4ff")}">` +
    horn(1) +
    horn(-1) +
    path(dome, `fill="${c.volume(STEEL, 0.6, 0.6)}" ${ink(6)}`) +
    path("M128 50V150", `stroke="${GOLD}" stroke-width="16"`) +
    path("M128 50V150", `stroke="${INK}" stroke-width="3" opacity="0.5"`) +
    path(roundedRect(44, 138, 168, 26, 10), `fill="${c.metal(GOLD)}" ${ink(5)}`) +
    Array.from({ length: 7 }, (_, i) => circle(64 + i * 21, 151, 4, `fill="#fff6d0" ${ink(1.5)}`)).join("") +
    path(
      "M70 164C70 204 96 222 112 222V180H144V222C160 222 186 204 186 164Z",
      `fill="${c.volume(darken(STEEL, 0.1))}" ${ink(5)}`,
    ) +
    path(roundedRect(116, 160, 24, 70, 8), `fill="${c.metal(STEEL)}" ${ink(4)}`) +
    ellipse(100, 190, 14, 12, `fill="#05070a"`) +
    ellipse(156, 190, 14, 12, `fill="#05070a"`) +
    ellipse(96, 86, 18, 28, `fill="${c.gloss(0.7)}" transform="rotate(30 96 86)"`) +
    "</g>"
  );
}

/** Mjölnir crackling with lightning: the wild. */
function wild(c: SvgCanvas): string {
  const bolt = (d: string) =>
    path(
      d,
      `fill="none" stroke="${ICE}" stroke-width="6" stroke-linejoin="round" filter="${c.glow(ICE, 6, 2)}"`,
    ) + path(d, `fill="none" stroke="#ffffff" stroke-width="2.5" stroke-linejoin="round"`);
  return (
    bolt("M40 40L78 78L62 86L100 116") +
    bolt("M220 34L184 74L204 80L164 110") +
    `<g filter="${c.finish("#d8f4ff")}">` +
    path(
      ribbon(
        [
          [128, 120],
          [128, 236],
        ],
        26,
        24,
      ),
      `fill="${c.volume(OAK)}" ${ink(5)}`,
    ) +
    [0, 1, 2, 3]
      .map((i) => path(`M116 ${150 + i * 20}l24 10`, `stroke="#3a2010" stroke-width="7"`))
      .join("") +
    path(
      roundedRect(50, 34, 156, 90, 14),
      `fill="${c.linear([
        [0, lighten(STEEL, 0.6)],
        [0.5, STEEL],
        [1, darken(STEEL, 0.55)],
      ])}" ${ink(6)}`,
    ) +
    path("M60 52H196M60 106H196", `stroke="${GOLD}" stroke-width="7"`) +
    path("M128 60l20 19-20 19-20-19z", `fill="${c.volume(ICE)}" ${ink(3)} filter="${c.glow(ICE, 5)}"`) +
    "</g>" +
    lettering(
      c,
      "WILD",
      { x: 128, y: 186, size: 60, weight: 0.3, maxWidth: 216 },
      {
        face: metalFace(GOLD),
        outline: INK,
        extrude: { color: "#5a1008", depth: 7 },
        join: "miter",
        inline: "#fff6d0",
      },
    )
  );
}

function scatter(c: SvgCanvas): string {
  const stone = smooth([
    [70, 24],
    [176, 20],
    [214, 60],
    [226, 150],
    [212, 232],
    [44, 234],
    [30, 150],
    [40, 60],
  ]);
  const rand = seededRandom(12);
  const runes = Array.from({ length: 10 }, (_, i) => {
    const x = 62 + (i % 5) * 33;
    const y = i < 5 ? 48 : 214;
    const d = `M${x} ${y - 9}V${y + 9}M${x} ${y - 9 + rand() * 8}l${rand() < 0.5 ? 8 : -8} ${n(6 + rand() * 6)}`;
    return path(d, `fill="none" stroke="${ICE}" stroke-width="3.5" stroke-linecap="round"`);
  }).join("");
  const cracks = path(
    "M60 90l16 14-4 16M190 120l-12 18 6 14",
    `fill="none" stroke="#1a2028" stroke-width="3"`,
  );
  return (
    `<g filter="${c.finish("#d8f4ff")}">` +
    path(stone, `fill="${c.volume("#6a7684", 0.45, 0.6)}" ${ink(6)}`) +
    path(
      stone,
      `fill="none" stroke="#aab8c8" stroke-width="3" transform="translate(4 4) scale(0.97)" opacity="0.4"`,
    ) +
    cracks +
    `<g filter="${c.glow(ICE, 4, 2)}">${runes}</g>` +
    "</g>" +
    `<g filter="${c.glow(ICE, 8, 1.4)}">` +
    lettering(
      c,
      "FREE",
      { x: 128, y: 104, size: 44, weight: 0.3, maxWidth: 150 },
      {
        face: metalFace("#c8f6ff"),
        outline: "#062a3a",
        extrude: { color: "#02141c", depth: 5 },
        join: "miter",
      },
    ) +
    lettering(
      c,
      "SPINS",
      { x: 128, y: 160, size: 44, weight: 0.3, maxWidth: 170 },
      {
        face: metalFace("#c8f6ff"),
        outline: "#062a3a",
        extrude: { color: "#02141c", depth: 5 },
        join: "miter",
      },
    ) +
    "</g>"
  );
}

const royalColors = { A: "#d03a2a", K: "#3a7ad0", Q: "#3aa070", J: "#9a5ad0", "10": "#d0902a" };

function royalSymbol(label: string) {
  return (c: SvgCanvas) =>
    `<g filter="${c.finish("#d8f4ff", 0.45)}">${royal(c, label, {
      colors: royalColors,
      face: (base) => metalFace(lighten(base, 0.1)),
      outline: () => INK,
      join: "miter",
      weight: 0.3,
      backing: (cc) =>
        path(
          smooth([
            [60, 30],
            [196, 30],
            [226, 128],
            [196, 226],
            [60, 226],
            [30, 128],
          ]),
          `fill="${cc.volume("#3a4452", 0.3, 0.5)}" ${ink(4)} opacity="0.85"`,
        ) +
        path(
          smooth([
            [68, 42],
            [188, 42],
            [212, 128],
            [188, 214],
            [68, 214],
            [44, 128],
          ]),
          `fill="none" stroke="${ICE}" stroke-width="2" opacity="0.45"`,
        ),
    })}</g>`;
}

function scene(c: SvgCanvas, width: number, height: number): string {
  const unit = Math.min(width, height);
  const sky = c.linear([
    [0, "#050a1a"],
    [0.5, "#10284a"],
    [0.8, "#3a3a6a"],
    [1, "#7a5a8a"],
  ]);
  const horizon = height * 0.62;
  const aurora = (y: number, color: string, seed: number) => {
    const r = seededRandom(seed);
    const pts: [number, number][] = [];
    for (let x = -0.1; x <= 1.1; x += 0.15) pts.push([x * width, y + (r() - 0.5) * unit * 0.22]);
    return path(
      ribbon(pts, unit * 0.16, unit * 0.06, 10),
      `fill="${color}" opacity="0.35" filter="${c.blur(unit * 0.03)}"`,
    );
  };
  const stars = starField(31, 110, width, horizon, "#e6f4ff");
  const rock = c.linear([
    [0, "#26364a"],
    [1, "#05080e"],
  ]);
  const cliff = (side: number) => {
    const r = seededRandom(side + 40);
    const edge: Point[] = [];
    for (let t = 0; t <= 1.001; t += 0.07) {
      const jitter = t > 0 && t < 1 ? 1 : 0;
      edge.push([
        width * 0.22 * t + (r() - 0.5) * unit * 0.05 * jitter,
        height * 0.28 +
          (horizon + unit * 0.06 - height * 0.28) * t ** 0.7 +
          (r() - 0.5) * unit * 0.05 * jitter,
      ]);
    }
    const mirror = side < 0 ? "" : ` transform="translate(${width} 0) scale(-1 1)"`;
    const outline = `M${edge.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}`;
    return `<g${mirror}>${path(polygon([[0, horizon + unit * 0.1], [0, height * 0.28], ...edge, [width * 0.22, horizon + unit * 0.1]]), `fill="${rock}"`)}${path(outline, `fill="none" stroke="#9ab8d8" stroke-width="${n(unit * 0.006)}" opacity="0.5" stroke-linejoin="round"`)}</g>`;
  };
  const sea = c.linear([
    [0, "#284a6a"],
    [1, "#04101c"],
  ]);
  const waves = Array.from({ length: 7 }, (_, row) => {
    const y = horizon + (height - horizon) * (row / 7) + unit * 0.02;
    let d = `M-20 ${n(y)}`;
    for (let x = -20; x < width + 40; x += unit * 0.08)
      d += `q${n(unit * 0.02)} ${n(-unit * 0.03)} ${n(unit * 0.04)} 0t${n(unit * 0.04)} 0`;
    return path(
      d,
      `fill="none" stroke="#9ad8f0" stroke-width="${n(unit * 0.004)}" opacity="${n(0.15 + row * 0.05)}"`,
    );
  }).join("");
  const ship = (x: number, y: number, s: number) =>
    `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})" fill="#0a1422">${path("M-60 0C-30 12 30 12 60 0L52 16H-52Z", "")}${path("M-2 0V-70H2V0Z", "")}${path("M-34 -66H34L38 -10H-38Z", "")}${path("M60 0C68 -14 66 -28 58 -34", 'stroke="#0a1422" stroke-width="6" fill="none"')}</g>`;
  const moon = [width * 0.22, height * 0.16] as const;
  return (
    `<rect width="${width}" height="${height}" fill="${sky}"/>` +
    stars +
    aurora(height * 0.2, "#3affa0", 4) +
    aurora(height * 0.3, "#3ad6ff", 9) +
    aurora(height * 0.14, "#a05aff", 6) +
    circle(
      moon[0],
      moon[1],
      unit * 0.2,
      `fill="${c.radial([
        [0, "#e6f4ff", 0.5],
        [1, "#e6f4ff", 0],
      ])}"`,
    ) +
    circle(moon[0], moon[1], unit * 0.06, `fill="#f0f8ff"`) +
    path(
      ridge(width, horizon + 2, {
        base: horizon - unit * 0.08,
        amplitude: unit * 0.2,
        step: unit * 0.14,
        seed: 7,
        jagged: true,
      }),
      `fill="#2a3e5e"`,
    ) +
    path(
      ridge(width, horizon + 2, {
        base: horizon - unit * 0.04,
        amplitude: unit * 0.16,
        step: unit * 0.1,
        seed: 5,
        jagged: true,
      }),
      `fill="#1a2a44"`,
    ) +
    cliff(-1) +
    cliff(1) +
    `<rect y="${n(horizon)}" width="${width}" height="${n(height - horizon)}" fill="${sea}"/>` +
    ship(width * 0.6, horizon + unit * 0.01, unit * 0.0012) +
    ship(width * 0.42, horizon + unit * 0.02, unit * 0.0008) +
    waves +
    `<rect y="${n(height * 0.92)}" width="${width}" height="${n(height * 0.08)}" fill="${c.linear([
      [0, "#000", 0],
      [1, "#000", 0.6],
    ])}"/>`
  );
}

function logo(c: SvgCanvas): string {
  const steel = {
    face: metalFace("#c8d6e6"),
    outline: INK,
    extrude: { color: "#1a2838", depth: 10 },
    join: "miter" as const,
  };
  return (
    `<g transform="translate(-6 10) scale(0.82)" opacity="0.95">${axeHead(c)}</g>` +
    `<g transform="translate(806 10) scale(-0.82 0.82)" opacity="0.95">${axeHead(c)}</g>` +
    lettering(c, "VIKING", { x: 400, y: 80, size: 104, weight: 0.28, tracking: 0.08, maxWidth: 560 }, steel) +
    path(
      roundedRect(200, 138, 400, 76, 12),
      `fill="${c.linear([
        [0, BLOOD],
        [1, darken(BLOOD, 0.5)],
      ])}" ${ink(5)} filter="${c.shadow()}"`,
    ) +
    lettering(
      c,
      "VOYAGE",
      { x: 400, y: 176, size: 50, weight: 0.28, tracking: 0.18, maxWidth: 360 },
      {
        face: metalFace(GOLD),
        outline: INK,
        extrude: { color: "#3a1a04", depth: 4 },
        join: "miter",
      },
    )
  );
}

const royalSymbols = Object.fromEntries(
  ROYALS.filter((r) => r !== "9").map((label) => [label, royalSymbol(label)]),
);

export const vikingVoyage = defineTitle({
  key: "vv",
  palette: {
    frame: "#3a4a5c",
    frameLight: lighten(STEEL, 0.4),
    frameDark: "#0a1018",
    reelBackground: "#0a141f",
    reelDivider: "#24364a",
    text: "#eaf4ff",
    textMuted: "#8aa2b8",
    accent: GOLD,
    winHighlight: ICE,
    winGlow: "#3ad6ff",
    button: BLOOD,
    buttonLight: lighten(BLOOD, 0.35),
    buttonText: "#fff4e6",
  },
  symbols: { longship, axe, shield, helmet, ...royalSymbols, wild, scatter },
  scene,
  logo,
  hero: "helmet",
});
