/**
 * The canvas of a game: the machine and the coin shower, over the title's scene (an image behind
 * the transparent canvas, drawn once by the browser rather than every frame). The DOM decides
 * where the machine goes (`layout` gets the box the controls leave free) and the presenter
 * decides what happens when; this draws it. The reels are laid out in design pixels (a 256-pixel
 * cell) and the machine is scaled to fit its box.
 *
 * The machine is drawn in layers, bottom to top: the reels (reels-layer.ts), a mechanic's board,
 * the win lines and frames, the cash labels, a line's amount (win-highlight-layer.ts,
 * cash-layer.ts), and a mechanic's cover. What a mechanic adds (hold-and-win-board.ts,
 * scratch-card.ts, cascade-board.ts) is a `StageMechanic` (stage-mechanic.ts), one file each, made on first use by
 * `use`: the stage knows no mechanic by name.
 */
import type { StepOutcome } from "@reelhouse/contract";
import type { CashCell, TitleInfo } from "@reelhouse/games";
import { gsap } from "gsap";
import { Application, Container } from "pixi.js";
import "pixi.js/unsafe-eval";
import type { TitleArt } from "./art/index.ts";
import { CashLayer } from "./cash-layer.ts";
import { CoinShowerLayer } from "./coin-shower.ts";
import { AdaptiveResolution } from "./frame-budget.ts";
import { fitMachine, type MachineGeometry, titleGeometry } from "./machine-geometry.ts";
import type { ReelArt } from "./reel.ts";
import type { QuickStop } from "./reel-timing.ts";
import { type LandOptions, ReelsLayer } from "./reels-layer.ts";
import type { StageContext, StageMechanic, StageMechanicClass } from "./stage-mechanic.ts";
import { displayGrid, symbolArt } from "./symbol-art.ts";
import type { TitleTextures } from "./textures.ts";
import { type HighlightedSymbols, WinHighlightLayer } from "./win-highlight-layer.ts";
import type { WinHighlight } from "./win-presentation.ts";

export type { LandOptions } from "./reels-layer.ts";

export class SlotStage {
  readonly app = new Application();
  private readonly root = new Container();
  private readonly machine = new Container();
  /** Where mechanics' views go: a board on the reels, a cover over everything. */
  private readonly boardSlot = new Container();
  private readonly coverSlot = new Container();
  /** The canvas redraws while something moves, and until this time after a change. */
  private awakeUntil = 0;
  private wasMoving = false;
  private adaptiveResolution: AdaptiveResolution | null = null;
  private readonly geometry: MachineGeometry;
  private readonly reelArt: ReelArt;
  private readonly cash: CashLayer;
  private readonly wins: WinHighlightLayer;
  private reels: ReelsLayer | null = null;
  private readonly mechanics = new Map<StageMechanicClass<StageMechanic>, StageMechanic>();
  private coins: CoinShowerLayer | null = null;

  constructor(
    private readonly title: TitleInfo,
    private readonly art: TitleArt,
    private readonly textures: TitleTextures,
    private readonly isReducedMotion: boolean,
  ) {
    this.geometry = titleGeometry(title);
    this.reelArt = symbolArt(art, textures);
    const wake = (seconds?: number) => this.wake(seconds);
    this.cash = new CashLayer(this.geometry, isReducedMotion, wake);
    this.wins = new WinHighlightLayer(title, art.palette, this.geometry, isReducedMotion, wake);
  }

