/**
 * The base game's reels, left to right, with the glow that marks a reel slowing down because the
 * feature is one symbol away. Under reduced motion the reels do not scroll: they dim, and fade
 * to what they land on.
 */
import type { StepOutcome } from "@reelhouse/contract";
import type { TitleInfo } from "@reelhouse/games";
import { gsap } from "gsap";
import { Container, Graphics, type Sprite } from "pixi.js";
import type { TitlePalette } from "./art/index.ts";
import type { CashLayer, FormatCash } from "./cash-layer.ts";
import { CELL, type MachineGeometry } from "./machine-geometry.ts";
import { Reel, type ReelArt } from "./reel.ts";
import { pause, type QuickStop, reelMotion, spinLeft } from "./reel-timing.ts";
import { displayGrid } from "./symbol-art.ts";

export interface LandOptions {
  isTurbo: boolean;
  /** Per reel: stop it slowly, glowing. */
  anticipated: readonly boolean[];
  onReelStop(reel: number): void;
  onAnticipation(reel: number): void;
}

/** What scrolls past while a reel spins: the title's symbols, weighted toward the low ones. */
export function reelFillers(title: Pick<TitleInfo, "symbols">): string[] {
  return title.symbols.flatMap((symbol) => {
    if (symbol.role === "low") return [symbol.id, symbol.id, symbol.id];
    if (symbol.role === "high") return [symbol.id, symbol.id];
    return [symbol.id];
  });
}

export class ReelsLayer {
  readonly view = new Container();
  private readonly reels: Reel[];
  private readonly glows: Graphics[] = [];
  /** When the reels last started, so they spin long enough to read as a spin before stopping. */
  private spinStartedAt = 0;

  constructor(
    title: TitleInfo,
    palette: TitlePalette,
    geometry: MachineGeometry,
    reelArt: ReelArt,
    initialGrid: readonly (readonly string[])[],
    private readonly cash: CashLayer,
    private readonly isReducedMotion: boolean,
    private readonly wake: (seconds?: number) => void,
  ) {
    const reelLayer = new Container();
    const glowLayer = new Container();
    this.reels = initialGrid.map((column, reel) => {
      const made = new Reel(reelArt, title.rows, CELL, reelFillers(title), column, geometry.reelWidth);
      made.view.position.set(geometry.reelX(reel), geometry.pad);
      reelLayer.addChild(made.view);
      return made;
    });
    const reelsHeight = title.rows * CELL;
    for (let reel = 0; reel < title.reels; reel += 1) {
      const glow = new Graphics()
        .roundRect(geometry.reelX(reel) - 6, geometry.pad - 6, geometry.reelWidth + 12, reelsHeight + 12, 16)
        .fill({ color: palette.winGlow, alpha: 0.16 })
        .roundRect(geometry.reelX(reel) - 6, geometry.pad - 6, geometry.reelWidth + 12, reelsHeight + 12, 16)
        .stroke({ color: palette.winHighlight, width: 8 });
      glow.blendMode = "add";
      glow.alpha = 0;
      glow.visible = false;
      this.glows.push(glow);
      glowLayer.addChild(glow);
    }
    this.view.addChild(reelLayer, glowLayer);
  }

  /** Whether the reels are on show (a mechanic's board may stand in for them). */
  get isShown(): boolean {
    return this.view.visible;
  }

  set isShown(isShown: boolean) {
    this.view.visible = isShown;
    this.wake();
  }

  get isMoving(): boolean {
    return this.reels.some((reel) => reel.isMoving);
  }

  /** How many symbols each reel shows (expanding reels change it every spin). */
  get heights(): number[] {
    return this.reels.map((reel) => reel.shownRows);
  }

  update(seconds: number): void {
    for (const reel of this.reels) reel.update(seconds);
  }

  /** The symbol showing at a cell, for the win highlight to dim or pulse. */
  spriteAt(reel: number, row: number): Sprite | undefined {
    return this.reels[reel]?.spriteAt(row);
  }

  /** A grid at once, with no spin. */
  show(grid: readonly (readonly string[])[]): void {
    grid.forEach((column, reel) => {
      this.reels[reel]?.show(column);
    });
  }

  startSpin(isTurbo: boolean): void {
    this.spinStartedAt = performance.now();
    const motion = reelMotion(isTurbo, this.isReducedMotion);
    if (this.isReducedMotion) {
      for (const reel of this.reels) gsap.to(reel.view, { alpha: 0.6, duration: 0.12 });
      this.wake();
      return;
    }
    this.reels.forEach((reel, index) => {
      if (!reel.isMoving) reel.start(motion, isTurbo ? 0 : index * 0.06);
    });
  }

  /** The reels land the step left to right; resolves once the last is at rest. */
  async land(
    step: Pick<StepOutcome, "grid" | "cash">,
    formatCash: FormatCash,
    options: LandOptions,
    quickStop: QuickStop,
  ): Promise<void> {
    const grid = displayGrid(step);
    if (this.isReducedMotion) {
      this.wake(0.3 + grid.length * 0.05);
      await Promise.all(
        grid.map(
          (column, reel) =>
            new Promise<void>((resolve) =>
              gsap.delayedCall(reel * (quickStop.requested ? 0 : options.isTurbo ? 0.02 : 0.05), () => {
                options.onReelStop(reel);
                void this.reels[reel]?.fadeTo(column, quickStop.requested ? 0.08 : 0.16).then(resolve);
              }),
            ),
        ),
      );
      this.cash.show(step.cash, formatCash);
      return;
    }
    const gap = options.isTurbo ? 0.05 : 0.16;
    await pause(spinLeft(this.spinStartedAt, options.isTurbo), quickStop);
    for (let reel = 0; reel < grid.length; reel += 1) {
      const column = grid[reel] ?? [];
      const target = this.reels[reel];
      if (!target) continue;
      const isAnticipated = options.anticipated[reel] === true && !quickStop.requested;
      if (isAnticipated) {
        options.onAnticipation(reel);
        target.setSpeed(reelMotion(options.isTurbo, this.isReducedMotion).speed * 0.55);
        const glow = this.glows[reel];
        if (glow) {
          glow.visible = true;
          gsap.to(glow, { alpha: 1, duration: 0.25, yoyo: true, repeat: 5 });
        }
        await pause(options.isTurbo ? 0.7 : 1.3, quickStop);
      } else if (reel > 0 && !quickStop.requested) {
        await pause(gap, quickStop);
      }
      const landed = target.stop(column, {
        isQuick: quickStop.requested,
        onLand: () => {
          options.onReelStop(reel);
          this.cash.showOnReel(reel, step.cash, formatCash);
        },
      });
      const glow = this.glows[reel];
      if (glow?.visible) {
        gsap.to(glow, {
          alpha: 0,
          duration: 0.3,
          overwrite: true,
          onComplete: () => {
            glow.visible = false;
          },
        });
      }
      this.wake(0.35);
      if (reel === grid.length - 1 || isAnticipated) await landed;
    }
  }

  /** Reels left spinning (a failed request) settle back on what they showed. */
  settle(grid: readonly (readonly string[])[]): void {
    this.wake();
    grid.forEach((column, reel) => {
      const target = this.reels[reel];
      if (!target) return;
      gsap.to(target.view, { alpha: 1, duration: 0.1 });
      if (target.isMoving) void target.stop(column, { isQuick: true });
    });
  }

  destroy(): void {
    gsap.killTweensOf(this.glows);
    for (const reel of this.reels) reel.destroy();
  }
}
