export { devOutboxMessages } from "./messaging.ts";
export { pages } from "./pages.ts";
