export * from "./accounts.ts";
export { pages } from "./pages.ts";
export { restrictionBlocks, restrictionRules } from "./restrictions.ts";
