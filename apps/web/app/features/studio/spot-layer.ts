/**
 * Multiplier spots under a cluster title's grid (packages/games engine/spots.ts): each cell's
 * level drawn on the cell itself, behind its symbol, so the spots stay put while symbols fall. A
 * marked cell glows softly; a multiplier spot glows brighter the higher it is and carries its
 * `×N`. Winning clusters are outlined along their outer edge, the connected cells as one shape.
 *
 * Levels change only between tumbles, so each cell is redrawn only when its level changes (a
 * cascade of 49 cells stays at a handful of draws a tumble, inside the frame budget).
 */
import { Container, Graphics, Text } from "pixi.js";
import type { TitlePalette } from "./art/index.ts";
import { CELL, type Cell, cellCenter, type MachineGeometry } from "./machine-geometry.ts";

interface SpotView {
  glow: Graphics;
  label: Text;
  level: number;
}

const LABEL_STYLE = {
  fontFamily: "system-ui, sans-serif",
  fontWeight: "900" as const,
  fontSize: 58,
  fill: 0xffffff,
  stroke: { color: 0x1c0f2a, width: 10, join: "round" as const },
};

const colorOf = (hex: string) => Number.parseInt(hex.slice(1), 16);

/** How strongly a spot of `level` glows: marked faintly, ×2 clearly, ×128 at full strength. */
export function spotStrength(level: number, max: number): number {
  if (level <= 0) return 0;
  if (level === 1) return 0.25;
  return 0.45 + (0.55 * (Math.log2(level) - 1)) / Math.max(1, Math.log2(max) - 1);
}

/** The edges of a cluster's outline: each side of a cell whose neighbour across it is not in it. */
export function clusterOutline(cells: readonly Cell[]): [x1: number, y1: number, x2: number, y2: number][] {
  const inside = new Set(cells.map(([reel, row]) => `${reel}:${row}`));
  const has = (reel: number, row: number) => inside.has(`${reel}:${row}`);
  const edges: [number, number, number, number][] = [];
  for (const [reel, row] of cells) {
    if (!has(reel, row - 1)) edges.push([reel, row, reel + 1, row]);
    if (!has(reel, row + 1)) edges.push([reel, row + 1, reel + 1, row + 1]);
    if (!has(reel - 1, row)) edges.push([reel, row, reel, row + 1]);
    if (!has(reel + 1, row)) edges.push([reel + 1, row, reel + 1, row + 1]);
  }
  return edges;
}

export class SpotLayer {
  /** Behind the symbols: the spots' glows. */
  readonly under = new Container();
  /** Over the symbols: the spots' values, then the winning clusters' outlines. */
  readonly over = new Container();
  private readonly outlines = new Graphics();
  private readonly spots: SpotView[][] = [];
  private readonly accent: number;
  private readonly glowColor: number;

  constructor(
    private readonly geometry: MachineGeometry,
    private readonly palette: TitlePalette,
    private readonly max: number,
  ) {
    this.accent = colorOf(palette.accent);
    this.glowColor = colorOf(palette.winGlow);
    for (let reel = 0; reel < geometry.reels; reel += 1) {
      const column: SpotView[] = [];
      for (let row = 0; row < geometry.rows; row += 1) {
        const glow = new Graphics();
        const label = new Text({ text: "", style: LABEL_STYLE, anchor: 0.5 });
        const [x, y] = cellCenter(geometry, [reel, row]);
        glow.position.set(x, y);
        // The value sits in the cell's lower corner, where a symbol leaves room for it.
        label.position.set(x + CELL * 0.24, y + CELL * 0.33);
        this.under.addChild(glow);
        column.push({ glow, label, level: 0 });
      }
      this.spots.push(column);
    }
    // The values over the symbols, in the cell's corner, so a symbol never hides one.
    for (const column of this.spots) for (const spot of column) this.over.addChild(spot.label);
    this.over.addChild(this.outlines);
  }

  /** The cells whose level rose, for the board to make a moment of. */
  show(levels: readonly (readonly number[])[] | undefined): Cell[] {
    const risen: Cell[] = [];
    this.spots.forEach((column, reel) => {
      column.forEach((spot, row) => {
        const level = levels?.[reel]?.[row] ?? 0;
        if (level === spot.level) return;
        if (level > spot.level) risen.push([reel, row]);
        spot.level = level;
        this.draw(spot);
      });
    });
    return risen;
  }

  labelAt([reel, row]: Cell): Text | undefined {
    return this.spots[reel]?.[row]?.label;
  }

  private draw(spot: SpotView): void {
    const { glow, label, level } = spot;
    const strength = spotStrength(level, this.max);
    const half = CELL * 0.47;
    glow.clear();
    label.text = level >= 2 ? `×${level}` : "";
    if (level === 0) return;
    const color = level >= 2 ? this.accent : this.glowColor;
    glow
      .roundRect(-half, -half, half * 2, half * 2, CELL * 0.14)
      .fill({ color, alpha: 0.12 + 0.3 * strength })
      .stroke({ width: 6 + 6 * strength, color, alpha: 0.5 + 0.5 * strength });
    // A runic ring under the symbol: the cell is enchanted.
    glow.circle(0, 0, CELL * 0.36).stroke({ width: 4, color: 0xffffff, alpha: 0.15 + 0.35 * strength });
  }

  /** Outlines each winning cluster as one shape along its outer edge. */
  outline(clusters: readonly (readonly Cell[])[]): void {
    const { reelX, rowY, gap } = this.geometry;
    // Reels stand a gap apart: an edge between two reels runs down the middle of it.
    const x = (boundary: number) => reelX(boundary) - gap / 2;
    const edges = clusters.flatMap((cells) => clusterOutline(cells));
    const trace = () => {
      for (const [reel1, row1, reel2, row2] of edges)
        this.outlines.moveTo(x(reel1), rowY(row1)).lineTo(x(reel2), rowY(row2));
    };
    this.outlines.clear();
    trace();
    this.outlines.stroke({ width: 26, color: this.glowColor, alpha: 0.35, cap: "round" });
    trace();
    this.outlines.stroke({ width: 9, color: colorOf(this.palette.winHighlight), cap: "round" });
  }

  clearOutline(): void {
    this.outlines.clear();
  }
}
