export { pages } from "./pages.ts";
export { restrictionBlocks, restrictionRules } from "./restrictions.ts";
