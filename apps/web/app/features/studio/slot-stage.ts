/**
 * The canvas of a game: the machine (frame, reels, wins, cash values, the scratch foil) and the
 * coin shower, over the title's scene (an image behind the transparent canvas, drawn once by the
 * browser rather than every frame). The DOM decides where the machine goes (`layout` gets the box the
 * controls leave free) and the presenter decides what happens when; this draws it. The reels are
 * laid out in design pixels (a 256-pixel cell) and the machine is scaled to fit its box.
 */
import type { StepOutcome } from "@reelhouse/contract";
import type { CashCell, TitleInfo } from "@reelhouse/games";
import { gsap } from "gsap";
import { Application, Container, Graphics, Text } from "pixi.js";
import "pixi.js/unsafe-eval";
import type { JackpotTier, TitleArt } from "./art/index.ts";
import { CoinShowerLayer } from "./coin-shower.ts";
import { AdaptiveResolution } from "./frame-budget.ts";
import { CELL, fitMachine, type MachineGeometry, machineGeometry } from "./machine-geometry.ts";
import { Reel, type ReelArt, type ReelMotion } from "./reel.ts";
import { ScratchFoil } from "./scratch-foil.ts";
import type { TitleTextures } from "./textures.ts";
import type { WinHighlight } from "./win-presentation.ts";

type Cell = readonly [reel: number, row: number];

/** Seconds the reels spin at least before the first one stops. */
const MIN_SPIN = 0.75;
const MIN_SPIN_TURBO = 0.25;
/** Cash symbols show a jackpot tier's own art under this id prefix. */
const JACKPOT_PREFIX = "jackpot:";

export interface LandOptions {
  isTurbo: boolean;
  /** Per reel: stop it slowly, glowing. */
  anticipated: readonly boolean[];
  onReelStop(reel: number): void;
  onAnticipation(reel: number): void;
}

function color(hex: string): number {
  return Number.parseInt(hex.slice(1), 16);
}

/** The grid with cash that pays a jackpot shown as that tier's coin. */
function displayGrid(step: Pick<StepOutcome, "grid" | "cash">): string[][] {
  const grid = step.grid.map((column) => [...column]);
  for (const cash of step.cash) {
    const column = grid[cash.reel];
    if (cash.jackpot && column) column[cash.row] = `${JACKPOT_PREFIX}${cash.jackpot}`;
  }
  return grid;
}

export class SlotStage {
  readonly app = new Application();
  private readonly root = new Container();
  private readonly machine = new Container();
  /** The canvas redraws while something moves, and until this time after a change. */
  private awakeUntil = 0;
  private wasMoving = false;
  private adaptiveResolution: AdaptiveResolution | null = null;
  private readonly reelLayer = new Container();
  private readonly cellLayer = new Container();
  private readonly glowLayer = new Container();
  private readonly winLayer = new Graphics();
  private readonly cashLayer = new Container();
  private reels: Reel[] = [];
  /** Hold-and-win respins: one single-row reel per cell, by reel then row. */
  private cellReels: Reel[][] = [];
  private readonly glows: Graphics[] = [];
  private readonly cashLabels: Text[][] = [];
  private readonly heldFrames = new Graphics();
  /** A line's amount, on a pill over its winning symbols. */
  private readonly winBadge = new Container();
  private readonly winPill = new Graphics();
  private readonly winLabel: Text;
  private coins: CoinShowerLayer | null = null;
  private foil: ScratchFoil | null = null;
  private isRespinBoard = false;
  private readonly pulses: gsap.core.Tween[] = [];
  private readonly reelArt: ReelArt;
  private readonly geometry: MachineGeometry;
  /** When the reels last started, so they spin long enough to read as a spin before stopping. */
  private spinStartedAt = 0;

