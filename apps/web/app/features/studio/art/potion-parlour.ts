/** Potion Parlour: an alchemist's shop by candlelight, glass bottles glowing on dark oak shelves. */
import { darken, lighten } from "./shared/color.ts";
import { faceOf, lettering } from "./shared/lettering.ts";
import { seededRandom } from "./shared/random.ts";
import { around, circle, ellipse, path, polar, roundedRect, smooth, star } from "./shared/shapes.ts";
import { n, type SvgCanvas } from "./shared/svg.ts";
import { defineTitle } from "./shared/title.ts";

const INK = "#1c0f2a";
const GOLD = "#ffc94a";
const BRASS = "#c8902a";
const OAK = "#5a3418";
const MOSS = "#3ee07a";
const EMBER = "#ff4a4a";
const AZURE = "#3aa8ff";
const VIOLET = "#b05aff";
const PARCHMENT = "#f4e2b8";

const ink = (width = 5) => `stroke="${INK}" stroke-width="${width}" stroke-linejoin="round"`;

function shine(c: SvgCanvas, cx: number, cy: number, rx: number, ry: number, rotate = -30): string {
  return ellipse(cx, cy, rx, ry, `fill="${c.gloss(0.85)}" transform="rotate(${rotate} ${n(cx)} ${n(cy)})"`);
}

/** Bubbles rising out of a brew, from a fixed seed so every draw is the same. */
function bubbles(seed: number, x: number, y: number, spread: number, color: string): string {
  const r = seededRandom(seed);
  return Array.from({ length: 6 }, () =>
    circle(
      x + (r() - 0.5) * spread,
      y - r() * 40,
      3 + r() * 7,
      `fill="${lighten(color, 0.5)}" stroke="#ffffff" stroke-width="2" opacity="0.85"`,
    ),
  ).join("");
}

/** A glass bottle of a coloured brew: `shape` picks the flask. */
function potion(color: string, shape: "round" | "tall" | "flask" | "heart", seed: number) {
  return (c: SvgCanvas): string => {
    const glass: Record<typeof shape, string> = {
      round:
        "M104 40H152V86C196 100 222 136 222 172C222 214 180 240 128 240C76 240 34 214 34 172C34 136 60 100 104 86Z",
      tall: "M108 30H148V78C178 92 190 116 190 146V214C190 232 176 242 158 242H98C80 242 66 232 66 214V146C66 116 78 92 108 78Z",
      flask: "M106 34H150V94L220 212C230 230 218 244 198 244H58C38 244 26 230 36 212L106 94Z",
      heart:
        "M128 238C64 198 30 164 30 122C30 90 54 70 82 70C100 70 114 78 120 90V36H136V90C142 78 156 70 174 70C202 70 226 90 226 122C226 164 192 198 128 238Z",
    };
    const liquidTop = shape === "tall" ? 128 : shape === "flask" ? 142 : 138;
    const outline = glass[shape];
    const liquid = c.clip(`<path d="${outline}"/>`);
    return (
      `<g filter="${c.finish(lighten(color, 0.6))}">` +
      // The glass, faintly tinted, then the brew inside it up to its level.
      path(outline, `fill="${c.volume(lighten(color, 0.55), 0.5, 0.3)}" opacity="0.55"`) +
      `<g clip-path="${liquid}">` +
      `<rect x="0" y="${liquidTop}" width="256" height="140" fill="${c.volume(color, 0.45, 0.55)}"/>` +
      ellipse(128, liquidTop, 120, 12, `fill="${lighten(color, 0.45)}"`) +
      bubbles(seed, 128, liquidTop + 70, 90, color) +
      "</g>" +
      path(outline, `fill="none" ${ink(6)}`) +
      // Cork and the brass collar at the neck.
      path(roundedRect(104, 14, 48, 30, 8), `fill="${c.volume("#b07a4a", 0.4, 0.5)}" ${ink(4)}`) +
      path(roundedRect(98, 40, 60, 12, 5), `fill="${c.metal(GOLD)}" ${ink(3)}`) +
      shine(c, shape === "tall" ? 92 : 82, shape === "flask" ? 196 : 156, 14, 34, 18) +
      circle(170, 196, 7, `fill="#ffffff" opacity="0.6"`) +
      "</g>"
    );
  };
}

