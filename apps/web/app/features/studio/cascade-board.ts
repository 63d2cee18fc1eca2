/**
 * A cascade on the canvas, for every tumbling title: the reels give way to a grid of single
 * symbols. A spin's grid drops in column by column; winning symbols pop off, the others fall into
 * the gaps and refills drop in from the top; multiplier symbols carry their value printed on them
 * and, when the cascade has won, fly into the win. A tally over the grid adds the cascade's wins.
 * A title with multiplier spots has them drawn under the symbols and its winning clusters outlined
 * (spot-layer.ts). The board draws; cascade-show.ts decides what happens when.
 *
 * A symbol crossing the grid's top or bottom edge (a refill on its way in, a grid falling away)
 * fades with the share of it outside the grid, rather than being clipped by a mask, which would
 * cost a stencil pass every frame (as the reels, reel.ts).
 */
import type { StepOutcome } from "@reelhouse/contract";
import { gsap } from "gsap";
import { Container, Graphics, Sprite, Text, Texture } from "pixi.js";
import { CELL, type Cell, cellCenter } from "./machine-geometry.ts";
import { SYMBOL_SCALE } from "./reel.ts";
import { SpotLayer } from "./spot-layer.ts";
import type { StageContext, StageMechanic } from "./stage-mechanic.ts";
import type { HighlightedSymbols } from "./win-highlight-layer.ts";

export type Tumble = NonNullable<StepOutcome["cascade"]>["tumbles"][number];
export type MultiplierCell = Tumble["multipliers"][number];

/** Seconds each move of the cascade takes at the game's own pace (turbo halves them). */
const SECONDS = { leave: 0.28, drop: 0.42, dropStagger: 0.07, pop: 0.26, fall: 0.38, fly: 0.55 } as const;

interface Piece {
  view: Container;
  sprite: Sprite;
  /** A multiplier symbol's value; empty on any other symbol. */
  label: Text;
}

const LABEL_STYLE = {
  fontFamily: "system-ui, sans-serif",
  fontWeight: "900" as const,
  fontSize: 76,
  fill: 0xffffff,
  stroke: { color: 0x2a0a3a, width: 10, join: "round" as const },
};

function keyOf(reel: number, row: number): string {
  return `${reel}:${row}`;
}

function valuesByCell(multipliers: readonly MultiplierCell[]): Map<string, number> {
  return new Map(multipliers.map((cell) => [keyOf(cell.reel, cell.row), cell.value]));
}

export class CascadeBoard implements StageMechanic {
  readonly layer = "board";
  readonly view = new Container();
  private readonly pieceLayer = new Container();
  private readonly flyLayer = new Container();
  private readonly tally = new Container();
  private readonly tallyPill = new Graphics();
  private readonly tallyText: Text;
  /** By reel, then row: the piece showing that cell. */
  private pieces: Piece[][] = [];
  private readonly running = new Set<gsap.core.Animation>();
  private isTurbo = false;
  /** Titles with multiplier spots: the spots and the winning clusters' outlines. */
  private readonly spots: SpotLayer | null;

  readonly symbols: HighlightedSymbols = {
    spriteAt: (reel, row) => this.pieces[reel]?.[row]?.sprite,
  };

  constructor(private readonly context: StageContext) {
    const { geometry, palette } = context;
    this.tallyText = new Text({
      text: "",
      style: { ...LABEL_STYLE, fontSize: 70, fill: Number.parseInt(palette.accent.slice(1), 16) },
      anchor: 0.5,
    });
    this.tally.addChild(this.tallyPill, this.tallyText);
    // On the frame's top edge: the win meter sits under the machine, the feature's counter over it.
    this.tally.position.set(geometry.width / 2, geometry.pad / 2);
    this.tally.visible = false;
    const { multiplierSpots } = context.title;
    this.spots = multiplierSpots ? new SpotLayer(geometry, palette, multiplierSpots.max) : null;
    if (this.spots) this.view.addChild(this.spots.under);
    this.view.addChild(this.pieceLayer);
    if (this.spots) this.view.addChild(this.spots.over);
    this.view.addChild(this.flyLayer, this.tally);
    this.view.visible = false;
    for (let reel = 0; reel < geometry.reels; reel += 1) {
      const column: Piece[] = [];
      for (let row = 0; row < geometry.rows; row += 1) column.push(this.makePiece());
      this.pieces.push(column);
    }
  }

  get isMoving(): boolean {
    return this.running.size > 0;
  }

  private makePiece(): Piece {
    const view = new Container();
    const sprite = new Sprite({ texture: Texture.EMPTY, anchor: 0.5 });
    const label = new Text({ text: "", style: LABEL_STYLE, anchor: 0.5 });
    label.position.set(0, CELL * 0.04);
    view.addChild(sprite, label);
    this.pieceLayer.addChild(view);
    return { view, sprite, label };
  }

  private dress(piece: Piece, id: string, value: number | undefined): void {
    const texture = this.context.reelArt.symbol(id);
    piece.sprite.texture = texture ?? Texture.EMPTY;
    piece.sprite.visible = texture !== null;
    piece.sprite.alpha = 1;
    piece.sprite.setSize(CELL * SYMBOL_SCALE);
    piece.label.text = value ? `×${value}` : "";
    piece.view.alpha = 1;
    piece.view.scale.set(1);
  }

