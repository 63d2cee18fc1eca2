/**
 * A scratch card's foil, shared by the studio's scratch title and the scratch-card lottery: a
 * canvas texture over the card that the pointer scratches through
 * (the brush erases the foil, so what shows is the card beneath, as through a mask). A coarse
 * grid remembers where the brush went, so the card knows when each prize is uncovered enough to
 * reveal the rest by itself.
 */
import { gsap } from "gsap";
import { CanvasSource, Container, type FederatedPointerEvent, Sprite, Texture } from "pixi.js";

/** The foil's colours: the rim of each prize's patch, and the "?" printed on it. */
export interface FoilPalette {
  accent: string;
  frameDark: string;
}

export interface FoilGeometry {
  x: number;
  y: number;
  width: number;
  height: number;
  columns: number;
  rows: number;
  cell: number;
  gap: number;
}

const BRUSH = 46;
const GRID = 36;
/** Each prize this uncovered, or the card this uncovered in all, and the rest comes off by itself. */
const CELL_SHARE = 0.45;
const CARD_SHARE = 0.6;

export class ScratchFoil {
  readonly view = new Container();
  private readonly canvas = document.createElement("canvas");
  private readonly context: CanvasRenderingContext2D;
  private readonly source: CanvasSource;
  private readonly sprite: Sprite;
  private readonly scratched = new Uint8Array(GRID * GRID);
  private last: { x: number; y: number } | null = null;
  private isDone = false;

  constructor(
    private readonly geometry: FoilGeometry,
    palette: FoilPalette,
    private readonly onScratched: () => void,
    /** The foil changed: the canvas must draw it again. */
    private readonly onDraw: () => void,
  ) {
    this.canvas.width = Math.round(geometry.width);
    this.canvas.height = Math.round(geometry.height);
    const context = this.canvas.getContext("2d");
    if (!context) throw new Error("No 2D canvas");
    this.context = context;
    this.paintFoil(palette);
    this.source = new CanvasSource({ resource: this.canvas });
    this.sprite = new Sprite(new Texture({ source: this.source }));
    this.sprite.eventMode = "static";
    this.sprite.cursor = "crosshair";
    this.view.position.set(geometry.x, geometry.y);
    this.view.addChild(this.sprite);
    this.sprite.on("pointerdown", this.onDown, this);
    this.sprite.on("globalpointermove", this.onMove, this);
    this.sprite.on("pointerup", this.onUp, this);
    this.sprite.on("pointerupoutside", this.onUp, this);
  }

  private paintFoil(palette: FoilPalette): void {
    const { context } = this;
    const { width, height, columns, rows, cell, gap } = this.geometry;
    const sheen = context.createLinearGradient(0, 0, width, height);
    sheen.addColorStop(0, "#d9dde6");
    sheen.addColorStop(0.35, "#9ea6b8");
    sheen.addColorStop(0.55, "#eef1f6");
    sheen.addColorStop(1, "#858da0");
    for (let column = 0; column < columns; column += 1) {
      for (let row = 0; row < rows; row += 1) {
        const x = column * (cell + gap);
        const y = row * cell;
        context.fillStyle = sheen;
        context.beginPath();
        context.roundRect(x + 6, y + 6, cell - 12, cell - 12, 18);
        context.fill();
        // Glitter, placed the same way on every card.
        context.fillStyle = "rgba(255, 255, 255, 0.55)";
        for (let dot = 0; dot < 28; dot += 1) {
          const dx = ((dot * 73 + column * 31 + row * 17) % 97) / 97;
          const dy = ((dot * 41 + column * 13 + row * 59) % 89) / 89;
          context.fillRect(x + 14 + dx * (cell - 28), y + 14 + dy * (cell - 28), 3, 3);
        }
        context.strokeStyle = palette.accent;
        context.lineWidth = 4;
        context.beginPath();
        context.roundRect(x + 6, y + 6, cell - 12, cell - 12, 18);
        context.stroke();
        context.fillStyle = palette.frameDark;
        context.font = `900 ${Math.round(cell * 0.3)}px system-ui, sans-serif`;
        context.textAlign = "center";
        context.textBaseline = "middle";
        context.globalAlpha = 0.35;
        context.fillText("?", x + cell / 2, y + cell / 2);
        context.globalAlpha = 1;
      }
    }
  }

