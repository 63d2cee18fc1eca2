/**
 * Hold and win on the canvas: once respins are won, the reels give way to a board of single
 * cells. The cash stays put, framed, with its value; every other cell respins, and only new cash
 * lands on it (anything else comes up empty). When the feature ends the reels come back.
 */
import type { StepOutcome } from "@reelhouse/contract";
import type { CashCell } from "@reelhouse/games";
import { gsap } from "gsap";
import { Container, Graphics } from "pixi.js";
import type { FormatCash } from "./cash-layer.ts";
import { CELL, cellCenter } from "./machine-geometry.ts";
import { Reel } from "./reel.ts";
import { pause, reelMotion, spinLeft } from "./reel-timing.ts";
import { reelFillers } from "./reels-layer.ts";
import type { StageContext, StageMechanic } from "./stage-mechanic.ts";
import { displayGrid } from "./symbol-art.ts";

function cellKey(cell: Pick<CashCell, "reel" | "row">): string {
  return `${cell.reel}:${cell.row}`;
}

export class HoldAndWinBoard implements StageMechanic {
  readonly layer = "board";
  readonly view = new Container();
  private readonly cellLayer = new Container();
  private readonly heldFrames = new Graphics();
  /** One single-row reel per cell, by reel then row; empty while the reels show. */
  private cells: Reel[][] = [];
  private spinStartedAt = 0;

  constructor(private readonly context: StageContext) {
    this.view.addChild(this.cellLayer, this.heldFrames);
    this.view.visible = false;
  }

  private get isActive(): boolean {
    return this.view.visible;
  }

  get isMoving(): boolean {
    return this.cells.some((column) => column.some((cell) => cell.isMoving));
  }

  update(seconds: number): void {
    for (const column of this.cells) for (const cell of column) cell.update(seconds);
  }

  /** What spins past an empty cell: now and then a cash symbol. */
  private fillers(): string[] {
    const { title } = this.context;
    const cash = title.symbols.find((symbol) => symbol.role === "cash")?.id;
    return cash ? [cash, "", "", ""] : reelFillers(title);
  }

  /** Turns the reels into a board of cells, the held cash staying put while the others respin. */
  enter(step: Pick<StepOutcome, "grid" | "cash">, formatCash: FormatCash): void {
    if (this.isActive) return;
    const { title, geometry, reelArt, reels, cash, wake } = this.context;
    const grid = displayGrid(step);
    const held = new Set(step.cash.map(cellKey));
    this.destroyCells();
    for (let reel = 0; reel < title.reels; reel += 1) {
      const column: Reel[] = [];
      for (let row = 0; row < title.rows; row += 1) {
        const id = held.has(cellKey({ reel, row })) ? (grid[reel]?.[row] ?? "") : "";
        const cell = new Reel(reelArt, 1, CELL, this.fillers(), [id]);
        cell.view.position.set(geometry.reelX(reel), geometry.pad + row * CELL);
        this.cellLayer.addChild(cell.view);
        column.push(cell);
      }
      this.cells.push(column);
    }
    reels.isShown = false;
    this.view.visible = true;
    wake();
    this.drawHeld(step.cash);
    cash.show(step.cash, formatCash);
  }

  /** The reels come back, showing `grid` (what they showed before the feature). */
  exit(grid: readonly (readonly string[])[]): void {
    if (!this.isActive) return;
    const { reels, cash } = this.context;
    this.destroyCells();
    this.view.visible = false;
    reels.isShown = true;
    this.heldFrames.clear();
    reels.show(grid);
    cash.hide();
  }

  /** Every cell not held spins; `held` is the cash kept from the step before. */
  startRespin(held: readonly CashCell[], isTurbo: boolean): void {
    const { isReducedMotion, wake } = this.context;
    const isHeld = new Set(held.map(cellKey));
    const motion = reelMotion(isTurbo, isReducedMotion);
    this.spinStartedAt = performance.now();
    wake();
    this.cells.forEach((column, reel) => {
      column.forEach((cell, row) => {
        if (isHeld.has(cellKey({ reel, row }))) return;
        if (isReducedMotion) {
          gsap.to(cell.view, { alpha: 0.5, duration: 0.1 });
          wake();
        } else cell.start({ ...motion, speed: motion.speed * 0.7 }, (reel + row) * 0.03);
      });
    });
  }

  /** The respin lands: new cash locks in with its value, the other cells come up empty. */
  async landRespin(
    step: Pick<StepOutcome, "grid" | "cash">,
    held: readonly CashCell[],
    formatCash: FormatCash,
    isTurbo: boolean,
    onLock: () => void,
  ): Promise<void> {
    const { isReducedMotion, wake, cash } = this.context;
    const grid = displayGrid(step);
    const isHeld = new Set(held.map(cellKey));
    const isCash = new Set(step.cash.map(cellKey));
    const stops: Promise<void>[] = [];
    let order = 0;
    await pause(spinLeft(this.spinStartedAt, isTurbo), { requested: false });
    this.cells.forEach((column, reel) => {
      column.forEach((cell, row) => {
        const key = cellKey({ reel, row });
        if (isHeld.has(key)) return;
        const id = isCash.has(key) ? (grid[reel]?.[row] ?? "") : "";
        const delay = (isTurbo ? 0.02 : 0.06) * order;
        order += 1;
        stops.push(
          new Promise<void>((resolve) =>
            gsap.delayedCall(delay, () => {
              wake(0.3);
              const landed = isReducedMotion
                ? cell.fadeTo([id], 0.14)
                : cell.stop([id], { isQuick: isTurbo, onLand: isCash.has(key) ? onLock : undefined });
              void landed.then(resolve);
            }),
          ),
        );
      });
    });
    await Promise.all(stops);
    this.drawHeld(step.cash);
    cash.show(step.cash, formatCash);
  }

  private drawHeld(held: readonly CashCell[]): void {
    const { geometry, palette } = this.context;
    this.heldFrames.clear();
    for (const cell of held) {
      const [x, y] = cellCenter(geometry, [cell.reel, cell.row]);
      this.heldFrames
        .roundRect(x - CELL / 2 + 4, y - CELL / 2 + 4, CELL - 8, CELL - 8, 20)
        .stroke({ width: 7, color: palette.winHighlight, alpha: 0.9 });
    }
  }

  private destroyCells(): void {
    for (const column of this.cells) for (const cell of column) cell.destroy();
    this.cells = [];
    this.cellLayer.removeChildren();
  }

  destroy(): void {
    this.destroyCells();
  }
}
