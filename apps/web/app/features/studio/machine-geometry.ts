/**
 * Where things are on the machine, in design pixels (a 256-pixel cell). The canvas (the symbols)
 * and the DOM (the frame under them) lay out the same geometry, each fitted into the same box.
 */

export const CELL = 256;
const GAP = 12;
const PAD = 34;

export interface MachineGeometry {
  cell: number;
  gap: number;
  pad: number;
  reels: number;
  rows: number;
  width: number;
  height: number;
  /** The left edge of a reel. */
  reelX(reel: number): number;
  /** The top edge of a row. */
  rowY(row: number): number;
}

export function machineGeometry(reels: number, rows: number): MachineGeometry {
  return {
    cell: CELL,
    gap: GAP,
    pad: PAD,
    reels,
    rows,
    width: reels * CELL + (reels - 1) * GAP + PAD * 2,
    height: rows * CELL + PAD * 2,
    reelX: (reel) => PAD + reel * (CELL + GAP),
    rowY: (row) => PAD + row * CELL,
  };
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
  geometry: Pick<MachineGeometry, "reelX" | "rowY">,
  [reel, row]: Cell,
): [number, number] {
  return [geometry.reelX(reel) + CELL / 2, geometry.rowY(row) + CELL / 2];
}