function cauldron(c: SvgCanvas): string {
  const pot = "M34 112H222C230 176 198 228 128 228C58 228 26 176 34 112Z";
  return (
    // The green glow over the brew.
    ellipse(
      128,
      96,
      126,
      92,
      `fill="${c.radial([
        [0, MOSS, 0.85],
        [1, MOSS, 0],
      ])}"`,
    ) +
    `<g filter="${c.finish("#d0ffe0")}">` +
    path("M60 220L44 248M196 220L212 248", `stroke="${INK}" stroke-width="14" stroke-linecap="round"`) +
    path(pot, `fill="${c.volume("#3a3450", 0.45, 0.6)}" ${ink(6)}`) +
    ellipse(128, 112, 100, 22, `fill="${c.volume(MOSS, 0.6, 0.4)}" ${ink(5)}`) +
    path(roundedRect(22, 100, 212, 22, 11), `fill="${c.metal("#6a6480")}" ${ink(5)}`) +
    // The brew bubbling over the rim.
    bubbles(3, 128, 100, 140, MOSS) +
    bubbles(4, 128, 64, 90, MOSS) +
    path("M40 150C80 170 176 170 216 150", `fill="none" stroke="${GOLD}" stroke-width="6" opacity="0.8"`) +
    shine(c, 74, 170, 18, 40, 30) +
    // Runes on the pot.
    path(star(128, 184, 5, 20, 8), `fill="${GOLD}" ${ink(2)}`) +
    "</g>"
  );
}

function owl(c: SvgCanvas): string {
  const body = smooth([
    [128, 40],
    [196, 66],
    [214, 140],
    [190, 222],
    [128, 240],
    [66, 222],
    [42, 140],
    [60, 66],
  ]);
  const eye = (x: number) =>
    circle(x, 112, 34, `fill="${c.volume("#fff6d8", 0.3, 0.3)}" ${ink(5)}`) +
    circle(x, 114, 20, `fill="${c.volume(GOLD, 0.5, 0.5)}"`) +
    circle(x, 114, 10, `fill="${INK}"`) +
    circle(x - 6, 106, 5, `fill="#ffffff"`);
  const feathers = [0, 1, 2].map((row) =>
    [0, 1, 2, 3].map((col) => {
      const x = 86 + col * 28 - (row % 2) * 14;
      const y = 170 + row * 20;
      return path(
        `M${x - 10} ${y}Q${x} ${y + 16} ${x + 10} ${y}`,
        `fill="none" stroke="#f4d8a8" stroke-width="4" opacity="0.8"`,
      );
    }),
  );
  return (
    `<g filter="${c.finish("#f0e0ff")}">` +
    // Ear tufts.
    path("M62 70L50 20L104 52Z", `fill="${c.volume("#8a5a32", 0.4, 0.5)}" ${ink(5)}`) +
    path("M194 70L206 20L152 52Z", `fill="${c.volume("#8a5a32", 0.4, 0.5)}" ${ink(5)}`) +
    path(body, `fill="${c.volume("#9a6a3a", 0.45, 0.55)}" ${ink(6)}`) +
    ellipse(128, 186, 54, 48, `fill="${c.volume("#d8b080", 0.4, 0.4)}"`) +
    feathers.flat().join("") +
    eye(92) +
    eye(164) +
    path("M118 136L138 136L128 160Z", `fill="${GOLD}" ${ink(4)}`) +
    // A little wizard's hat, tipped.
    path("M96 60L136 8L164 56Z", `fill="${c.volume(VIOLET, 0.45, 0.55)}" ${ink(4)}`) +
    path(star(134, 38, 5, 8, 3.5), `fill="${GOLD}"`) +
    shine(c, 90, 72, 22, 10, -30) +
    "</g>"
  );
}