  /** `host` takes the machine's canvas; `effectsHost`, over the whole game, the coin showers'. */
  async init(
    host: HTMLElement,
    effectsHost: HTMLElement,
    initialGrid: readonly (readonly string[])[],
  ): Promise<void> {
    // A round takes its real time however slow the frames: GSAP would otherwise stretch time
    // after a long frame, and a slow phone would watch reels crawl.
    gsap.ticker.lagSmoothing(0);
    const resolution = Math.min(2, window.devicePixelRatio || 1);
    this.adaptiveResolution = new AdaptiveResolution({ full: resolution, floorShare: 0.5 });
    await this.app.init({
      // The canvas covers the machine's box only (the page sizes it with `layout`): every frame
      // the browser composes the canvas, and fewer pixels cost less on every device.
      width: Math.max(1, host.clientWidth),
      height: Math.max(1, host.clientHeight),
      // The scene is an image behind the canvas; the canvas draws the machine and effects only.
      backgroundAlpha: 0,
      // Multisampling costs most on the phones that can least afford it, and textures need none.
      antialias: false,
      autoDensity: true,
      resolution,
      preference: "webgl",
    });
    this.app.canvas.classList.add("slot-canvas");
    this.app.canvas.setAttribute("aria-hidden", "true");
    host.appendChild(this.app.canvas);
    this.app.stage.addChild(this.root);
    this.root.addChild(this.machine);
    this.reels = new ReelsLayer(
      this.title,
      this.art.palette,
      this.geometry,
      this.reelArt,
      initialGrid,
      this.cash,
      this.isReducedMotion,
      (seconds) => this.wake(seconds),
    );
    this.machine.addChild(
      this.reels.view,
      this.boardSlot,
      this.wins.lines,
      this.cash.view,
      this.wins.badge,
      this.coverSlot,
    );
    if (!this.isReducedMotion) {
      this.coins = new CoinShowerLayer(effectsHost, this.textures.coin, this.textures.sparkle);
    }
    // Frames are drawn only while something moves, and the ticker itself rests when nothing
    // does: an idle game costs the device nothing. Every change to the stage wakes it.
    this.app.ticker.remove(this.app.render, this.app);
    this.app.ticker.add(this.update, this);
  }

  private get reelsLayer(): ReelsLayer {
    if (!this.reels) throw new Error("The stage is used before init");
    return this.reels;
  }

  /** A mechanic's part of the machine, made and placed the first time it is asked for. */
  use<M extends StageMechanic>(Mechanic: StageMechanicClass<M>): M {
    const made = this.mechanics.get(Mechanic);
    if (made) return made as M;
    const context: StageContext = {
      title: this.title,
      palette: this.art.palette,
      geometry: this.geometry,
      reelArt: this.reelArt,
      isReducedMotion: this.isReducedMotion,
      reels: this.reelsLayer,
      cash: this.cash,
      wake: (seconds) => this.wake(seconds),
    };
    const mechanic = new Mechanic(context);
    this.mechanics.set(Mechanic, mechanic);
    (mechanic.layer === "board" ? this.boardSlot : this.coverSlot).addChild(mechanic.view);
    return mechanic;
  }

  /**
   * Draws the canvas again. The page calls it when its layout over the canvas changes (a dialog
   * opens): the browser may then compose the canvas afresh, and it keeps no drawing of its own.
   */
  refresh(): void {
    this.wake(0.2);
  }

  /** Keeps the canvas redrawing for `seconds` (a tween on the stage is running). */
  private wake(seconds = 0.3): void {
    this.awakeUntil = Math.max(this.awakeUntil, performance.now() + seconds * 1000);
    if (!this.app.ticker.started) this.app.ticker.start();
  }

  private isMoving(): boolean {
    if (performance.now() < this.awakeUntil || this.wins.isMoving) return true;
    if (this.reels?.isMoving) return true;
    for (const mechanic of this.mechanics.values()) if (mechanic.isMoving) return true;
    return false;
  }

