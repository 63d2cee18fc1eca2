import { logoShapePaint } from "@reelhouse/contract/brands";
import type { Theme } from "~/lib/theme/theme.ts";

const PAINT = {
  primary: "var(--color-primary)",
  accent: "var(--color-accent)",
  text: "var(--color-text)",
  surface: "var(--color-surface)",
} as const;

export function ThemeLogo({ theme, size = 36 }: { theme: Theme; size?: number }) {
  return (
    <svg
      className="logo-mark"
      viewBox="0 0 48 48"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      {theme.logo.shapes.map((shape) => (
        <path key={shape.d} d={shape.d} {...logoShapePaint(shape, PAINT[shape.paint])} />
      ))}
    </svg>
  );
}
