/**
 * The house's banner art: one illustration per subject (a welcome gift, coin stacks, a jackpot
 * crown, a prize wheel, a slot machine, a golden ticket), drawn in the visiting brand's palette so
 * that a banner looks like its brand's own. Served as SVG at `/art/banners/<subject>.svg`
 * (routes/banner-art.ts), which a banner's `imageWeb` can name like any uploaded image, and at
 * `/art/banners/<subject>.narrow.svg` for its `imageMobile`. The wide art (1200 × 400) keeps its
 * subject right of centre, clear of the text the banner lays over the darker left; the narrow one
 * (720 × 400, for phones) draws the subject smaller and further right, because a phone's text takes
 * more of the banner's width. No words, so one picture serves every language.
 */
import type { Theme } from "~/lib/theme/theme.ts";

export const BANNER_SUBJECTS = ["welcome", "coins", "jackpot", "wheel", "slots", "ticket"] as const;
export type BannerSubject = (typeof BANNER_SUBJECTS)[number];

export function isBannerSubject(value: string): value is BannerSubject {
  return (BANNER_SUBJECTS as readonly string[]).includes(value);
}

export type BannerArtShape = "wide" | "narrow";

type Palette = Theme["palette"];

const HEIGHT = 400;
/** Where each subject is drawn: right of centre on the wide art, clear of the text. */
const CX = 905;
const CY = 205;
/** The narrow art shows the same scene smaller, its subject moved to `centre`. */
const SHAPES: Readonly<Record<BannerArtShape, { width: number; centre: number; scale: number }>> = {
  wide: { width: 1200, centre: CX, scale: 1 },
  narrow: { width: 720, centre: 572, scale: 0.64 },
};

const GOLD = { light: "#fff3b0", mid: "#ffc933", deep: "#d98a0b", edge: "#8a4f05" };

export function bannerArtSvg(
  subject: BannerSubject,
  palette: Palette,
  shape: BannerArtShape = "wide",
): string {
  const { width, centre, scale } = SHAPES[shape];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${HEIGHT}" width="${width}" height="${HEIGHT}" preserveAspectRatio="xMaxYMid slice">`,
    defs(palette),
    `<rect width="${width}" height="${HEIGHT}" fill="url(#sky)"/>`,
    `<g transform="translate(${centre} ${CY}) scale(${scale}) translate(${-CX} ${-CY})">`,
    scene(palette),
    SUBJECTS[subject](palette),
    sparkles(palette),
    "</g>",
    "</svg>",
  ].join("");
}

function defs(palette: Palette): string {
  const base = nightOf(palette);
  return [
    "<defs>",
    `<linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(base, palette.primary, 0.18)}"/><stop offset=".55" stop-color="${mix(base, palette.primary, 0.38)}"/><stop offset="1" stop-color="${mix(base, palette.accent, 0.42)}"/></linearGradient>`,
    `<radialGradient id="glow" cx="${CX}" cy="${CY}" r="330" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${mix(palette.primary, "#ffffff", 0.35)}" stop-opacity=".75"/><stop offset=".5" stop-color="${palette.primary}" stop-opacity=".22"/><stop offset="1" stop-color="${palette.primary}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="gold" x1="0" y1="0" x2=".4" y2="1"><stop offset="0" stop-color="${GOLD.light}"/><stop offset=".45" stop-color="${GOLD.mid}"/><stop offset="1" stop-color="${GOLD.deep}"/></linearGradient>`,
    `<linearGradient id="main" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(palette.primary, "#ffffff", 0.28)}"/><stop offset="1" stop-color="${mix(palette.primary, "#000000", 0.3)}"/></linearGradient>`,
    `<linearGradient id="second" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(palette.accent, "#ffffff", 0.25)}"/><stop offset="1" stop-color="${mix(palette.accent, "#000000", 0.3)}"/></linearGradient>`,
    `<path id="ray" d="M0 0L-26 -420L26 -420Z"/>`,
    `<path id="spark" d="M0 -1C.12 -.3 .3 -.12 1 0C.3 .12 .12 .3 0 1C-.12 .3 -.3 .12 -1 0C-.3 -.12 -.12 -.3 0 -1Z"/>`,
    `<path id="star" d="M0 -1L.235 -.324L.951 -.309L.38 .124L.588 .809L0 .4L-.588 .809L-.38 .124L-.951 -.309L-.235 -.324Z"/>`,
    "</defs>",
  ].join("");
}