function spellbook(c: SvgCanvas): string {
  return (
    `<g filter="${c.finish("#fff0d0")}">` +
    path(roundedRect(42, 38, 176, 196, 14), `fill="${c.volume("#7a1e3a", 0.45, 0.55)}" ${ink(6)}`) +
    path(roundedRect(210, 50, 18, 172, 6), `fill="${PARCHMENT}" ${ink(4)}`) +
    path(roundedRect(56, 52, 148, 168, 10), `fill="none" stroke="${GOLD}" stroke-width="5"`) +
    // The clasp and corner guards.
    path(roundedRect(196, 120, 36, 30, 6), `fill="${c.metal(GOLD)}" ${ink(3)}`) +
    ["M42 74V52Q42 38 56 38H78", "M42 198V220Q42 234 56 234H78"]
      .map((d) => path(d, `fill="none" stroke="${BRASS}" stroke-width="10" stroke-linecap="round"`))
      .join("") +
    // The glowing eye sigil.
    circle(
      130,
      136,
      46,
      `fill="${c.radial([
        [0, AZURE, 0.9],
        [1, AZURE, 0],
      ])}"`,
    ) +
    path("M84 136Q130 96 176 136Q130 176 84 136Z", `fill="${c.volume("#e8f6ff", 0.3, 0.3)}" ${ink(4)}`) +
    circle(130, 136, 17, `fill="${c.volume(AZURE, 0.5, 0.5)}"`) +
    circle(130, 136, 7, `fill="${INK}"`) +
    around(8, (degrees) => {
      const [x, y] = polar(130, 136, 64, degrees);
      return circle(x, y, 4, `fill="${GOLD}"`);
    }) +
    shine(c, 78, 70, 22, 8, -25) +
    "</g>"
  );
}

/** The scatter: a crystal ball on a brass stand, swirling with stars. */
function scatter(c: SvgCanvas): string {
  const style = { face: faceOf("#ffffff"), outline: "#4a1a7a", extrude: { color: "#2a0a4a", depth: 5 } };
  return (
    circle(
      128,
      110,
      124,
      `fill="${c.radial([
        [0, VIOLET, 0.75],
        [1, VIOLET, 0],
      ])}"`,
    ) +
    `<g filter="${c.finish("#f4e6ff")}">` +
    path("M70 196H186L204 238H52Z", `fill="${c.metal(GOLD)}" ${ink(5)}`) +
    circle(128, 110, 92, `fill="${c.volume("#6a3ad8", 0.55, 0.55)}" ${ink(6)}`) +
    path(
      "M60 120C90 70 170 80 190 120C160 100 110 104 88 150",
      `fill="none" stroke="${lighten(VIOLET, 0.6)}" stroke-width="10" stroke-linecap="round" opacity="0.8"`,
    ) +
    path(star(150, 76, 4, 16, 5), `fill="#ffffff"`) +
    path(star(96, 140, 4, 11, 4), `fill="#ffffff"`) +
    path(star(164, 150, 5, 9, 4), `fill="${GOLD}"`) +
    circle(128, 110, 92, `fill="${c.gloss(0.35)}"`) +
    shine(c, 92, 66, 30, 14, -35) +
    "</g>" +
    `<g filter="${c.glow(VIOLET, 8, 1.6)}">` +
    lettering(c, "SCATTER", { x: 128, y: 214, size: 40, weight: 0.3, maxWidth: 220 }, style) +
    "</g>"
  );
}