  private place(piece: Piece, cell: Cell, rowsAbove = 0): void {
    const [x, y] = cellCenter(this.context.geometry, cell);
    piece.view.position.set(x, y - rowsAbove * CELL);
  }

  /** How much of a symbol centred at `y` is inside the grid, top to bottom: its opacity. */
  private insideShare(y: number): number {
    const { pad, rows } = this.context.geometry;
    const top = y - CELL / 2;
    const below = (pad + rows * CELL - top) / CELL;
    const above = (top + CELL - pad) / CELL;
    return Math.max(0, Math.min(1, below, above));
  }

  /** Moves a piece down to `y`, fading it as it crosses the grid's edges. */
  private move(piece: Piece, y: number, vars: gsap.TweenVars): Promise<void> {
    piece.view.alpha = this.insideShare(piece.view.y);
    return this.tween(piece.view, {
      ...vars,
      y,
      onUpdate: () => {
        piece.view.alpha = this.insideShare(piece.view.y);
      },
    });
  }

  /** Runs a tween, kept track of so the canvas draws while it runs and a skip can finish it. */
  private tween(target: object, vars: gsap.TweenVars): Promise<void> {
    return new Promise((resolve) => {
      const tween = gsap.to(target, {
        ...vars,
        duration: this.seconds((vars.duration as number | undefined) ?? 0.3),
        delay: this.seconds((vars.delay as number | undefined) ?? 0),
        onComplete: () => {
          this.running.delete(tween);
          resolve();
        },
        onInterrupt: () => {
          this.running.delete(tween);
          resolve();
        },
      });
      this.running.add(tween);
      this.context.wake();
    });
  }

  private seconds(seconds: number): number {
    if (this.context.isReducedMotion) return Math.min(seconds, 0.12);
    return this.isTurbo ? seconds * 0.5 : seconds;
  }

  /** Every move under way ends where it was going: a skip, or the next grid arriving early. */
  private finishMoves(): void {
    for (const animation of [...this.running]) animation.progress(1);
    this.running.clear();
  }

  /** The board takes the reels' place, showing `grid` at rest. */
  show(grid: readonly (readonly string[])[], multipliers: readonly MultiplierCell[]): void {
    this.finishMoves();
    const { reels, wake } = this.context;
    reels.isShown = false;
    this.view.visible = true;
    this.clearFlights();
    const values = valuesByCell(multipliers);
    this.pieces.forEach((column, reel) => {
      column.forEach((piece, row) => {
        this.dress(piece, grid[reel]?.[row] ?? "", values.get(keyOf(reel, row)));
        this.place(piece, [reel, row]);
      });
    });
    wake();
  }

  /** The grid shown falls away below the board, making room for the next. */
  leave(isTurbo: boolean): void {
    this.finishMoves();
    this.isTurbo = isTurbo;
    this.hideTally();
    const { rows } = this.context.geometry;
    this.pieces.forEach((column, reel) => {
      column.forEach((piece, row) => {
        void this.move(piece, piece.view.y + (rows + 1) * CELL, {
          duration: SECONDS.leave,
          delay: reel * 0.03 + (rows - 1 - row) * 0.015,
          ease: "power2.in",
        });
      });
    });
  }

  /** A grid drops in from above, reel by reel from the left; `onReelLand` as each comes to rest. */
  async dropIn(
    tumble: Pick<Tumble, "grid" | "multipliers">,
    isTurbo: boolean,
    onReelLand: (reel: number) => void,
  ): Promise<void> {
    this.finishMoves();
    this.isTurbo = isTurbo;
    const { rows } = this.context.geometry;
    const values = valuesByCell(tumble.multipliers);
    const drops = this.pieces.map(async (column, reel) => {
      const lands = column.map((piece, row) => {
        this.dress(piece, tumble.grid[reel]?.[row] ?? "", values.get(keyOf(reel, row)));
        this.place(piece, [reel, row], rows + 1);
        const [, y] = cellCenter(this.context.geometry, [reel, row]);
        return this.move(piece, y, {
          duration: SECONDS.drop,
          delay: reel * SECONDS.dropStagger + (rows - 1 - row) * 0.025,
          ease: "back.out(1.1)",
        });
      });
      await Promise.all(lands);
      onReelLand(reel);
    });
    await Promise.all(drops);
  }

  /** The cells a tumble's wins took off burst and vanish. */
  pop(removed: readonly Cell[]): Promise<void> {
    return Promise.all(
      removed.map(([reel, row]) => {
        const piece = this.pieces[reel]?.[row];
        if (!piece) return Promise.resolve();
        return Promise.all([
          this.tween(piece.view.scale, { x: 1.3, y: 1.3, duration: SECONDS.pop, ease: "back.in(2)" }),
          this.tween(piece.view, { alpha: 0, duration: SECONDS.pop, ease: "power1.in" }),
        ]);
      }),
    ).then(() => undefined);
  }