  constructor(
    private readonly title: TitleInfo,
    private readonly art: TitleArt,
    private readonly textures: TitleTextures,
    private readonly isReducedMotion: boolean,
  ) {
    this.geometry = machineGeometry(title.reels, title.rows);
    const known = new Set(art.symbolIds);
    const jackpotTexture = (id: string) =>
      id.startsWith(JACKPOT_PREFIX) ? textures.jackpot(id.slice(JACKPOT_PREFIX.length) as JackpotTier) : null;
    this.reelArt = {
      symbol: (id) => (known.has(id) ? textures.symbol(id) : jackpotTexture(id)),
      blurred: (id) => (known.has(id) ? textures.blurred(id) : jackpotTexture(id)),
    };
    this.winLabel = new Text({
      text: "",
      style: {
        fontFamily: "system-ui, sans-serif",
        fontWeight: "900",
        fontSize: 78,
        fill: color(art.palette.accent),
        stroke: { color: 0x1a0a00, width: 8, join: "round" },
      },
      anchor: 0.5,
    });
    this.winBadge.addChild(this.winPill, this.winLabel);
    this.winBadge.visible = false;
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
    this.buildMachine(initialGrid);
    if (!this.isReducedMotion) {
      this.coins = new CoinShowerLayer(effectsHost, this.textures.coin, this.textures.sparkle);
    }
    // Frames are drawn only while something moves, and the ticker itself rests when nothing
    // does: an idle game costs the device nothing. Every change to the stage wakes it.
    this.app.ticker.remove(this.app.render, this.app);
    this.app.ticker.add(this.update, this);
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
    if (performance.now() < this.awakeUntil || this.pulses.length > 0) return true;
    for (const reel of this.reels) if (reel.isMoving) return true;
    for (const column of this.cellReels) for (const reel of column) if (reel.isMoving) return true;
    return false;
  }

