/**
 * How a page applies a white-label theme: the brand's data (palette, type, shapes, layout, logo,
 * wordmark; `@reelhouse/contract/brands`) becomes CSS variables and data attributes on <html>. The
 * nine brands' data stays on the server (themes.server.ts): the root loader sends the request's
 * theme with the page, so a visitor's browser receives that theme only. Capability flags live in
 * the contract (`themeHas`).
 */
import { type Brand, logoSvg } from "@reelhouse/contract/brands";
import { fontStack } from "./fonts.ts";

/** The brand a page is dressed in (the contract's `Brand`). */
export type Theme = Brand;

/** The logo mark as a standalone SVG data URI, used as the site icon. */
export function logoIconDataUri(theme: Theme): string {
  return `data:image/svg+xml,${encodeURIComponent(logoSvg(theme))}`;
}

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
export function themeCssVariables(theme: Theme): Record<string, string> {
  const colors = (Object.keys(CSS_VARIABLES) as (keyof Theme["palette"])[]).map((key) => [
    CSS_VARIABLES[key],
    theme.palette[key],
  ]);
  return Object.fromEntries([
    ...colors,
    ["--font-body", fontStack(theme.typography.body)],
    ["--font-heading", fontStack(theme.typography.heading)],
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