  /**
   * The symbols left fall into the gaps, each reel keeping its order, and `next`'s new symbols
   * drop in from the top into the rows left empty.
   */
  async fall(removed: readonly Cell[], next: Pick<Tumble, "grid" | "multipliers">): Promise<void> {
    const gone = new Set(removed.map(([reel, row]) => keyOf(reel, row)));
    const values = valuesByCell(next.multipliers);
    const moves: Promise<void>[] = [];
    this.pieces = this.pieces.map((column, reel) => {
      const kept = column.filter((_, row) => !gone.has(keyOf(reel, row)));
      const popped = column.filter((_, row) => gone.has(keyOf(reel, row)));
      const refills = popped.length;
      popped.forEach((piece, row) => {
        this.dress(piece, next.grid[reel]?.[row] ?? "", values.get(keyOf(reel, row)));
        this.place(piece, [reel, row], refills + 1);
      });
      const ordered = [...popped, ...kept];
      ordered.forEach((piece, row) => {
        // A symbol that fell keeps its value; a refill shows the value it was drawn with.
        const value = values.get(keyOf(reel, row));
        if (value) piece.label.text = `×${value}`;
        const [, y] = cellCenter(this.context.geometry, [reel, row]);
        if (Math.abs(piece.view.y - y) < 1) return;
        moves.push(
          this.move(piece, y, {
            duration: SECONDS.fall,
            delay: reel * 0.03 + (row < refills ? 0.08 : 0),
            ease: "bounce.out",
          }),
        );
      });
      return ordered;
    });
    await Promise.all(moves);
  }

  /**
   * The multiplier spots as `levels` gives them (none: all clear); a spot that rose swells into
   * place. Resolves once it has, with whether any rose.
   */
  async showSpots(levels: readonly (readonly number[])[] | undefined): Promise<boolean> {
    if (!this.spots) return false;
    const risen = this.spots.show(levels);
    this.context.wake();
    const swells = risen.map((cell) => {
      const label = this.spots?.labelAt(cell);
      if (!label || label.text === "") return Promise.resolve();
      label.scale.set(1.8);
      return this.tween(label.scale, { x: 1, y: 1, duration: 0.32, ease: "back.out(2.2)" });
    });
    await Promise.all(swells);
    return risen.length > 0;
  }

  /** Outlines the winning clusters (titles with spots: a cluster title), or clears the outlines. */
  outlineClusters(clusters: readonly (readonly Cell[])[]): void {
    if (clusters.length === 0) this.spots?.clearOutline();
    else this.spots?.outline(clusters);
    this.context.wake();
  }

  /** The cascade's running win, over the grid. */
  showTally(text: string): void {
    this.tallyText.text = text;
    const width = this.tallyText.width + 64;
    const height = this.tallyText.height + 16;
    this.tallyPill
      .clear()
      .roundRect(-width / 2, -height / 2, width, height, height / 2)
      .fill({ color: 0x1a0620, alpha: 0.9 })
      .stroke({ width: 6, color: this.context.palette.winHighlight });
    this.tally.visible = true;
    this.tally.scale.set(0.8);
    void this.tween(this.tally.scale, { x: 1, y: 1, duration: 0.22, ease: "back.out(2.5)" });
  }

  hideTally(): void {
    this.tally.visible = false;
    this.context.wake();
  }

  /**
   * The multiplier symbols fly, one after another, to the tally (`toTally`) or up to the
   * free spins meter over the machine; resolves once the last has arrived.
   */
  async flyMultipliers(multipliers: readonly MultiplierCell[], toTally: boolean): Promise<void> {
    const { geometry } = this.context;
    const target = toTally ? this.tally.position : { x: geometry.width / 2, y: -CELL * 0.4 };
    const flights = multipliers.map(async (cell, index) => {
      const piece = this.pieces[cell.reel]?.[cell.row];
      if (!piece) return;
      const flyer = new Container();
      const sprite = new Sprite({ texture: piece.sprite.texture, anchor: 0.5 });
      sprite.setSize(CELL * SYMBOL_SCALE);
      const label = new Text({ text: piece.label.text, style: LABEL_STYLE, anchor: 0.5 });
      label.position.copyFrom(piece.label.position);
      flyer.addChild(sprite, label);
      flyer.position.copyFrom(piece.view.position);
      this.flyLayer.addChild(flyer);
      piece.sprite.alpha = 0.35;
      const timing = { duration: SECONDS.fly, delay: index * 0.12, ease: "power2.in" };
      await Promise.all([
        this.tween(flyer, { x: target.x, y: target.y, ...timing }),
        this.tween(flyer.scale, { x: 0.4, y: 0.4, ...timing }),
      ]);
      // A skip may have cleared the flights already.
      if (!flyer.destroyed) flyer.destroy({ children: true });
    });
    await Promise.all(flights);
  }

  private clearFlights(): void {
    for (const flyer of this.flyLayer.removeChildren())
      if (!flyer.destroyed) flyer.destroy({ children: true });
  }

  destroy(): void {
    this.finishMoves();
    this.clearFlights();
  }
}