  private readonly update = (): void => {
    const seconds = this.app.ticker.deltaMS / 1000;
    for (const reel of this.reels) reel.update(seconds);
    if (this.isRespinBoard) {
      for (const column of this.cellReels) for (const reel of column) reel.update(seconds);
    }
    const isMoving = this.isMoving();
    if (isMoving) {
      const lower = this.wasMoving ? this.adaptiveResolution?.record(this.app.ticker.deltaMS) : null;
      if (lower) this.setResolution(lower);
      this.app.render();
    } else {
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

  private cellCenter([reel, row]: Cell): [number, number] {
    return [this.geometry.reelX(reel) + CELL / 2, this.geometry.rowY(row) + CELL / 2];
  }

  private buildMachine(initialGrid: readonly (readonly string[])[]): void {
    const { reels, rows } = this.title;
    const { palette } = this.art;
    const reelsHeight = rows * CELL;

    this.reels = initialGrid.map((column, reel) => {
      const made = new Reel(this.reelArt, rows, CELL, this.fillersFor(false), column);
      made.view.position.set(this.geometry.reelX(reel), this.geometry.pad);
      this.reelLayer.addChild(made.view);
      return made;
    });

    for (let reel = 0; reel < reels; reel += 1) {
      const glow = new Graphics()
        .roundRect(this.geometry.reelX(reel) - 6, this.geometry.pad - 6, CELL + 12, reelsHeight + 12, 16)
        .fill({ color: palette.winGlow, alpha: 0.16 })
        .roundRect(this.geometry.reelX(reel) - 6, this.geometry.pad - 6, CELL + 12, reelsHeight + 12, 16)
        .stroke({ color: palette.winHighlight, width: 8 });
      glow.blendMode = "add";
      glow.alpha = 0;
      glow.visible = false;
      this.glows.push(glow);
      this.glowLayer.addChild(glow);
    }

    const labelStyle = {
      fontFamily: "system-ui, sans-serif",
      fontWeight: "900" as const,
      fontSize: 54,
      fill: 0xffffff,
      stroke: { color: 0x2a1300, width: 9, join: "round" as const },
    };
    for (let reel = 0; reel < reels; reel += 1) {
      const column: Text[] = [];
      for (let row = 0; row < rows; row += 1) {
        const label = new Text({ text: "", style: labelStyle, anchor: 0.5 });
        const [x, y] = this.cellCenter([reel, row]);
        label.position.set(x, y + CELL * 0.22);
        label.visible = false;
        column.push(label);
        this.cashLayer.addChild(label);
      }
      this.cashLabels.push(column);
    }

    this.cellLayer.visible = false;
    this.machine.addChild(this.reelLayer, this.cellLayer, this.glowLayer, this.heldFrames, this.winLayer);
    this.machine.addChild(this.cashLayer, this.winBadge);
  }

  /** What scrolls past while a reel spins: the title's symbols, weighted toward the low ones. */
  private fillersFor(isRespin: boolean): string[] {
    const cash = this.title.symbols.find((symbol) => symbol.role === "cash")?.id;
    if (isRespin && cash) return [cash, "", "", ""];
    return this.title.symbols.flatMap((symbol) => {
      if (symbol.role === "low") return [symbol.id, symbol.id, symbol.id];
      if (symbol.role === "high") return [symbol.id, symbol.id];
      return [symbol.id];
    });
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

  private motion(isTurbo: boolean): ReelMotion {
    return { speed: isTurbo ? 30 : 22, isBlurOn: !this.isReducedMotion };
  }

  /** A step's symbols, at once, with no spin (a resumed round, the first frame of a replay). */
  showStep(step: Pick<StepOutcome, "grid" | "cash">, formatCash: (cell: CashCell) => string): void {
    const grid = displayGrid(step);
    grid.forEach((column, reel) => {
      this.reels[reel]?.show(column);
    });
    this.showCash(step.cash, formatCash);
    this.wake();
  }

  startSpin(isTurbo: boolean): void {
    this.wake();
    this.clearWins();
    this.hideCash();
    this.spinStartedAt = performance.now();
    const motion = this.motion(isTurbo);
    if (this.isReducedMotion) {
      for (const reel of this.reels) gsap.to(reel.view, { alpha: 0.6, duration: 0.12 });
      this.wake();
      return;
    }
    this.reels.forEach((reel, index) => {
      if (!reel.isMoving) reel.start(motion, isTurbo ? 0 : index * 0.06);
    });
  }

  /** The reels land `grid` left to right; resolves once the last is at rest. */
  async land(
    step: Pick<StepOutcome, "grid" | "cash">,
    formatCash: (cell: CashCell) => string,
    options: LandOptions,
    quickStop: { requested: boolean },
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
      this.showCash(step.cash, formatCash);
      return;
    }
    const gap = options.isTurbo ? 0.05 : 0.16;
    const spun = (performance.now() - this.spinStartedAt) / 1000;
    await this.pause(Math.max(0, (options.isTurbo ? MIN_SPIN_TURBO : MIN_SPIN) - spun), quickStop);
    for (let reel = 0; reel < grid.length; reel += 1) {
      const column = grid[reel] ?? [];
      const target = this.reels[reel];
      if (!target) continue;
      const isAnticipated = options.anticipated[reel] === true && !quickStop.requested;
      if (isAnticipated) {
        options.onAnticipation(reel);
        target.setSpeed(this.motion(options.isTurbo).speed * 0.55);
        const glow = this.glows[reel];
        if (glow) {
          glow.visible = true;
          gsap.to(glow, { alpha: 1, duration: 0.25, yoyo: true, repeat: 5 });
        }
        await this.pause(options.isTurbo ? 0.7 : 1.3, quickStop);
      } else if (reel > 0 && !quickStop.requested) {
        await this.pause(gap, quickStop);
      }
      const landed = target.stop(column, {
        isQuick: quickStop.requested,
        onLand: () => {
          options.onReelStop(reel);
          this.showCashOnReel(reel, step.cash, formatCash);
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

  /** Waits `seconds`, or less once a quick stop is asked for. */
  private pause(seconds: number, quickStop: { requested: boolean }): Promise<void> {
    return new Promise((resolve) => {
      const started = performance.now();
      const check = () => {
        if (quickStop.requested || performance.now() - started >= seconds * 1000) {
          gsap.ticker.remove(check);
          resolve();
        }
      };
      gsap.ticker.add(check);
    });
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

  private showCash(cash: readonly CashCell[], formatCash: (cell: CashCell) => string): void {
    this.hideCash();
    for (const cell of cash) this.labelCash(cell, formatCash);
  }

  private showCashOnReel(
    reel: number,
    cash: readonly CashCell[],
    formatCash: (cell: CashCell) => string,
  ): void {
    for (const cell of cash) if (cell.reel === reel) this.labelCash(cell, formatCash);
  }

  private labelCash(cell: CashCell, formatCash: (cell: CashCell) => string): void {
    const label = this.cashLabels[cell.reel]?.[cell.row];
    // A jackpot coin carries its tier in its art; the others print their value.
    if (!label || cell.jackpot) return;
    label.text = formatCash(cell);
    label.visible = true;
    this.wake(0.4);
    label.scale.set(0.4);
    gsap.to(label.scale, { x: 1, y: 1, duration: this.isReducedMotion ? 0.01 : 0.35, ease: "back.out(2.4)" });
  }

  private hideCash(): void {
    this.wake();
    for (const column of this.cashLabels) for (const label of column) label.visible = false;
  }

  /** Lights the winning cells (and the payline), dimming the rest. Null shows no win. */
  highlight(highlights: readonly WinHighlight[] | null, amountText: string): void {
    this.stopPulses();
    this.winLayer.clear();
    this.winBadge.visible = false;
    this.wake(0.4);
    const sprites = this.isRespinBoard ? null : this.reels;
    if (!highlights) {
      if (sprites)
        for (const reel of sprites)
          for (let row = 0; row < this.title.rows; row += 1) this.setDim(reel, row, false);
      return;
    }
    const { palette } = this.art;
    const lit = new Set<string>();
    for (const highlight of highlights) for (const [reel, row] of highlight.cells) lit.add(`${reel}:${row}`);
    if (sprites) {
      sprites.forEach((reel, index) => {
        for (let row = 0; row < this.title.rows; row += 1)
          this.setDim(reel, row, !lit.has(`${index}:${row}`));
      });
    }
    const isSingle = highlights.length === 1;
    for (const highlight of highlights) {
      const path = highlight.line !== null ? this.title.paylines?.[highlight.line] : null;
      if (path) {
        const points = path.map((row, reel) => this.cellCenter([reel, row]));
        const [first, ...rest] = points;
        if (first) {
          const draw = (width: number, lineColor: string, alpha: number) => {
            this.winLayer.moveTo(this.geometry.pad - 10, first[1]);
            this.winLayer.lineTo(first[0], first[1]);
            for (const [x, y] of rest) this.winLayer.lineTo(x, y);
            const last = points.at(-1) ?? first;
            this.winLayer.lineTo(this.geometry.width - this.geometry.pad + 10, last[1]);
            this.winLayer.stroke({ width, color: lineColor, alpha, join: "round", cap: "round" });
          };
          draw(isSingle ? 26 : 14, palette.winGlow, 0.45);
          draw(isSingle ? 9 : 5, palette.winHighlight, 1);
        }
      }
      for (const cell of highlight.cells) {
        const [x, y] = this.cellCenter(cell);
        this.winLayer
          .roundRect(x - CELL / 2 + 6, y - CELL / 2 + 6, CELL - 12, CELL - 12, 22)
          .stroke({ width: 8, color: palette.winHighlight, alpha: 0.95 });
      }
    }
    if (sprites && !this.isReducedMotion) {
      for (const key of lit) {
        const [reel, row] = key.split(":").map(Number) as [number, number];
        const sprite = sprites[reel]?.spriteAt(row);
        if (!sprite) continue;
        this.pulses.push(
          gsap.to(sprite.scale, {
            x: 1.06,
            y: 1.06,
            duration: 0.32,
            yoyo: true,
            repeat: -1,
            ease: "sine.inOut",
          }),
        );
      }
    }
    if (isSingle && amountText) {
      const cells = highlights[0]?.cells ?? [];
      const [x, y] = this.cellCenter(cells[Math.floor((cells.length - 1) / 2)] ?? [0, 0]);
      this.winLabel.text = amountText;
      const width = this.winLabel.width + 56;
      const height = this.winLabel.height + 18;
      this.winPill
        .clear()
        .roundRect(-width / 2, -height / 2, width, height, height / 2)
        .fill({ color: 0x0c0612, alpha: 0.85 })
        .stroke({ width: 5, color: this.art.palette.winHighlight });
      this.winBadge.position.set(x, y);
      this.winBadge.visible = true;
      this.winBadge.scale.set(0.6);
      gsap.to(this.winBadge.scale, { x: 1, y: 1, duration: 0.25, ease: "back.out(2)" });
    }
  }

  private setDim(reel: Reel, row: number, isDim: boolean): void {
    const sprite = reel.spriteAt(row);
    if (sprite) sprite.alpha = isDim ? 0.4 : 1;
  }

  private stopPulses(): void {
    for (const pulse of this.pulses) {
      const target = pulse.targets()[0] as { x: number; y: number } | undefined;
      pulse.kill();
      if (target) {
        target.x = 0.94;
        target.y = 0.94;
      }
    }
    this.pulses.length = 0;
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

  // --- Hold and win -------------------------------------------------------------------------

  /** Turns the reels into a board of cells, the held cash staying put while the others respin. */
  enterRespins(step: Pick<StepOutcome, "grid" | "cash">, formatCash: (cell: CashCell) => string): void {
    if (this.isRespinBoard) return;
    this.isRespinBoard = true;
    const { reels, rows } = this.title;
    const grid = displayGrid(step);
    const held = new Set(step.cash.map((cell) => `${cell.reel}:${cell.row}`));
    this.cellLayer.removeChildren();
    this.cellReels = [];
    for (let reel = 0; reel < reels; reel += 1) {
      const column: Reel[] = [];
      for (let row = 0; row < rows; row += 1) {
        const id = held.has(`${reel}:${row}`) ? (grid[reel]?.[row] ?? "") : "";
        const cellReel = new Reel(this.reelArt, 1, CELL, this.fillersFor(true), [id]);
        const x = this.geometry.reelX(reel);
        const y = this.geometry.pad + row * CELL;
        cellReel.view.position.set(x, y);
        this.cellLayer.addChild(cellReel.view);
        column.push(cellReel);
      }
      this.cellReels.push(column);
    }
    this.reelLayer.visible = false;
    this.cellLayer.visible = true;
    this.wake();
    this.drawHeld(step.cash);
    this.showCash(step.cash, formatCash);
  }

  exitRespins(grid: readonly (readonly string[])[]): void {
    if (!this.isRespinBoard) return;
    this.isRespinBoard = false;
    for (const column of this.cellReels) for (const reel of column) reel.destroy();
    this.cellReels = [];
    this.cellLayer.removeChildren();
    this.cellLayer.visible = false;
    this.reelLayer.visible = true;
    this.wake();
    this.heldFrames.clear();
    grid.forEach((column, reel) => {
      this.reels[reel]?.show(column);
    });
    this.hideCash();
  }

  private drawHeld(cash: readonly CashCell[]): void {
    this.heldFrames.clear();
    for (const cell of cash) {
      const [x, y] = this.cellCenter([cell.reel, cell.row]);
      this.heldFrames
        .roundRect(x - CELL / 2 + 4, y - CELL / 2 + 4, CELL - 8, CELL - 8, 20)
        .stroke({ width: 7, color: this.art.palette.winHighlight, alpha: 0.9 });
    }
  }

  /** Every cell not held spins; `held` is the cash kept from the step before. */
  startRespin(held: readonly CashCell[], isTurbo: boolean): void {
    const isHeld = new Set(held.map((cell) => `${cell.reel}:${cell.row}`));
    const motion = this.motion(isTurbo);
    this.spinStartedAt = performance.now();
    this.wake();
    this.cellReels.forEach((column, reel) => {
      column.forEach((cellReel, row) => {
        if (isHeld.has(`${reel}:${row}`)) return;
        if (this.isReducedMotion) {
          gsap.to(cellReel.view, { alpha: 0.5, duration: 0.1 });
          this.wake();
        } else cellReel.start({ ...motion, speed: motion.speed * 0.7 }, (reel + row) * 0.03);
      });
    });
  }

  /** The respin lands: new cash locks in with its value, the other cells come up empty. */
  async landRespin(
    step: Pick<StepOutcome, "grid" | "cash">,
    held: readonly CashCell[],
    formatCash: (cell: CashCell) => string,
    isTurbo: boolean,
    onLock: () => void,
  ): Promise<void> {
    const grid = displayGrid(step);
    const isHeld = new Set(held.map((cell) => `${cell.reel}:${cell.row}`));
    const isCash = new Set(step.cash.map((cell) => `${cell.reel}:${cell.row}`));
    const stops: Promise<void>[] = [];
    let order = 0;
    const spun = (performance.now() - this.spinStartedAt) / 1000;
    await this.pause(Math.max(0, (isTurbo ? MIN_SPIN_TURBO : MIN_SPIN) - spun), { requested: false });
    this.cellReels.forEach((column, reel) => {
      column.forEach((cellReel, row) => {
        const key = `${reel}:${row}`;
        if (isHeld.has(key)) return;
        // Only cash stays on the board; anything else lands as an empty cell.
        const id = isCash.has(key) ? (grid[reel]?.[row] ?? "") : "";
        const delay = (isTurbo ? 0.02 : 0.06) * order;
        order += 1;
        stops.push(
          new Promise<void>((resolve) =>
            gsap.delayedCall(delay, () => {
              this.wake(0.3);
              const landed = this.isReducedMotion
                ? cellReel.fadeTo([id], 0.14)
                : cellReel.stop([id], { isQuick: isTurbo, onLand: isCash.has(key) ? onLock : undefined });
              void landed.then(resolve);
            }),
          ),
        );
      });
    });
    await Promise.all(stops);
    this.drawHeld(step.cash);
    this.showCash(step.cash, formatCash);
  }

  // --- Scratch card -------------------------------------------------------------------------

  /** Covers the card with foil; `onScratched` hears when enough of it is scratched off. */
  coverCard(onScratched: () => void): void {
    this.foil?.destroy();
    this.wake();
    const foil = new ScratchFoil(
      {
        x: this.geometry.pad,
        y: this.geometry.pad,
        width: this.geometry.width - this.geometry.pad * 2,
        height: this.geometry.height - this.geometry.pad * 2,
        columns: this.title.reels,
        rows: this.title.rows,
        cell: CELL,
        gap: this.geometry.gap,
      },
      this.art.palette,
      onScratched,
      () => this.wake(),
    );
    this.foil = foil;
    this.machine.addChild(foil.view);
  }

  /** Takes the foil off the card, fading, and forgets it. */
  async revealCard(seconds: number): Promise<void> {
    const foil = this.foil;
    if (!foil) return;
    this.wake(seconds + 0.1);
    await foil.reveal(seconds);
    if (this.foil === foil) {
      foil.destroy();
      this.foil = null;
      this.wake();
    }
  }

  destroy(): void {
    this.stopPulses();
    this.app.ticker.remove(this.update, this);
    for (const reel of this.reels) reel.destroy();
    for (const column of this.cellReels) for (const reel of column) reel.destroy();
    this.foil?.destroy();
    this.coins?.destroy();
    gsap.killTweensOf([this.machine.position, this.winBadge.scale, ...this.glows]);
    this.app.destroy({ removeView: true }, { children: true });
    this.textures.destroy();
  }
}
