/**
 * The machine's frame and reel windows, drawn by the browser as vector art under the canvas:
 * they never move, so the canvas does not redraw them every frame. The SVG's view box is the
 * machine's geometry and it fits its box the way the canvas fits the machine (centred, as large
 * as it goes), so the two line up at any size.
 */
import { useId } from "react";
import type { TitlePalette } from "./art/index.ts";
import type { MachineGeometry } from "./machine-geometry.ts";

export function MachineFrame({ geometry, palette }: { geometry: MachineGeometry; palette: TitlePalette }) {
  const id = useId();
  const { width, height, pad, cell, gap, reels, rows } = geometry;
  const reelsHeight = rows * cell;
  return (
    <svg
      className="machine-frame"
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="xMidYMid meet"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={`${id}-body`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={palette.frameLight} />
          <stop offset="0.18" stopColor={palette.frame} />
          <stop offset="0.85" stopColor={palette.frame} />
          <stop offset="1" stopColor={palette.frameDark} />
        </linearGradient>
        <linearGradient id={`${id}-window`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={palette.frameDark} />
          <stop offset="0.12" stopColor={palette.reelBackground} />
          <stop offset="0.88" stopColor={palette.reelBackground} />
          <stop offset="1" stopColor={palette.frameDark} />
        </linearGradient>
      </defs>
      <rect x="8" y="14" width={width} height={height} rx="40" fill="#000" opacity="0.45" />
      <rect width={width} height={height} rx="40" fill={palette.frameDark} />
      <rect
        x="5"
        y="5"
        width={width - 10}
        height={height - 10}
        rx="36"
        fill={`url(#${id}-body)`}
        stroke={palette.frameLight}
        strokeOpacity="0.8"
        strokeWidth="3"
      />
      <rect
        x={pad - 10}
        y={pad - 10}
        width={width - 2 * pad + 20}
        height={reelsHeight + 20}
        rx="22"
        fill={palette.frameDark}
      />
      {Array.from({ length: reels }, (_, reel) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: reels are positions
        <g key={reel}>
          <rect
            x={geometry.reelX(reel)}
            y={pad}
            width={geometry.reelWidth}
            height={reelsHeight}
            rx="10"
            fill={`url(#${id}-window)`}
          />
          {reel > 0 ? (
            <rect
              x={geometry.reelX(reel) - gap / 2 - 1}
              y={pad}
              width="2"
              height={reelsHeight}
              fill={palette.reelDivider}
            />
          ) : null}
        </g>
      ))}
      <rect x="12" y="8" width={width - 24} height={pad - 4} rx="20" fill="#fff" opacity="0.14" />
    </svg>
  );
}
