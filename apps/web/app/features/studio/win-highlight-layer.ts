/**
 * Wins on the machine: the winning cells framed and lit (the rest dimmed, the lit symbols
 * pulsing), a payline drawn through its cells, and a single line's amount on a pill over its
 * symbols. Two views: the lines and frames go under the cash labels, the pill over them.
 */
import type { TitleInfo } from "@reelhouse/games";
import { gsap } from "gsap";
import { Container, Graphics, type Sprite, Text } from "pixi.js";
import type { TitlePalette } from "./art/index.ts";
import { cellBox, cellCenter, type MachineGeometry } from "./machine-geometry.ts";
import type { WinHighlight } from "./win-presentation.ts";

/** The symbols a highlight lights and dims: the base game's reels (a mechanic's board has none). */
export interface HighlightedSymbols {
  spriteAt(reel: number, row: number): Sprite | undefined;
}

/** A lit symbol swells this much over its size at rest. */
const PULSE = 1.06 / 0.94;

function color(hex: string): number {
  return Number.parseInt(hex.slice(1), 16);
}

export class WinHighlightLayer {
  /** The payline and the frames of the winning cells. */
  readonly lines = new Graphics();
  /** A line's amount, on a pill over its winning symbols. */
  readonly badge = new Container();
  private readonly pill = new Graphics();
  private readonly label: Text;
  private readonly pulses: gsap.core.Tween[] = [];
  /** Each pulsing symbol's scale at rest, which the pulse returns it to. */
  private readonly restScales = new Map<Sprite["scale"], number>();

  constructor(
    private readonly title: TitleInfo,
    private readonly palette: TitlePalette,
    private readonly geometry: MachineGeometry,
    private readonly isReducedMotion: boolean,
    private readonly wake: (seconds?: number) => void,
  ) {
    this.label = new Text({
      text: "",
      style: {
        fontFamily: "system-ui, sans-serif",
        fontWeight: "900",
        fontSize: 78,
        fill: color(palette.accent),
        stroke: { color: 0x1a0a00, width: 8, join: "round" },
      },
      anchor: 0.5,
    });
    this.badge.addChild(this.pill, this.label);
    this.badge.visible = false;
  }

  /** Whether a pulse is running (the canvas keeps drawing meanwhile). */
  get isMoving(): boolean {
    return this.pulses.length > 0;
  }

  /**
   * Lights the winning cells (and the payline), dimming the rest of `symbols`. Null shows no win.
   * `heights` is how many symbols each reel shows (expanding reels show fewer than the rows).
   */
  highlight(
    highlights: readonly WinHighlight[] | null,
    amountText: string,
    symbols: HighlightedSymbols | null,
    heights: readonly number[],
  ): void {
    this.stopPulses();
    this.lines.clear();
    this.badge.visible = false;
    this.wake(0.4);
    if (!highlights) {
      if (symbols) this.dimAll(symbols, () => false);
      return;
    }
    const lit = new Set<string>();
    for (const highlight of highlights) for (const [reel, row] of highlight.cells) lit.add(`${reel}:${row}`);
    if (symbols) this.dimAll(symbols, (reel, row) => !lit.has(`${reel}:${row}`));
    const isSingle = highlights.length === 1;
    for (const highlight of highlights) {
      const path = highlight.line !== null ? this.title.paylines?.[highlight.line] : null;
      if (path) this.drawPayline(path, isSingle);
      for (const cell of highlight.cells) {
        const { x, y, size } = cellBox(this.geometry, cell, heights[cell[0]] ?? this.geometry.rows);
        this.lines
          .roundRect(x - size / 2 + 6, y - size / 2 + 6, size - 12, size - 12, 22)
          .stroke({ width: 8, color: this.palette.winHighlight, alpha: 0.95 });
      }
    }
    if (symbols && !this.isReducedMotion) this.pulse(symbols, lit);
    if (isSingle && amountText) this.showAmount(highlights[0]?.cells ?? [], amountText, heights);
  }

  private dimAll(symbols: HighlightedSymbols, isDim: (reel: number, row: number) => boolean): void {
    for (let reel = 0; reel < this.geometry.reels; reel += 1) {
      for (let row = 0; row < this.geometry.rows; row += 1) {
        const sprite = symbols.spriteAt(reel, row);
        if (sprite) sprite.alpha = isDim(reel, row) ? 0.4 : 1;
      }
    }
  }

  private drawPayline(path: readonly number[], isSingle: boolean): void {
    const points = path.map((row, reel) => cellCenter(this.geometry, [reel, row]));
    const [first, ...rest] = points;
    if (!first) return;
    const draw = (width: number, lineColor: string, alpha: number) => {
      this.lines.moveTo(this.geometry.pad - 10, first[1]);
      this.lines.lineTo(first[0], first[1]);
      for (const [x, y] of rest) this.lines.lineTo(x, y);
      const last = points.at(-1) ?? first;
      this.lines.lineTo(this.geometry.width - this.geometry.pad + 10, last[1]);
      this.lines.stroke({ width, color: lineColor, alpha, join: "round", cap: "round" });
    };
    draw(isSingle ? 26 : 14, this.palette.winGlow, 0.45);
    draw(isSingle ? 9 : 5, this.palette.winHighlight, 1);
  }

  private pulse(symbols: HighlightedSymbols, lit: ReadonlySet<string>): void {
    for (const key of lit) {
      const [reel, row] = key.split(":").map(Number) as [number, number];
      const sprite = symbols.spriteAt(reel, row);
      if (!sprite) continue;
      const rest = sprite.scale.x;
      this.restScales.set(sprite.scale, rest);
      this.pulses.push(
        gsap.to(sprite.scale, {
          x: rest * PULSE,
          y: rest * PULSE,
          duration: 0.32,
          yoyo: true,
          repeat: -1,
          ease: "sine.inOut",
        }),
      );
    }
  }

  private showAmount(
    cells: readonly (readonly [number, number])[],
    amountText: string,
    heights: readonly number[],
  ): void {
    const cell = cells[Math.floor((cells.length - 1) / 2)] ?? [0, 0];
    const { x, y } = cellBox(this.geometry, cell, heights[cell[0]] ?? this.geometry.rows);
    this.label.text = amountText;
    const width = this.label.width + 56;
    const height = this.label.height + 18;
    this.pill
      .clear()
      .roundRect(-width / 2, -height / 2, width, height, height / 2)
      .fill({ color: 0x0c0612, alpha: 0.85 })
      .stroke({ width: 5, color: this.palette.winHighlight });
    this.badge.position.set(x, y);
    this.badge.visible = true;
    this.badge.scale.set(0.6);
    gsap.to(this.badge.scale, { x: 1, y: 1, duration: 0.25, ease: "back.out(2)" });
  }

  private stopPulses(): void {
    for (const pulse of this.pulses) {
      const target = pulse.targets()[0] as Sprite["scale"] | undefined;
      pulse.kill();
      const rest = target ? this.restScales.get(target) : undefined;
      if (target && rest !== undefined) {
        // A symbol at rest is drawn at its reel's scale: the pulse leaves it there.
        target.x = rest;
        target.y = rest;
      }
    }
    this.pulses.length = 0;
    this.restScales.clear();
  }

  destroy(): void {
    this.stopPulses();
    gsap.killTweensOf(this.badge.scale);
  }
}
