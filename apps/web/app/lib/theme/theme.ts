/**
 * How a page applies a white-label theme: the brand's data (palette, type, shapes, layout, logo,
 * wordmark; `@reelhouse/contract/brands`) becomes CSS variables and data attributes on <html>. The
 * nine brands' data stays on the server (themes.server.ts): the root loader sends the request's
 * theme with the page, so a visitor's browser receives that theme only. Capability flags live in
 * the contract (`themeHas`).
 */
import type { Brand } from "@reelhouse/contract/brands";

/** The brand a page is dressed in (the contract's `Brand`). */
export type Theme = Brand;

/** The brand's font stacks and the file to preload (fonts.server.ts works them out). */
export interface ThemeFonts {
  heading: string;
  body: string;
  preload: string | null;
}

/** For a page without the root's data (an error before it loaded): the system's faces. */
export const SYSTEM_FONTS: ThemeFonts = {
  heading: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  preload: null,
};

const CSS_VARIABLES: Record<keyof Theme["palette"], string> = {
  bg: "--color-bg",
  surface: "--color-surface",
  surfaceRaised: "--color-surface-raised",
  text: "--color-text",
  textMuted: "--color-text-muted",
  primary: "--color-primary",
  primaryText: "--color-primary-text",
  accent: "--color-accent",
  link: "--color-link",
  border: "--color-border",
  focus: "--color-focus",
  danger: "--color-danger",
  success: "--color-success",
};

/**
 * The theme as CSS custom properties, set on <html> as a style attribute: every component styles
 * itself through them, and the CSP needs no nonce for an attribute.
 */
export function themeCssVariables(theme: Theme, fonts: ThemeFonts = SYSTEM_FONTS): Record<string, string> {
  const colors = (Object.keys(CSS_VARIABLES) as (keyof Theme["palette"])[]).map((key) => [
    CSS_VARIABLES[key],
    theme.palette[key],
  ]);
  return Object.fromEntries([
    ...colors,
    ["--font-body", fonts.body],
    ["--font-heading", fonts.heading],
    ["--heading-weight", String(theme.typography.headingWeight)],
    ["--heading-case", theme.typography.headingCase],
    ["--radius", theme.shapes.radius],
    ["colorScheme", theme.colorScheme],
  ]);
}

/**
 * The brand's shapes and composition as data attributes on <html>, so the stylesheet picks the
 * button, card and layout variants with attribute selectors.
 */
export function themeDataAttributes(theme: Theme): Record<string, string> {
  return {
    "data-theme": theme.id,
    "data-layout": theme.layout,
    "data-button": theme.shapes.button,
    "data-card": theme.shapes.card,
    "data-scheme": theme.colorScheme,
  };
}
