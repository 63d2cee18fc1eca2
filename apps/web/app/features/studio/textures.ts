/**
 * The title's art as GPU textures. Every SVG is rasterised once, at load, into one atlas canvas:
 * each symbol sharp and motion-blurred (the blur is the symbol drawn several times along its path,
 * which any browser's canvas can do, instead of a blur filter every frame), the jackpot coins, and
 * the particles. Reels, wins and coin showers then draw from one texture source, so they batch.
 */
import { CanvasSource, Rectangle, Texture } from "pixi.js";
import type { JackpotTier, TitleArt } from "./art/index.ts";
import { CELL } from "./machine-geometry.ts";

const ATLAS_COLUMNS = 8;
const BLUR_COPIES = 9;
/** How far the blurred copies spread along the reel, as a share of the symbol's height. */
const BLUR_SPREAD = 0.32;

export interface TitleTextures {
  symbol(id: string): Texture;
  blurred(id: string): Texture;
  /** A jackpot coin (hold-and-win titles), or the plain cash symbol for titles without one. */
  jackpot(tier: JackpotTier): Texture | null;
  coin: Texture;
  sparkle: Texture;
  destroy(): void;
}

async function svgImage(svg: string): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

function drawCoin(context: CanvasRenderingContext2D, x: number, y: number, size: number): void {
  const radius = size / 2 - 2;
  const cx = x + size / 2;
  const cy = y + size / 2;
  const face = context.createRadialGradient(
    cx - radius * 0.35,
    cy - radius * 0.4,
    radius * 0.1,
    cx,
    cy,
    radius,
  );
  face.addColorStop(0, "#fff7c2");
  face.addColorStop(0.45, "#ffcf3f");
  face.addColorStop(1, "#b86f00");
  context.fillStyle = face;
  context.beginPath();
  context.arc(cx, cy, radius, 0, Math.PI * 2);
  context.fill();
  context.lineWidth = size * 0.06;
  context.strokeStyle = "#8a4a00";
  context.stroke();
  context.beginPath();
  context.arc(cx, cy, radius * 0.68, 0, Math.PI * 2);
  context.strokeStyle = "rgba(138, 74, 0, 0.6)";
  context.lineWidth = size * 0.04;
  context.stroke();
  // A star stamped in the middle.
  context.beginPath();
  for (let point = 0; point < 10; point += 1) {
    const angle = -Math.PI / 2 + (point * Math.PI) / 5;
    const reach = point % 2 === 0 ? radius * 0.45 : radius * 0.2;
    context.lineTo(cx + Math.cos(angle) * reach, cy + Math.sin(angle) * reach);
  }
  context.closePath();
  context.fillStyle = "#c98300";
  context.fill();
}

function drawSparkle(context: CanvasRenderingContext2D, x: number, y: number, size: number): void {
  const cx = x + size / 2;
  const cy = y + size / 2;
  const glow = context.createRadialGradient(cx, cy, 0, cx, cy, size / 2);
  glow.addColorStop(0, "rgba(255, 255, 255, 1)");
  glow.addColorStop(0.25, "rgba(255, 244, 200, 0.8)");
  glow.addColorStop(1, "rgba(255, 200, 80, 0)");
  context.fillStyle = glow;
  context.fillRect(x, y, size, size);
}

/**
 * Rasterises the title's symbols into the atlas, reporting progress from 0 to 1 as each one lands.
 */
export async function loadTitleTextures(
  art: TitleArt,
  symbolIds: readonly string[],
  onProgress: (share: number) => void,
): Promise<TitleTextures> {
  const tiers: JackpotTier[] = art.cashJackpot ? ["mini", "minor", "major", "grand"] : [];
  const cells = symbolIds.length * 2 + tiers.length + 2;
  const rows = Math.ceil(cells / ATLAS_COLUMNS);
  const canvas = document.createElement("canvas");
  canvas.width = ATLAS_COLUMNS * CELL;
  canvas.height = rows * CELL;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("No 2D canvas");

  let next = 0;
  const frames = new Map<string, Rectangle>();
  const place = (key: string): [number, number] => {
    const x = (next % ATLAS_COLUMNS) * CELL;
    const y = Math.floor(next / ATLAS_COLUMNS) * CELL;
    next += 1;
    frames.set(key, new Rectangle(x, y, CELL, CELL));
    return [x, y];
  };

  const jobs = symbolIds.length + tiers.length;
  let done = 0;
  const report = () => {
    done += 1;
    onProgress(Math.min(1, done / jobs));
  };

  for (const id of symbolIds) {
    const image = await svgImage(art.symbol(id));
    const [x, y] = place(`symbol:${id}`);
    context.drawImage(image, x, y, CELL, CELL);
    const [bx, by] = place(`blurred:${id}`);
    context.save();
    context.beginPath();
    context.rect(bx, by, CELL, CELL);
    context.clip();
    context.globalAlpha = 1.6 / BLUR_COPIES;
    for (let copy = 0; copy < BLUR_COPIES; copy += 1) {
      const offset = ((copy / (BLUR_COPIES - 1)) * 2 - 1) * CELL * BLUR_SPREAD * 0.5;
      context.drawImage(image, bx, by + offset, CELL, CELL);
    }
    context.restore();
    report();
  }
  for (const tier of tiers) {
    const svg = art.cashJackpot?.(tier);
    if (!svg) continue;
    const [x, y] = place(`jackpot:${tier}`);
    context.drawImage(await svgImage(svg), x, y, CELL, CELL);
    report();
  }
  const [cx, cy] = place("coin");
  drawCoin(context, cx, cy, CELL / 2);
  frames.set("coin", new Rectangle(cx, cy, CELL / 2, CELL / 2));
  const [sx, sy] = place("sparkle");
  drawSparkle(context, sx, sy, CELL / 2);
  frames.set("sparkle", new Rectangle(sx, sy, CELL / 2, CELL / 2));

  const source = new CanvasSource({ resource: canvas, autoGenerateMipmaps: true, scaleMode: "linear" });
  const textures = new Map<string, Texture>();
  const texture = (key: string): Texture => {
    const existing = textures.get(key);
    if (existing) return existing;
    const frame = frames.get(key);
    if (!frame) throw new Error(`No texture ${key}`);
    const made = new Texture({ source, frame });
    textures.set(key, made);
    return made;
  };

  return {
    symbol: (id) => texture(`symbol:${id}`),
    blurred: (id) => texture(`blurred:${id}`),
    jackpot: (tier) => (frames.has(`jackpot:${tier}`) ? texture(`jackpot:${tier}`) : null),
    coin: texture("coin"),
    sparkle: texture("sparkle"),
    destroy() {
      source.destroy();
    },
  };
}
