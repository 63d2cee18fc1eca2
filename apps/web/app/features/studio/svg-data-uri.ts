/** An SVG drawing as an image URL for an `<img>` (the CSP allows data: images). */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