  private onDown(event: FederatedPointerEvent): void {
    this.last = null;
    this.scratchTo(event);
  }

  private onMove(event: FederatedPointerEvent): void {
    if (event.buttons === 0 && event.pointerType === "mouse") {
      this.last = null;
      return;
    }
    if (this.last === null && event.pointerType !== "mouse") return;
    this.scratchTo(event);
  }

  private onUp(): void {
    this.last = null;
  }

  private scratchTo(event: FederatedPointerEvent): void {
    if (this.isDone) return;
    const point = event.getLocalPosition(this.view);
    const from = this.last ?? point;
    const { context } = this;
    context.save();
    context.globalCompositeOperation = "destination-out";
    context.lineCap = "round";
    context.lineWidth = BRUSH * 2;
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(point.x + 0.01, point.y);
    context.stroke();
    context.restore();
    this.source.update();
    this.onDraw();
    this.mark(from.x, from.y, point.x, point.y);
    this.last = { x: point.x, y: point.y };
    if (this.isUncovered()) {
      this.isDone = true;
      this.onScratched();
    }
  }

  /** Marks the grid squares the brush covered between two points. */
  private mark(fromX: number, fromY: number, toX: number, toY: number): void {
    const { width, height } = this.geometry;
    const steps = Math.max(1, Math.ceil(Math.hypot(toX - fromX, toY - fromY) / (BRUSH / 2)));
    for (let step = 0; step <= steps; step += 1) {
      const x = fromX + ((toX - fromX) * step) / steps;
      const y = fromY + ((toY - fromY) * step) / steps;
      for (let gx = 0; gx < GRID; gx += 1) {
        for (let gy = 0; gy < GRID; gy += 1) {
          const cx = ((gx + 0.5) * width) / GRID;
          const cy = ((gy + 0.5) * height) / GRID;
          if (Math.hypot(cx - x, cy - y) <= BRUSH) this.scratched[gy * GRID + gx] = 1;
        }
      }
    }
  }

  /** The share of each prize's cell scratched off. */
  cellShares(): number[] {
    const { width, height, columns, rows, cell, gap } = this.geometry;
    const shares: number[] = [];
    for (let column = 0; column < columns; column += 1) {
      for (let row = 0; row < rows; row += 1) {
        let inside = 0;
        let hit = 0;
        for (let gx = 0; gx < GRID; gx += 1) {
          for (let gy = 0; gy < GRID; gy += 1) {
            const cx = ((gx + 0.5) * width) / GRID;
            const cy = ((gy + 0.5) * height) / GRID;
            const x = column * (cell + gap);
            const y = row * cell;
            if (cx < x || cx > x + cell || cy < y || cy > y + cell) continue;
            inside += 1;
            hit += this.scratched[gy * GRID + gx] ?? 0;
          }
        }
        shares.push(inside === 0 ? 0 : hit / inside);
      }
    }
    return shares;
  }

  private isUncovered(): boolean {
    const shares = this.cellShares();
    const card = shares.reduce((sum, share) => sum + share, 0) / shares.length;
    return card >= CARD_SHARE || shares.every((share) => share >= CELL_SHARE);
  }

  /** Takes the rest of the foil off. */
  reveal(duration: number): Promise<void> {
    this.isDone = true;
    this.sprite.eventMode = "none";
    return new Promise((resolve) => {
      gsap.to(this.sprite, { alpha: 0, duration, onComplete: resolve });
    });
  }

  destroy(): void {
    gsap.killTweensOf(this.sprite);
    this.sprite.off("pointerdown", this.onDown, this);
    this.sprite.off("globalpointermove", this.onMove, this);
    this.sprite.off("pointerup", this.onUp, this);
    this.sprite.off("pointerupoutside", this.onUp, this);
    this.view.destroy({ children: true, texture: true, textureSource: true });
  }
}
