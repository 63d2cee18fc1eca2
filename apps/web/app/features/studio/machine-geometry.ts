/**
 * Where things are on the machine, in design pixels (a 256-pixel cell). The canvas (the symbols)
 * and the DOM (the frame under them) lay out the same geometry, each fitted into the same box.
 */

export const CELL = 256;
const GAP = 12;
const PAD = 34;
/**
 * Expanding reels are wider than a cell, so that a reel showing fewer symbols draws them larger:
 * each symbol is as large as its share of the reel's height allows, up to the reel's width.
 */
export const EXPANDING_REEL_WIDTH = CELL * 1.4;

export interface MachineGeometry {
  cell: number;
  gap: number;
  pad: number;
  reels: number;
  rows: number;
  /** A reel's width: a cell, or wider for expanding reels. */
  reelWidth: number;
  width: number;
  height: number;
  /** The left edge of a reel. */
  reelX(reel: number): number;
  /** The top edge of a row. */
  rowY(row: number): number;
}

export function machineGeometry(reels: number, rows: number, reelWidth = CELL): MachineGeometry {
  return {
    cell: CELL,
    gap: GAP,
    pad: PAD,
    reels,
    rows,
    reelWidth,
    width: reels * reelWidth + (reels - 1) * GAP + PAD * 2,
    height: rows * CELL + PAD * 2,
    reelX: (reel) => PAD + reel * (reelWidth + GAP),
    rowY: (row) => PAD + row * CELL,
  };
}

/** A title's machine: its reels and rows, the reels wider when they expand. */
export function titleGeometry(title: {
  reels: number;
  rows: number;
  reelHeights?: { min: number; max: number };
}): MachineGeometry {
  return machineGeometry(title.reels, title.rows, title.reelHeights ? EXPANDING_REEL_WIDTH : CELL);
}

/** The scale and offset that fit the machine into a box, centred, as large as it goes. */
export function fitMachine(
  geometry: Pick<MachineGeometry, "width" | "height">,
  box: { x: number; y: number; width: number; height: number },
): { scale: number; x: number; y: number } {
  const scale = Math.min(box.width / geometry.width, box.height / geometry.height);
  return {
    scale,
    x: box.x + (box.width - geometry.width * scale) / 2,
    y: box.y + (box.height - geometry.height * scale) / 2,
  };
}

/** A cell of the machine, by reel then row. */
export type Cell = readonly [reel: number, row: number];

/** The centre of a cell, in design pixels. */
export function cellCenter(
  geometry: Pick<MachineGeometry, "reelX" | "rowY" | "reelWidth">,
  [reel, row]: Cell,
): [number, number] {
  return [geometry.reelX(reel) + geometry.reelWidth / 2, geometry.rowY(row) + CELL / 2];
}

/**
 * A cell on a reel showing `height` symbols (an expanding reel: its rows share the machine's
 * height), with the size a symbol is drawn at there: the row's height, at most the reel's width.
 */
export function cellBox(
  geometry: Pick<MachineGeometry, "reelX" | "pad" | "rows" | "reelWidth">,
  [reel, row]: Cell,
  height: number,
): { x: number; y: number; size: number } {
  const rowHeight = (geometry.rows * CELL) / height;
  return {
    x: geometry.reelX(reel) + geometry.reelWidth / 2,
    y: geometry.pad + row * rowHeight + rowHeight / 2,
    size: Math.min(rowHeight, geometry.reelWidth),
  };
}
