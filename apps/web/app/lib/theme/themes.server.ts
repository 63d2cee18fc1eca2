/**
 * The nine white-label themes. Server only: the root loader picks the request's theme and sends
 * that one with the page (theme.ts says how it is applied).
 */
import type { ThemeId } from "@reelhouse/contract";
import { BRANDS, logoSvg } from "@reelhouse/contract/brands";
import type { Theme } from "./theme.ts";

export const THEMES: Readonly<Record<ThemeId, Theme>> = BRANDS;

export function getTheme(id: ThemeId): Theme {
  return THEMES[id];
}

/** The logo mark as a standalone SVG data URI, the site icon; worked out here so no page script draws it. */
export function logoIconDataUri(theme: Theme): string {
  return `data:image/svg+xml,${encodeURIComponent(logoSvg(theme))}`;
}
