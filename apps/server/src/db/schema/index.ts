export * from "./accounts.ts";
export { pages } from "./pages.ts";
