/**
 * The scratch card on the canvas: the card's symbols lie under a foil the player scratches off
 * (scratch-foil.ts), over everything else on the machine. The foil comes off, fading, once
 * enough is scratched or when the presenter says so.
 */
import { Container } from "pixi.js";
import { ScratchFoil } from "~/components/scratch/scratch-foil.ts";
import { CELL } from "./machine-geometry.ts";
import type { StageContext, StageMechanic } from "./stage-mechanic.ts";

export class ScratchCard implements StageMechanic {
  readonly layer = "cover";
  readonly view = new Container();
  /** The foil draws itself when scratched (it wakes the stage); nothing here moves on the ticker. */
  readonly isMoving = false;
  private foil: ScratchFoil | null = null;

  constructor(private readonly context: StageContext) {}

  /** Covers the card with foil; `onScratched` hears when enough of it is scratched off. */
  cover(onScratched: () => void): void {
    const { geometry, title, palette, wake } = this.context;
    this.foil?.destroy();
    wake();
    const foil = new ScratchFoil(
      {
        x: geometry.pad,
        y: geometry.pad,
        width: geometry.width - geometry.pad * 2,
        height: geometry.height - geometry.pad * 2,
        columns: title.reels,
        rows: title.rows,
        cell: CELL,
        gap: geometry.gap,
      },
      palette,
      onScratched,
      () => wake(),
    );
    this.foil = foil;
    this.view.addChild(foil.view);
  }

  /** Takes the foil off the card, fading, and forgets it. */
  async reveal(seconds: number): Promise<void> {
    const foil = this.foil;
    if (!foil) return;
    this.context.wake(seconds + 0.1);
    await foil.reveal(seconds);
    if (this.foil === foil) {
      foil.destroy();
      this.foil = null;
      this.context.wake();
    }
  }

  destroy(): void {
    this.foil?.destroy();
  }
}