  private readonly update = (): void => {
    const seconds = this.app.ticker.deltaMS / 1000;
    this.reels?.update(seconds);
    for (const mechanic of this.mechanics.values()) mechanic.update?.(seconds);
    const isMoving = this.isMoving();
    if (isMoving) {
      const lower = this.wasMoving ? this.adaptiveResolution?.record(this.app.ticker.deltaMS) : null;
      if (lower) this.setResolution(lower);
      this.app.render();
    } else {
      // What ended the motion (a reel's landing tween) may have finished in GSAP's tick after
      // this ticker's last frame: one more frame draws everything where it came to rest, or the
      // canvas would keep showing a reel still blurred in mid-landing.
      if (this.wasMoving) this.app.render();
      this.adaptiveResolution?.pause();
      this.app.ticker.stop();
    }
    this.wasMoving = isMoving;
  };

  private setResolution(resolution: number): void {
    const { renderer, screen } = this.app;
    if (Math.abs(renderer.resolution - resolution) < 0.01) return;
    renderer.resize(screen.width, screen.height, resolution);
  }

  /** Sizes the canvas to the machine's box (CSS pixels) and fits the machine into it. */
  layout(box: { width: number; height: number }): void {
    const { renderer } = this.app;
    if (renderer.screen.width !== box.width || renderer.screen.height !== box.height) {
      renderer.resize(box.width, box.height);
    }
    const { scale, x, y } = fitMachine(this.geometry, { x: 0, y: 0, width: box.width, height: box.height });
    if (!(scale > 0)) return;
    this.machine.scale.set(scale);
    this.machine.position.set(x, y);
    this.wake();
  }

  /** A step's symbols, at once, with no spin (a resumed round, the first frame of a replay). */
  showStep(step: Pick<StepOutcome, "grid" | "cash">, formatCash: (cell: CashCell) => string): void {
    this.reelsLayer.show(displayGrid(step));
    this.cash.show(step.cash, formatCash);
    this.wake();
  }

  startSpin(isTurbo: boolean): void {
    this.wake();
    this.clearWins();
    this.cash.hide();
    this.reelsLayer.startSpin(isTurbo);
  }

  /** The reels land the step left to right; resolves once the last is at rest. */
  land(
    step: Pick<StepOutcome, "grid" | "cash">,
    formatCash: (cell: CashCell) => string,
    options: LandOptions,
    quickStop: QuickStop,
  ): Promise<void> {
    return this.reelsLayer.land(step, formatCash, options, quickStop);
  }

  /** Reels left spinning (a failed request) settle back on what they showed. */
  settle(grid: readonly (readonly string[])[]): void {
    this.reelsLayer.settle(grid);
  }

  /** Lights the winning cells (and the payline), dimming the rest. Null shows no win. */
  highlight(highlights: readonly WinHighlight[] | null, amountText: string): void {
    const reels = this.reelsLayer;
    this.wins.highlight(highlights, amountText, reels.isShown ? reels : this.boardSymbols(), reels.heights);
  }

  /** The symbols of the board on show in the reels' place, if it has any to light. */
  private boardSymbols(): HighlightedSymbols | null {
    for (const mechanic of this.mechanics.values()) {
      if (mechanic.symbols && mechanic.view.visible) return mechanic.symbols;
    }
    return null;
  }

  clearWins(): void {
    this.highlight(null, "");
  }

  celebrate(intensity: number): void {
    void this.coins?.burst(intensity);
    if (this.isReducedMotion || intensity < 2) return;
    this.wake(0.6);
    const { x } = this.machine.position;
    gsap.fromTo(
      this.machine.position,
      { x: x - 6 },
      {
        x,
        duration: 0.06,
        repeat: 7,
        yoyo: true,
        ease: "none",
        onComplete: () => this.machine.position.set(x, this.machine.y),
      },
    );
  }

  stopCelebration(): void {
    this.coins?.stop();
  }

  destroy(): void {
    this.app.ticker.remove(this.update, this);
    this.wins.destroy();
    this.reels?.destroy();
    for (const mechanic of this.mechanics.values()) mechanic.destroy();
    this.coins?.destroy();
    gsap.killTweensOf(this.machine.position);
    this.app.destroy({ removeView: true }, { children: true });
    this.textures.destroy();
  }
}
