/**
 * The nine white-label themes. Server only: the root loader picks the request's theme and sends
 * that one with the page (theme.ts says how it is applied).
 */
import type { ThemeId } from "@reelhouse/contract";
import { BRANDS } from "@reelhouse/contract/brands";
import type { Theme } from "./theme.ts";

export const THEMES: Readonly<Record<ThemeId, Theme>> = BRANDS;

export function getTheme(id: ThemeId): Theme {
  return THEMES[id];
}