function scene(c: SvgCanvas, width: number, height: number): string {
  const unit = Math.min(width, height);
  const wall = c.linear([
    [0, "#120a24"],
    [0.55, "#2a1640"],
    [1, "#3a1e30"],
  ]);
  const rand = seededRandom(41);
  const isUpright = height > width;
  const moonX = width * (isUpright ? 0.13 : 0.82);
  const moonY = height * (isUpright ? 0.05 : 0.14);
  // Shelves of bottles along the walls, glowing where the candlelight catches them.
  const shelf = (y: number) => {
    const board = path(
      roundedRect(0, y, width, unit * 0.03, unit * 0.006),
      `fill="${c.volume(OAK, 0.35, 0.6)}" opacity="0.9"`,
    );
    const bottles = Array.from({ length: Math.ceil(width / (unit * 0.09)) }, (_, i) => {
      const x = i * unit * 0.09 + rand() * unit * 0.03;
      const h = unit * (0.05 + rand() * 0.06);
      const w = unit * (0.025 + rand() * 0.025);
      const color = [EMBER, MOSS, AZURE, VIOLET, GOLD][Math.floor(rand() * 5)] as string;
      return (
        path(
          roundedRect(x, y - h, w, h, w * 0.35),
          `fill="${darken(color, 0.25)}" opacity="${n(0.45 + rand() * 0.35)}"`,
        ) +
        path(
          roundedRect(x + w * 0.3, y - h - unit * 0.015, w * 0.4, unit * 0.018, 2),
          `fill="#8a6a4a" opacity="0.6"`,
        )
      );
    }).join("");
    return bottles + board;
  };
  const candle = (x: number, y: number, size: number) =>
    circle(
      x,
      y - size * 1.2,
      size * 1.6,
      `fill="${c.radial([
        [0, "#ffd890", 0.55],
        [1, "#ffd890", 0],
      ])}"`,
    ) +
    path(roundedRect(x - size * 0.2, y - size * 0.6, size * 0.4, size * 0.9, size * 0.08), `fill="#f4ead8"`) +
    ellipse(x, y - size * 0.8, size * 0.1, size * 0.22, `fill="${GOLD}"`);
  const motes = Array.from({ length: 60 }, () =>
    circle(
      rand() * width,
      rand() * height * 0.8,
      unit * (0.002 + rand() * 0.004),
      `fill="${[GOLD, "#ffffff", lighten(VIOLET, 0.5)][Math.floor(rand() * 3)]}" opacity="${n(0.3 + rand() * 0.6)}"`,
    ),
  ).join("");
  return (
    `<rect width="${width}" height="${height}" fill="${wall}"/>` +
    // The moon through a window, off to the side of the machine (above it and to the left, on a phone held upright).
    circle(
      moonX,
      moonY,
      unit * 0.14,
      `fill="${c.radial([
        [0, "#6a5ab8", 0.7],
        [1, "#6a5ab8", 0],
      ])}"`,
    ) +
    circle(moonX, moonY, unit * 0.05, `fill="#fff4d8" opacity="0.7"`) +
    shelf(height * 0.34) +
    shelf(height * 0.58) +
    motes +
    candle(width * 0.08, height * 0.34, unit * 0.05) +
    candle(width * 0.92, height * 0.58, unit * 0.06) +
    `<rect y="${n(height * 0.8)}" width="${width}" height="${n(height * 0.2)}" fill="${c.linear([
      [0, OAK, 0.2],
      [1, "#120a14", 0.95],
    ])}"/>`
  );
}

function logo(c: SvgCanvas): string {
  const brew = (base: string) => ({
    face: faceOf(base),
    outline: INK,
    extrude: { color: darken(base, 0.6), depth: 9 },
    inline: lighten(base, 0.7),
  });
  return (
    `<g filter="${c.glow(VIOLET, 8, 1.4)}">` +
    lettering(
      c,
      "POTION",
      { x: 400, y: 94, size: 104, weight: 0.3, tracking: 0.08, maxWidth: 560 },
      brew(MOSS),
    ) +
    "</g>" +
    path(star(112, 64, 4, 30, 10), `fill="${GOLD}" ${ink(4)}`) +
    path(star(690, 70, 4, 24, 8), `fill="${lighten(VIOLET, 0.4)}" ${ink(4)}`) +
    lettering(
      c,
      "PARLOUR",
      { x: 400, y: 196, size: 78, weight: 0.3, tracking: 0.16, maxWidth: 500 },
      { ...brew(VIOLET), glow: GOLD },
    )
  );
}

export const potionParlour = defineTitle({
  key: "ppl",
  palette: {
    frame: "#4a2a5a",
    frameLight: lighten(VIOLET, 0.4),
    frameDark: "#1c0f2a",
    reelBackground: "#1a1026",
    reelDivider: "#34204a",
    text: "#f6eeff",
    textMuted: "#c8b4e0",
    accent: GOLD,
    winHighlight: "#9effc0",
    winGlow: MOSS,
    button: "#7a3ad8",
    buttonLight: lighten("#7a3ad8", 0.35),
    buttonText: "#fbf6ff",
  },
  symbols: {
    cauldron,
    owl,
    spellbook,
    "red-potion": potion(EMBER, "heart", 11),
    "green-potion": potion(MOSS, "round", 12),
    "blue-potion": potion(AZURE, "tall", 13),
    "violet-potion": potion(VIOLET, "flask", 14),
    scatter,
  },
  scene,
  logo,
  hero: "cauldron",
});
