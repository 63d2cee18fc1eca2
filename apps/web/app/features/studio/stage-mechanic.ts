/**
 * A mechanic's own part of the canvas. The stage draws what every title has (the reels, their
 * wins, cash labels, celebrations); a mechanic that draws more (the hold-and-win board, the
 * scratch card's foil) is a class implementing `StageMechanic`, which the stage makes on first use
 * (`stage.use(HoldAndWinBoard)`) and places, updates and destroys like its own layers, and which
 * the presenter drives. A new mechanic is a new file implementing it; the stage does not change.
 */
import type { TitleInfo } from "@reelhouse/games";
import type { Container } from "pixi.js";
import type { TitlePalette } from "./art/index.ts";
import type { CashLayer } from "./cash-layer.ts";
import type { MachineGeometry } from "./machine-geometry.ts";
import type { ReelArt } from "./reel.ts";
import type { ReelsLayer } from "./reels-layer.ts";
import type { HighlightedSymbols } from "./win-highlight-layer.ts";

/** What the stage lends a mechanic. */
export interface StageContext {
  title: TitleInfo;
  palette: TitlePalette;
  geometry: MachineGeometry;
  reelArt: ReelArt;
  isReducedMotion: boolean;
  /** The base game's reels, which a board may stand in for. */
  reels: ReelsLayer;
  cash: CashLayer;
  /** Keeps the canvas drawing for `seconds` (it rests when nothing moves). */
  wake(seconds?: number): void;
}

export interface StageMechanic {
  /**
   * Where its view goes in the machine: "board" on the reels, under the wins and cash labels;
   * "cover" over everything.
   */
  readonly layer: "board" | "cover";
  readonly view: Container;
  /** Whether something of its own is moving (the canvas draws every frame meanwhile). */
  readonly isMoving: boolean;
  /** A board standing in for the reels: the symbols it shows, which wins light while it is on show. */
  readonly symbols?: HighlightedSymbols;
  /** Moves what it animates on the ticker, if anything. */
  update?(seconds: number): void;
  destroy(): void;
}

export type StageMechanicClass<M extends StageMechanic> = new (context: StageContext) => M;
