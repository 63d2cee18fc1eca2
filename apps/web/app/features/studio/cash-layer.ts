/**
 * The values printed on cash symbols, one label per cell. A jackpot coin carries its tier in its
 * art and prints nothing. The base game's reels and the hold-and-win board both show them.
 */
import type { CashCell } from "@reelhouse/games";
import { gsap } from "gsap";
import { Container, Text } from "pixi.js";
import { CELL, cellCenter, type MachineGeometry } from "./machine-geometry.ts";

export type FormatCash = (cell: CashCell) => string;

const LABEL_STYLE = {
  fontFamily: "system-ui, sans-serif",
  fontWeight: "900" as const,
  fontSize: 54,
  fill: 0xffffff,
  stroke: { color: 0x2a1300, width: 9, join: "round" as const },
};

export class CashLayer {
  readonly view = new Container();
  private readonly labels: Text[][] = [];

  constructor(
    geometry: MachineGeometry,
    private readonly isReducedMotion: boolean,
    private readonly wake: (seconds?: number) => void,
  ) {
    for (let reel = 0; reel < geometry.reels; reel += 1) {
      const column: Text[] = [];
      for (let row = 0; row < geometry.rows; row += 1) {
        const label = new Text({ text: "", style: LABEL_STYLE, anchor: 0.5 });
        const [x, y] = cellCenter(geometry, [reel, row]);
        label.position.set(x, y + CELL * 0.22);
        label.visible = false;
        column.push(label);
        this.view.addChild(label);
      }
      this.labels.push(column);
    }
  }

  /** Labels every cash cell, and no other. */
  show(cash: readonly CashCell[], formatCash: FormatCash): void {
    this.hide();
    for (const cell of cash) this.label(cell, formatCash);
  }

  /** Labels the cash that has just landed on one reel. */
  showOnReel(reel: number, cash: readonly CashCell[], formatCash: FormatCash): void {
    for (const cell of cash) if (cell.reel === reel) this.label(cell, formatCash);
  }

  hide(): void {
    this.wake();
    for (const column of this.labels) for (const label of column) label.visible = false;
  }

  private label(cell: CashCell, formatCash: FormatCash): void {
    const label = this.labels[cell.reel]?.[cell.row];
    if (!label || cell.jackpot) return;
    label.text = formatCash(cell);
    label.visible = true;
    this.wake(0.4);
    label.scale.set(0.4);
    gsap.to(label.scale, { x: 1, y: 1, duration: this.isReducedMotion ? 0.01 : 0.35, ease: "back.out(2.4)" });
  }
}