/** Rays and a glow behind the subject. */
function scene(palette: Palette): string {
  const rays = Array.from(
    { length: 16 },
    (_, index) => `<use href="#ray" transform="rotate(${index * 22.5})"/>`,
  );
  return [
    `<g transform="translate(${CX} ${CY})" fill="${mix(palette.primary, "#ffffff", 0.5)}" opacity=".09">${rays.join("")}</g>`,
    `<circle cx="${CX}" cy="${CY}" r="330" fill="url(#glow)"/>`,
  ].join("");
}

/** Four-pointed glints around the subject, in white and the brand's accent. */
function sparkles(palette: Palette): string {
  const spots: ReadonlyArray<readonly [number, number, number, string]> = [
    [690, 90, 16, "#ffffff"],
    [1120, 70, 20, "#ffffff"],
    [1150, 300, 12, palette.accent],
    [700, 320, 11, palette.accent],
    [1040, 40, 9, GOLD.light],
    [760, 175, 8, "#ffffff"],
    [1095, 360, 9, GOLD.light],
  ];
  return spots
    .map(
      ([x, y, size, color]) =>
        `<use href="#spark" fill="${color}" transform="translate(${x} ${y}) scale(${size})"/>`,
    )
    .join("");
}

/** A coin seen from the front and a little above: its edge, face, rim and a star. */
function coin(x: number, y: number, r: number, tilt = 0.92): string {
  const ry = r * tilt;
  const depth = r * 0.16;
  return [
    `<g transform="translate(${x} ${y})">`,
    `<ellipse cy="${depth}" rx="${r}" ry="${ry}" fill="${GOLD.edge}"/>`,
    `<ellipse rx="${r}" ry="${ry}" fill="url(#gold)"/>`,
    `<ellipse rx="${r * 0.78}" ry="${ry * 0.78}" fill="none" stroke="${GOLD.deep}" stroke-width="${r * 0.07}"/>`,
    `<use href="#star" fill="${GOLD.deep}" transform="scale(${r * 0.42} ${ry * 0.42})"/>`,
    `<ellipse cx="${-r * 0.35}" cy="${-ry * 0.45}" rx="${r * 0.22}" ry="${ry * 0.1}" fill="#ffffff" opacity=".55" transform="rotate(-30 ${-r * 0.35} ${-ry * 0.45})"/>`,
    "</g>",
  ].join("");
}

/** A stack of coins seen from the side, `count` high, its top at `y`. */
function coinStack(x: number, y: number, r: number, count: number): string {
  const step = r * 0.3;
  const layers = Array.from({ length: count }, (_, index) => {
    const top = y + (count - 1 - index) * step;
    return [
      `<ellipse cx="${x}" cy="${top + step}" rx="${r}" ry="${r * 0.32}" fill="${GOLD.edge}"/>`,
      `<rect x="${x - r}" y="${top}" width="${r * 2}" height="${step}" fill="${GOLD.deep}"/>`,
      `<ellipse cx="${x}" cy="${top}" rx="${r}" ry="${r * 0.32}" fill="url(#gold)" stroke="${GOLD.deep}" stroke-width="2"/>`,
    ].join("");
  });
  return layers.join("");
}

function shadow(x: number, y: number, rx: number): string {
  return `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${rx * 0.12}" fill="#000000" opacity=".35"/>`;
}

