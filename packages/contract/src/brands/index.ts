export { BRANDS } from "./brands.ts";
export { FUNRIZE } from "./funrize.ts";
export { logoShapePaint, logoSvg } from "./logo.ts";
export * from "./types.ts";
