/**
 * Each brand's hero illustration (art/<themeId>.svg, drawn for the project): a URL per theme, so a
 * page loads only its own brand's picture, cached like every hashed asset.
 */
import type { ThemeId } from "@reelhouse/contract";

// `no-inline`: small files would otherwise become data URIs inside the JavaScript of every brand.
const ART_URLS = import.meta.glob<string>("./art/*.svg", {
  query: "?no-inline&url",
  import: "default",
  eager: true,
});

export function heroArtUrl(theme: ThemeId): string | null {
  return ART_URLS[`./art/${theme}.svg`] ?? null;
}