const SUBJECTS: Readonly<Record<BannerSubject, (palette: Palette) => string>> = {
  /** A gift box, its lid lifted by the coins bursting out. */
  welcome: (palette) =>
    [
      shadow(CX, 362, 150),
      `<rect x="${CX - 120}" y="215" width="240" height="145" rx="10" fill="url(#main)"/>`,
      `<rect x="${CX - 120}" y="215" width="240" height="26" fill="#000000" opacity=".18"/>`,
      `<rect x="${CX - 22}" y="215" width="44" height="145" fill="url(#second)"/>`,
      coin(CX - 95, 150, 34, 0.5),
      coin(CX + 70, 118, 40, 0.7),
      coin(CX - 10, 88, 30, 0.95),
      coin(CX + 140, 178, 26, 0.6),
      `<g transform="rotate(-9 ${CX} 190)"><rect x="${CX - 140}" y="168" width="280" height="46" rx="8" fill="url(#main)"/><rect x="${CX - 24}" y="168" width="48" height="46" fill="url(#second)"/>`,
      `<path d="M${CX} 168c-30-52-104-58-92-14c8 28 60 22 92 14zM${CX} 168c30-52 104-58 92-14c-8 28-60 22-92 14z" fill="url(#second)" stroke="${mix(palette.accent, "#000000", 0.35)}" stroke-width="3"/>`,
      `<circle cx="${CX}" cy="166" r="15" fill="${mix(palette.accent, "#ffffff", 0.2)}"/></g>`,
    ].join(""),

  /** Three stacks of coins and a coin rolling in front, with a plus for the extra. */
  coins: (palette) =>
    [
      shadow(CX, 352, 200),
      coinStack(CX - 120, 214, 58, 5),
      coinStack(CX + 8, 152, 64, 8),
      coinStack(CX + 136, 246, 54, 4),
      coin(CX - 40, 300, 56, 0.95),
      `<g transform="translate(${CX + 150} 110)"><circle r="44" fill="url(#second)" stroke="#ffffff" stroke-width="5"/><path d="M-20 0H20M0 -20V20" stroke="#ffffff" stroke-width="12" stroke-linecap="round"/></g>`,
      `<use href="#spark" fill="${palette.primaryText === "#ffffff" ? GOLD.light : "#ffffff"}" transform="translate(${CX - 150} 120) scale(14)"/>`,
    ].join(""),

  /** A crown over a heap of coins: the top prize. */
  jackpot: (palette) =>
    [
      shadow(CX, 360, 210),
      coin(CX - 150, 320, 46, 0.55),
      coin(CX + 150, 322, 44, 0.55),
      coin(CX - 75, 300, 54, 0.6),
      coin(CX + 78, 302, 52, 0.6),
      coin(CX, 288, 60, 0.65),
      `<path d="M${CX - 130} 222L${CX - 150} 92L${CX - 70} 152L${CX} 62L${CX + 70} 152L${CX + 150} 92L${CX + 130} 222Z" fill="url(#gold)" stroke="${GOLD.edge}" stroke-width="5" stroke-linejoin="round"/>`,
      `<rect x="${CX - 134}" y="206" width="268" height="34" rx="8" fill="url(#gold)" stroke="${GOLD.edge}" stroke-width="5"/>`,
      `<circle cx="${CX - 150}" cy="90" r="13" fill="${palette.accent}" stroke="#ffffff" stroke-width="3"/>`,
      `<circle cx="${CX}" cy="58" r="16" fill="${palette.primary}" stroke="#ffffff" stroke-width="3"/>`,
      `<circle cx="${CX + 150}" cy="90" r="13" fill="${palette.accent}" stroke="#ffffff" stroke-width="3"/>`,
      `<path d="M${CX} 140l26 40l-26 40l-26-40z" fill="url(#main)" stroke="#ffffff" stroke-width="3"/>`,
      `<circle cx="${CX - 78}" cy="223" r="9" fill="${palette.accent}"/><circle cx="${CX + 78}" cy="223" r="9" fill="${palette.accent}"/>`,
    ].join(""),

  /** A prize wheel in the brand's two colours, lit around its rim. */
  wheel: (palette) => {
    const r = 150;
    const segments = Array.from({ length: 12 }, (_, index) => {
      const from = ((index * 30 - 90) * Math.PI) / 180;
      const to = (((index + 1) * 30 - 90) * Math.PI) / 180;
      const fill =
        index % 3 === 0
          ? "url(#main)"
          : index % 3 === 1
            ? "url(#second)"
            : mix(nightOf(palette), "#ffffff", 0.12);
      return `<path d="M0 0L${round(r * Math.cos(from))} ${round(r * Math.sin(from))}A${r} ${r} 0 0 1 ${round(r * Math.cos(to))} ${round(r * Math.sin(to))}Z" fill="${fill}"/>`;
    });
    const bulbs = Array.from({ length: 24 }, (_, index) => {
      const angle = (index * 15 * Math.PI) / 180;
      return `<circle cx="${round((r + 14) * Math.cos(angle))}" cy="${round((r + 14) * Math.sin(angle))}" r="5" fill="${index % 2 === 0 ? "#ffffff" : GOLD.light}"/>`;
    });
    const gems = Array.from({ length: 12 }, (_, index) => {
      const angle = ((index * 30 + 15 - 90) * Math.PI) / 180;
      return `<use href="#star" fill="#ffffff" opacity=".85" transform="translate(${round(100 * Math.cos(angle))} ${round(100 * Math.sin(angle))}) scale(13)"/>`;
    });
    return [
      shadow(CX, 372, 150),
      `<path d="M${CX - 40} 372L${CX} 250L${CX + 40} 372Z" fill="${mix(palette.surface, "#000000", 0.2)}"/>`,
      `<g transform="translate(${CX} ${CY - 5})">`,
      `<circle r="${r + 26}" fill="url(#gold)" stroke="${GOLD.edge}" stroke-width="4"/>`,
      `<g transform="rotate(8)">${segments.join("")}${gems.join("")}</g>`,
      bulbs.join(""),
      `<circle r="30" fill="url(#gold)" stroke="${GOLD.edge}" stroke-width="4"/>`,
      `<circle r="11" fill="${palette.accent}"/>`,
      "</g>",
      `<path d="M${CX - 24} 12H${CX + 24}L${CX} 62Z" fill="url(#gold)" stroke="${GOLD.edge}" stroke-width="4" stroke-linejoin="round"/>`,
    ].join("");
  },

  /** A slot machine showing three stars, its lever pulled. */
  slots: (palette) => {
    const reels = [-78, 0, 78].map(
      (dx) =>
        `<rect x="${CX + dx - 34}" y="150" width="68" height="104" rx="8" fill="#ffffff"/><rect x="${CX + dx - 34}" y="150" width="68" height="22" rx="8" fill="#000000" opacity=".12"/><use href="#star" fill="url(#gold)" stroke="${GOLD.edge}" stroke-width=".06" transform="translate(${CX + dx} 205) scale(28)"/>`,
    );
    return [
      shadow(CX, 368, 170),
      `<path d="M${CX + 150} 250h34V130" fill="none" stroke="${mix(palette.surface, "#ffffff", 0.35)}" stroke-width="12" stroke-linecap="round"/>`,
      `<circle cx="${CX + 184}" cy="122" r="20" fill="url(#second)" stroke="#ffffff" stroke-width="4"/>`,
      `<rect x="${CX - 150}" y="100" width="300" height="262" rx="26" fill="url(#main)" stroke="${mix(palette.primary, "#000000", 0.45)}" stroke-width="5"/>`,
      `<path d="M${CX - 110} 100a110 52 0 0 1 220 0z" fill="url(#second)" stroke="${mix(palette.accent, "#000000", 0.4)}" stroke-width="5"/>`,
      `<circle cx="${CX}" cy="78" r="12" fill="#ffffff" opacity=".9"/>`,
      `<rect x="${CX - 124}" y="138" width="248" height="128" rx="14" fill="${mix(nightOf(palette), "#000000", 0.3)}"/>`,
      reels.join(""),
      `<rect x="${CX - 124}" y="196" width="248" height="8" fill="${palette.accent}" opacity=".8"/>`,
      `<rect x="${CX - 110}" y="290" width="220" height="44" rx="10" fill="${mix(palette.primary, "#000000", 0.35)}"/>`,
      `<rect x="${CX - 96}" y="302" width="60" height="20" rx="6" fill="url(#second)"/><rect x="${CX + 36}" y="302" width="60" height="20" rx="6" fill="url(#gold)"/>`,
    ].join("");
  },

  /** A golden ticket struck by a bolt: straight to the bonus. */
  ticket: (palette) =>
    [
      shadow(CX, 360, 180),
      `<g transform="rotate(-12 ${CX} ${CY})">`,
      `<path d="M${CX - 190} 120h380v44a26 26 0 0 0 0 52v44h-380v-44a26 26 0 0 0 0-52z" fill="url(#gold)" stroke="${GOLD.edge}" stroke-width="6" stroke-linejoin="round"/>`,
      `<path d="M${CX - 160} 142h320v22a26 26 0 0 0 0 52v22h-320v-22a26 26 0 0 0 0-52z" fill="none" stroke="${GOLD.deep}" stroke-width="4" stroke-dasharray="14 10"/>`,
      `<use href="#star" fill="${GOLD.deep}" transform="translate(${CX - 110} 190) scale(26)"/>`,
      `<use href="#star" fill="${GOLD.deep}" transform="translate(${CX + 110} 190) scale(26)"/>`,
      "</g>",
      `<path d="M${CX + 18} 26L${CX - 70} 210H${CX - 8}L${CX - 40} 372L${CX + 86} 164H${CX + 20}L${CX + 70} 26Z" fill="url(#second)" stroke="#ffffff" stroke-width="7" stroke-linejoin="round"/>`,
      `<use href="#spark" fill="${palette.accent}" transform="translate(${CX + 130} 300) scale(16)"/>`,
    ].join(""),
};

/**
 * The dark ground the banner's white text needs: a dark brand's own background, or for a light
 * brand its primary colour taken nearly to black.
 */
function nightOf(palette: Palette): string {
  return luminance(palette.bg) < 0.4 ? palette.bg : mix(palette.primary, "#05030a", 0.82);
}

function channels(hex: string): number[] {
  return [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
}

/** Relative luminance (WCAG 2), 0 for black to 1 for white. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = channels(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** `a` moved `amount` (0–1) of the way towards `b`, both `#rrggbb`. */
function mix(a: string, b: string, amount: number): string {
  const [from, to] = [channels(a), channels(b)];
  return `#${from
    .map((channel, index) => Math.round(channel + ((to[index] ?? channel) - channel) * amount))
    .map((channel) => channel.toString(16).padStart(2, "0"))
    .join("")}`;
}
